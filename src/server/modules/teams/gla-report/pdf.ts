import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '../../../../shared/constants';
import type { TeamGlaReportView } from '../../../../shared/contracts/team-impact';
import { formattersFor } from '../../../../shared/domain/format';
import { SCORE_BANDS } from '../../../../shared/domain/team-gla-report';
import type { Language } from '../../../../shared/enums';
import { translator } from '../../../platform/i18n';
import { fontOf as font } from '../../../platform/pdf/fonts';

/**
 * The team GLA report as a PDF, made as the Leader Profile's is (decision 0015): pdfkit, A4, embedded Noto fonts
 * (subset to the glyphs used), tagged for screen readers (language, title, headings and paragraphs in reading
 * order, each bar a Figure with its values in words), in the reader's language.
 */
const MARGIN = 50;
const COLOR = { text: '#1a1a1a', muted: '#555555', bar: '#1f66bf', track: '#e3e6ea', benchmark: '#c62828' };

/** Writes the report in `lng`; below the privacy threshold it says why there are no numbers. */
export function renderTeamGlaPdf(view: TeamGlaReportView, lng: Language): Promise<Buffer> {
  const t = translator(lng);
  const tr = (key: string, values?: Record<string, unknown>) => t(`team-impact:${key}`, values);
  const levelName = t(`assessment:levels.${view.level}`);
  // numbers as the report page writes them, in the reader's language (decision 0079)
  const f = formattersFor(lng);
  const two = (n: number | null) => (n === null ? '–' : f.number(n, 2));
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    pdfVersion: '1.7',
    tagged: true,
    font: null as unknown as string,
    lang: lng,
    displayTitle: true,
    info: { Title: `${tr('title.report')}: ${view.teamName}`, Author: PRODUCT_NAME, Creator: PRODUCT_NAME },
  });
  doc.registerFont('regular', font(lng, false));
  doc.registerFont('bold', font(lng, true));
  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - MARGIN * 2;
  const write = (tag: string, text: string, size: number, bold = false, color = COLOR.text, gap = 6) => {
    root.add(
      doc.struct(tag, {}, () => {
        doc
          .font(bold ? 'bold' : 'regular')
          .fontSize(size)
          .fillColor(color)
          .text(text, MARGIN, doc.y, { width });
      }),
    );
    doc.y += gap;
  };
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  write('H1', tr('title.report'), 20, true);
  write('P', view.teamName, 12, false, COLOR.muted);
  write('P', `${tr('report.level')}: ${levelName}`, 10, false, COLOR.muted, 12);
  const r = view.report;
  if (!r.available) {
    write('P', tr('report.privacy'), 11);
  } else {
    write(
      'P',
      tr('report.contributors', { count: r.contributors, members: view.members }),
      10,
      false,
      COLOR.muted,
      10,
    );
    write('H2', tr('report.chartTitle'), 14, true);
    write(
      'P',
      `${tr('report.average')} (■)   ${tr('report.benchmark', { level: levelName })} (|)`,
      9,
      false,
      COLOR.muted,
    );
    for (const c of r.capabilities) {
      if (doc.y > doc.page.height - MARGIN - 30) doc.addPage();
      const alt = `${c.name}: ${tr('report.average')} ${two(c.average)} / 5, ${tr('report.benchmark', { level: levelName })} ${c.benchmark === null ? '–' : f.number(c.benchmark, 1)}`;
      root.add(
        doc.struct('Figure', { alt }, () => {
          const y = doc.y;
          const labelW = 150;
          const x = MARGIN + labelW;
          const w = width - labelW - 50;
          doc.font('regular').fontSize(9).fillColor(COLOR.text);
          doc.text(c.name, MARGIN, y, { width: labelW - 8, lineBreak: false, ellipsis: true });
          doc.roundedRect(x, y + 2, w, 8, 4).fill(COLOR.track);
          if (c.average !== null) doc.roundedRect(x, y + 2, (c.average / 5) * w, 8, 4).fill(COLOR.bar);
          if (c.benchmark !== null) {
            const bx = x + (c.benchmark / 5) * w;
            doc
              .moveTo(bx, y - 1)
              .lineTo(bx, y + 13)
              .lineWidth(2)
              .strokeColor(COLOR.benchmark)
              .stroke();
          }
          doc.font('bold').fontSize(9).fillColor(COLOR.text);
          doc.text(two(c.average), x + w + 8, y, { width: 42, align: 'right', lineBreak: false });
          doc.x = MARGIN;
          doc.y = y + 18;
        }),
      );
    }
    doc.y += 10;
    const named = (codes: string[]) =>
      codes
        .flatMap((code) => r.capabilities.filter((c) => c.code === code))
        .map(
          (c) =>
            `• ${c.name}  ${tr('report.delta', { value: `${(c.delta ?? 0) >= 0 ? '+' : ''}${two(c.delta)}` })}`,
        );
    write('H2', tr('report.strengths'), 14, true);
    for (const line of named(r.strengths).length ? named(r.strengths) : [tr('report.noStrengths')])
      write('P', line, 10);
    doc.y += 6;
    write('H2', tr('report.gaps'), 14, true);
    for (const line of named(r.gaps).length ? named(r.gaps) : [tr('report.noGaps')]) write('P', line, 10);
    doc.y += 6;
    write('H2', tr('report.distribution'), 14, true);
    const bands = SCORE_BANDS.map((b) => tr('report.band', { from: b.from, to: b.to })).join(' / ');
    write('P', `${tr('report.capability')}: ${bands}`, 9, false, COLOR.muted);
    for (const c of r.capabilities) {
      write(
        'P',
        `${c.name}: ${c.distribution.map((n) => tr('report.people', { count: n })).join(' / ')}`,
        9,
        false,
        COLOR.text,
        2,
      );
    }
  }
  root.end();
  doc.end();
  return done;
}
