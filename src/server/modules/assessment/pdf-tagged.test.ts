import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlaResult } from '../../../shared/contracts/assessment';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { pdfContentDisposition, pdfFileName, renderResultPdf } from './pdf';
import { API, client } from './test-helpers';

/** The Leader Profile PDF as a screen reader meets it (issue 20.7), and its file name per language. */
let t: TestApp;
let result: (language: string) => Promise<GlaResult>;
beforeAll(async () => {
  t = await createTestApp();
  const c = client(t);
  const token = await t.login('member@demo.test');
  const id = (await c.state(token)).glaV2.assessmentId;
  result = async (language) =>
    (
      await c.get(`${API}/assessment-group/gla-v2-result?assessmentId=${id}&languageCode=${language}`, token)
    ).json();
});
afterAll(() => t.close());

interface Node {
  role?: string;
  alt?: string;
  type?: string;
  children?: Node[];
}
const walk = (n: Node, out: Node[] = []): Node[] => {
  out.push(n);
  for (const c of n.children ?? []) walk(c, out);
  return out;
};

describe('the tagged Leader Profile', () => {
  it('is marked, names its language and title, and reads as headings, sections, paragraphs and described figures', async () => {
    const res = await result('de');
    const pdf = await renderResultPdf(res);
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    expect(await doc.getMarkInfo()).toMatchObject({ Marked: true });
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/Lang \(de\)/);
    expect(raw).toMatch(/\/DisplayDocTitle true/);

    const first = walk((await (await doc.getPage(1)).getStructTree()) as Node);
    const roles = first.map((n) => n.role).filter(Boolean);
    expect(roles).toContain('Document');
    expect(roles).toContain('H1');
    expect(roles).toContain('H2');
    expect(roles).toContain('P');

    // every page: its content belongs to the structure, the footers are artifacts and read out nowhere
    const all: Node[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      walk((await page.getStructTree()) as Node, all);
      const { items } = await page.getTextContent({ includeMarkedContent: true });
      const marks = items.filter((i) => 'type' in i && i.type === 'beginMarkedContentProps') as {
        tag?: string;
      }[];
      expect(
        marks.some((m) => m.tag === 'Artifact'),
        `page ${n} footer`,
      ).toBe(true);
    }
    const sections = all.filter((n) => n.role === 'Sect').length;
    expect(sections).toBeGreaterThanOrEqual(res.groups.length);
    const h3 = all.filter((n) => n.role === 'H3').length;
    expect(h3).toBeGreaterThanOrEqual(res.groups.flatMap((g) => g.capabilities).length);
    const figures = all.filter((n) => n.role === 'Figure');
    expect(figures.length).toBeGreaterThan(1);
    // first the profile chart, described with every capability's rank and scores, then one figure per score bar
    const [chart, ...bars] = figures;
    for (const c of res.groups.flatMap((g) => g.capabilities)) {
      expect(chart.alt).toContain(`${c.rank}. ${c.name}:`);
    }
    for (const f of bars) expect(f.alt).toMatch(/^.+: (\d\.\d|–) \/ 5/);
  });
});

describe('the download file name', () => {
  it('follows the report language, with an ASCII name for old clients', () => {
    expect(pdfFileName('de', 12)).toBe('Leader-Profil-12.pdf');
    expect(pdfFileName('en', 12)).toBe('Leader-Profile-12.pdf');
    expect(pdfContentDisposition('de', 12)).toBe(
      `attachment; filename="Leader-Profil-12.pdf"; filename*=UTF-8''Leader-Profil-12.pdf`,
    );
    expect(pdfContentDisposition('es', 3)).toBe(
      `attachment; filename="Perfil-de-lider-3.pdf"; filename*=UTF-8''Perfil-de-l%C3%ADder-3.pdf`,
    );
    expect(pdfContentDisposition('ja', 3)).toMatch(
      /^attachment; filename="Leader-Profile-3\.pdf"; filename\*=UTF-8''%E3%83%AA.+-3\.pdf$/,
    );
  });
});
