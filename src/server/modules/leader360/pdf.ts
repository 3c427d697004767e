import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '../../../shared/constants';
import type { Report360 } from '../../../shared/contracts/leader360';
import { formattersFor } from '../../../shared/domain/format';
import type { Language } from '../../../shared/enums';
import { translator } from '../../platform/i18n';
import { fontOf as font } from '../../platform/pdf/fonts';

/**
 * The 360 report as a PDF in the person's language, made the way the Leader Profile PDF is (decision 0015,
 * 0024): pdfkit, A4, embedded Noto fonts subset to the glyphs used, tagged (language, title, headings and
 * paragraphs in reading order, each score bar a Figure with its values in words). It writes only what the report
 * already shows, so the anonymity rule holds here too.
 */
const MARGIN = 50;
const COLOR = { text: '#1a1a1a', muted: '#555555', self: '#1f66bf', others: '#b45309', track: '#e3e6ea' };
/** The report's title in a language: the Custom 360's own name, or "Leader 360". */
export const reportTitle = (report: Pick<Report360, 'title'>, language: Language) =>
  report.title || translator(language)('leader360:title');

export function renderReportPdf(report: Report360, personName: string, language: Language): Promise<Buffer> {
  const t = translator(language);
  const title = reportTitle(report, language);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    pdfVersion: '1.7',
    tagged: true,
    font: null as unknown as string,
    lang: language,
    displayTitle: true,
    info: { Title: `${title}: ${personName}`, Author: PRODUCT_NAME, Creator: PRODUCT_NAME },
  });
  doc.registerFont('regular', font(language, false));
  doc.registerFont('bold', font(language, true));
  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - MARGIN * 2;
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const room = (h: number) => {
    if (doc.y + h > doc.page.height - MARGIN) doc.addPage();
  };
  const write = (
    tag: 'H1' | 'H2' | 'H3' | 'P',
    text: string,
    size: number,
    bold = false,
    color = COLOR.text,
  ) => {
    room(size * 2);
    root.add(
      doc.struct(tag, {}, () =>
        doc
          .font(bold ? 'bold' : 'regular')
          .fontSize(size)
          .fillColor(color)
          .text(text, MARGIN, doc.y, { width }),
      ),
    );
    doc.moveDown(0.3);
  };
  const name = (code: string) => report.capabilities.find((c) => c.code === code)?.name ?? code;
  // scores and the date as the pages write them, in the reader's language (decision 0079)
  const f = formattersFor(language, { timeZone: 'UTC' });
  const value = (v: number | undefined) => (v === undefined ? '–' : f.number(v, 1));
  const bar = (label: string, self: number | undefined, others: number | undefined) => {
    room(34);
    const alt = `${label}: ${t('leader360:report.self')} ${value(self)}, ${t('leader360:report.others')} ${value(others)} / 5`;
    root.add(
      doc.struct('Figure', { alt }, () => {
        const y = doc.y;
        const labelW = 150;
        const x = MARGIN + labelW;
        const w = width - labelW - 40;
        doc.font('regular').fontSize(9).fillColor(COLOR.text);
        doc.text(label, MARGIN, y, { width: labelW - 8, lineBreak: false, ellipsis: true });
        for (const [i, [score, color]] of (
          [
            [self, COLOR.self],
            [others, COLOR.others],
          ] as const
        ).entries()) {
          const by = y + i * 11;
          doc.rect(x, by + 2, w, 7).fill(COLOR.track);
          if (score !== undefined) doc.rect(x, by + 2, (score / 5) * w, 7).fill(color);
          doc.font('bold').fontSize(8).fillColor(COLOR.text);
          doc.text(value(score), x + w + 6, by, { width: 34, lineBreak: false });
        }
        doc.x = MARGIN;
        doc.y = y + 28;
      }),
    );
  };

  write('H1', title, 20, true);
  write('P', `${personName} · ${f.date(report.closedAt)}`, 10, false, COLOR.muted);
  doc.moveDown(0.5);

  write('H2', t('leader360:report.chart'), 14, true);
  write(
    'P',
    `${t('leader360:report.self')} ■  ${report.allOthers ? t('leader360:report.allOthers', { count: report.allOthers.count }) : ''}`,
    9,
    false,
    COLOR.muted,
  );
  for (const c of report.capabilities) bar(c.name, report.self[c.code], report.allOthers?.scores[c.code]);
  if (!report.allOthers) write('P', t('leader360:report.notEnough'), 10);
  if (report.hiddenAnswers > 0) {
    write(
      'P',
      t('leader360:report.hidden', { count: report.hiddenAnswers, threshold: report.threshold }),
      9,
      false,
      COLOR.muted,
    );
  }

  for (const kind of ['blindSpots', 'hiddenStrengths'] as const) {
    write('H2', t(`leader360:report.${kind}`), 14, true);
    write('P', t(`leader360:report.${kind}Rule`, { threshold: report.gapThreshold }), 9, false, COLOR.muted);
    if (report[kind].length === 0) write('P', t('leader360:report.none'), 10);
    for (const g of report[kind]) {
      write(
        'P',
        t('leader360:report.gapLine', { name: name(g.capability), self: g.self, others: g.others }),
        10,
      );
    }
  }

  write('H2', t('leader360:report.groups'), 14, true);
  for (const g of report.groups) {
    write('H3', `${t(`leader360:groups.${g.group}`)} (${g.count})`, 11, true);
    write('P', report.capabilities.map((c) => `${c.name} ${value(g.scores[c.code])}`).join(' · '), 9);
  }

  for (const k of ['top', 'bottom'] as const) {
    write('H2', t(`leader360:report.${k}`), 14, true);
    for (const b of report[k]) write('P', `${b.text} (${b.score})`, 10);
  }

  write('H2', t('leader360:report.comments'), 14, true);
  for (const c of report.comments) {
    write('H3', t(`leader360:report.question.${c.question}`), 11, true);
    if (c.texts.length === 0) write('P', t('leader360:report.noComments'), 10, false, COLOR.muted);
    for (const text of c.texts) write('P', `“${text}”`, 10);
  }

  root.end();
  doc.end();
  return done;
}

/** The download's name in the report's language (ASCII fallback and RFC 8187 `filename*`). */
export function reportPdfDisposition(report: Pick<Report360, 'id' | 'title'>, language: Language): string {
  const name = `${reportTitle(report, language).trim().replace(/\s+/g, '-')}-${report.id}.pdf`;
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  const fallback = /[A-Za-z]{2}/.test(ascii) ? ascii : `Leader-360-${report.id}.pdf`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
