import type { z } from 'zod';
import type { scaleRanksResponse } from '../../../shared/contracts/alignment';
import { ALIGNMENT_SCALE_MAX } from '../../../shared/domain/alignment-scoring';
import { formattersFor } from '../../../shared/domain/format';
import type { Language } from '../../../shared/enums';
import { translator } from '../../platform/i18n';
import { PDF_MARGIN, reportDocument } from '../../platform/pdf/document';

type AlignmentReport = z.infer<typeof scaleRanksResponse>['data'];

const COLOR = { muted: '#555555', track: '#e3e6ea', text: '#1a1a1a' };
/** one colour per theme, in the themes' order (the web chart's palette) */
const THEME_COLORS = ['#1f66bf', '#2e7d32', '#b45309', '#7b1fa2'];

/**
 * The team alignment report as a PDF (issue 14 point 5, decision 0055), in the reader's language: the chart first
 * (each subscale's score out of 6 as a bar, grouped by theme, with its rank and the highest/lowest flags), then the
 * text (each theme, and each subscale's definition and suggested practices). Made on the shared report document
 * (`platform/pdf`: pdfkit, A4, embedded Noto fonts, tagged).
 */
export function renderAlignmentPdf(report: AlignmentReport, lng: Language): Promise<Buffer> {
  const t = translator(lng);
  const tr = (key: string, values?: Record<string, unknown>) => t(`alignment:${key}`, values);
  // scores and the date as the report page writes them, in the reader's language (decision 0079)
  const f = formattersFor(lng, { timeZone: 'UTC' });
  const score = (s: number | null) => (s === null ? '–' : f.number(s, 2));
  const date = f.date(report.generatedAt);
  const title = `${tr('pdf.title')}: ${report.teamName}`;
  const pdf = reportDocument(lng, title);
  const { doc, root, width } = pdf;
  const flag = (s: AlignmentReport['team_alignment_sub_scale_list'][number]) =>
    s.isHighest ? tr('report.highest') : s.isLowest ? tr('report.lowest') : '';

  pdf.write('H1', tr('pdf.title'), 20, { bold: true });
  pdf.write('P', tr('pdf.team', { team: report.teamName }), 12, { color: COLOR.muted });
  pdf.write('P', tr('report.basis', { count: report.respondents, date }), 10, {
    color: COLOR.muted,
    gap: 14,
  });

  // the chart first: bars grouped by theme
  pdf.write('H2', tr('report.chartLabel'), 14, { bold: true, gap: 8 });
  for (const [i, theme] of report.themes.entries()) {
    const color = THEME_COLORS[i % THEME_COLORS.length]!;
    const own = report.team_alignment_sub_scale_list.filter((s) => s.theme === theme.code);
    pdf.keep(24 + own.length * 20);
    pdf.write('H3', theme.name, 11, { bold: true, color, gap: 4 });
    for (const s of own) {
      const alt = `${s.name}: ${tr('report.scoreOf', { score: score(s.score) })}, ${tr('report.rank', { rank: s.rank })}${flag(s) ? `, ${flag(s)}` : ''}`;
      root.add(
        doc.struct('Figure', { alt }, () => {
          const y = doc.y;
          const labelW = 130;
          const tailW = 120;
          const x = PDF_MARGIN + labelW;
          const w = width - labelW - tailW;
          doc.font('regular').fontSize(9).fillColor(COLOR.text);
          doc.text(s.name, PDF_MARGIN, y, { width: labelW - 8, lineBreak: false, ellipsis: true });
          doc.roundedRect(x, y + 2, w, 9, 4).fill(COLOR.track);
          if (s.score !== null)
            doc.roundedRect(x, y + 2, (s.score / ALIGNMENT_SCALE_MAX) * w, 9, 4).fill(color);
          doc.font('bold').fontSize(9).fillColor(COLOR.text);
          doc.text(score(s.score), x + w + 6, y, { width: 34, align: 'right', lineBreak: false });
          doc.font('regular').fontSize(8).fillColor(COLOR.muted);
          const tail = [`#${s.rank}`, flag(s)].filter(Boolean).join(' · ');
          doc.text(tail, x + w + 46, y + 1, { width: tailW - 46, lineBreak: false, ellipsis: true });
          doc.x = PDF_MARGIN;
          doc.y = y + 18;
        }),
      );
    }
    doc.y += 6;
  }

  // then the text
  for (const theme of report.themes) {
    doc.addPage();
    pdf.write('H2', theme.name, 15, { bold: true, gap: 4 });
    pdf.write('P', theme.description, 10, { color: COLOR.muted, gap: 10 });
    for (const s of report.team_alignment_sub_scale_list.filter((x) => x.theme === theme.code)) {
      pdf.keep(120);
      pdf.write('H3', s.name, 12, { bold: true, gap: 2 });
      const facts = [
        tr('report.scoreOf', { score: score(s.score) }),
        tr('report.rank', { rank: s.rank }),
        flag(s),
      ];
      pdf.write('P', facts.filter(Boolean).join(' · '), 9, { color: COLOR.muted, gap: 4 });
      pdf.write('P', s.definition, 10, { gap: 4 });
      pdf.write('P', tr('pdf.practices'), 10, { bold: true, gap: 2 });
      for (const p of s.practices) pdf.write('P', `• ${p}`, 10, { gap: 2 });
      doc.y += 8;
    }
  }
  return pdf.finish();
}

/** The download's file name: the team's report version, in ASCII with the UTF-8 name beside it. */
export function alignmentPdfDisposition(teamName: string, version: number): string {
  const name = `team-alignment-${teamName}-v${version}.pdf`;
  const ascii = name.replace(/[^\w.-]+/g, '-');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
