import { extractText, extractTextItems, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlaResult } from '../../../shared/contracts/assessment';
import { LANGUAGES, type Language } from '../../../shared/enums';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { renderResultPdf } from './pdf';
import { pdfLabels } from './pdf-labels';
import { API, answerAll, client } from './test-helpers';

/** The Leader Profile PDF (decision 0015): real text in each language, embedded fonts, pages that hold their text. */
let t: TestApp;
let c: ReturnType<typeof client>;
let memberToken: string;
let memberGla: number;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  memberToken = await t.login('member@demo.test');
  memberGla = (await c.state(memberToken)).glaV2.assessmentId;
});
afterAll(() => t.close());

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;

const pdfOf = (token: string, id: number, language?: string) =>
  c.get(
    `${API}/assessment-group/gla-v2-report.pdf?assessmentId=${id}${language ? `&languageCode=${language}` : ''}`,
    token,
  );
const resultOf = async (token: string, id: number, language: Language): Promise<GlaResult> =>
  (
    await c.get(`${API}/assessment-group/gla-v2-result?assessmentId=${id}&languageCode=${language}`, token)
  ).json();

/** The text of the PDF, page by page, as a PDF reader extracts it (through the fonts' ToUnicode maps). */
async function textOf(pdf: Uint8Array) {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(pdf)));
  return { pages: text, totalPages, all: text.join('\n') };
}
/** Without the spaces and line breaks a reader puts between the pieces of wrapped text. */
const squeeze = (s: string) => s.replace(/\s+/g, '');

/** The embedded fonts' names (`/BaseFont /ABCDEF+NotoSansJP-Regular`). */
const fontsOf = (pdf: Buffer) =>
  [
    ...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1])),
  ].sort();

/** Every piece of text must lie inside the page: body within the margins, footer below the body. */
async function expectTextInsidePages(pdf: Buffer) {
  const { items } = await extractTextItems(await getDocumentProxy(new Uint8Array(pdf)));
  for (const [n, page] of items.entries()) {
    for (const it of page.filter((i) => i.str.trim())) {
      const where = `page ${n + 1}: "${it.str}"`;
      expect(it.x, where).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(it.x + it.width, where).toBeLessThanOrEqual(A4.width - MARGIN + 0.5);
      expect(it.y + it.height, where).toBeLessThanOrEqual(A4.height - MARGIN + 0.5);
      if (it.y < 55) expect(it.str, `${where} is in the footer`).toMatch(/^(Stride · .+|\d+ \/ \d+)$/);
      else expect(it.y, where).toBeGreaterThanOrEqual(60);
    }
  }
  return items.length;
}

describe('the Leader Profile PDF in every language', () => {
  it.each(LANGUAGES)(
    '%s: real text in embedded Noto fonts, every capability by name, page numbers',
    async (lng) => {
      const res = await pdfOf(memberToken, memberGla, lng);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      // the file is named in the report's language, with an ASCII name for old clients
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(
          `^attachment; filename="[A-Za-z-]+-${memberGla}\\.pdf"; filename\\*=UTF-8''.+-${memberGla}\\.pdf$`,
        ),
      );
      if (lng === 'de')
        expect(res.headers['content-disposition']).toContain(
          `filename*=UTF-8''Leader-Profil-${memberGla}.pdf`,
        );
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);

      const family = lng === 'ja' ? 'NotoSansJP' : lng === 'zh-CN' ? 'NotoSansSC' : 'NotoSans';
      expect(fontsOf(pdf)).toEqual([`${family}-Bold`, `${family}-Regular`]);
      expect(pdf.toString('latin1')).not.toMatch(/Helvetica/);

      const result = await resultOf(memberToken, memberGla, lng);
      const labels = pdfLabels(lng);
      const { all, pages, totalPages } = await textOf(pdf);
      const text = squeeze(all);
      expect(text).toContain(squeeze(labels.title));
      expect(text).toContain(squeeze('Mia Member'));
      expect(text).toContain(squeeze(labels.top));
      expect(text).toContain(squeeze(labels.bottom));
      for (const g of result.groups) {
        expect(text).toContain(squeeze(g.name));
        for (const cap of g.capabilities) {
          expect(text).toContain(squeeze(cap.name));
          expect(text).toContain(squeeze(cap.habits[0]));
        }
      }
      // a footer with the product name and "n / total" on every page
      expect(totalPages).toBeGreaterThan(1);
      for (const [i, page] of pages.entries()) {
        expect(page).toContain(`Stride · ${labels.title}`);
        expect(page).toContain(`${i + 1} / ${totalPages}`);
      }
      if (lng === 'ja' || lng === 'zh-CN') {
        const english = await resultOf(memberToken, memberGla, 'en');
        for (const cap of english.groups.flatMap((g) => g.capabilities)) expect(all).not.toContain(cap.name);
        expect(all).not.toContain('Leader Profile');
      }
      await expectTextInsidePages(pdf);
    },
  );

  it('is written in the survey language when no language is asked', async () => {
    const token = await t.createPerson({ email: 'pdf-ja@demo.test', roles: ['USER'], consented: true });
    const id = (await c.start(token, 'ja')).json().assessmentId as number;
    await answerAll(
      (b) => c.answer(token, { assessmentId: id, ...b }),
      () => 4,
    );
    expect((await c.finish(token, id)).statusCode).toBe(200);
    const pdf = (await pdfOf(token, id)).rawPayload;
    expect(fontsOf(pdf)).toEqual(['NotoSansJP-Bold', 'NotoSansJP-Regular']);
    const { all } = await textOf(pdf);
    expect(squeeze(all)).toContain(squeeze(pdfLabels('ja').title));
    // and in the asked language otherwise
    expect(fontsOf((await pdfOf(token, id, 'de')).rawPayload)).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
  });

  it('refuses an unfinished or unknown assessment and a bad language, like the result', async () => {
    const token = await t.createPerson({ email: 'pdf-open@demo.test', roles: ['USER'], consented: true });
    const id = (await c.start(token)).json().assessmentId as number;
    expect((await pdfOf(token, id)).statusCode).toBe(409);
    expect((await pdfOf(token, memberGla)).statusCode).toBe(404); // someone else's
    const bad = await pdfOf(memberToken, memberGla, 'xx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/languageCode/);
  });
});

describe('the PDF layout', () => {
  let base: GlaResult;
  beforeAll(async () => {
    base = await resultOf(memberToken, memberGla, 'en');
  });

  it('wraps long texts and breaks pages without text running off a page', async () => {
    const long = (s: string) => Array.from({ length: 12 }, () => s).join(' ');
    const result: GlaResult = {
      ...base,
      subjectName: 'Maximiliane Alexandra Konstanze von Hohenberg-Wittelsbach-Schwarzenfeld und Lichtenstein',
      groups: base.groups.map((g) => ({
        ...g,
        description: long(g.description),
        capabilities: g.capabilities.map((cap) => ({
          ...cap,
          definition: long(cap.definition),
          low: long(cap.low),
        })),
      })),
    };
    const pdf = await renderResultPdf(result);
    const { totalPages, all } = await textOf(pdf);
    expect(await expectTextInsidePages(pdf)).toBe(totalPages);
    expect(squeeze(all)).toContain(squeeze(result.subjectName));
    expect(squeeze(all)).toContain(squeeze(result.groups[2].capabilities[2].low));
    const normal = (await textOf(await renderResultPdf(base))).totalPages;
    expect(totalPages).toBeGreaterThan(normal + 2);
  });

  it('writes a name in another script with a font that has it', async () => {
    const pdf = await renderResultPdf({ ...base, subjectName: '山田 花子' });
    expect(fontsOf(pdf)).toEqual(['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansSC-Bold']);
    expect((await textOf(pdf)).all).toContain('山田 花子');
    const kana = await renderResultPdf({ ...base, subjectName: 'やまだ はなこ' });
    expect(fontsOf(kana)).toContain('NotoSansJP-Bold');
    expect((await textOf(kana)).all).toContain('やまだ はなこ');
  });

  it('says "not enough answers" instead of a score for an insufficient scale', async () => {
    const [first, ...rest] = base.groups[0].capabilities;
    const result: GlaResult = {
      ...base,
      groups: [
        { ...base.groups[0], capabilities: [{ ...first, style: null }, ...rest] },
        ...base.groups.slice(1),
      ],
    };
    const { all } = await textOf(await renderResultPdf(result));
    expect(all).toContain(pdfLabels('en').insufficientNote);
  });
});
