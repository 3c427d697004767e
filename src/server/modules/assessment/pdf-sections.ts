import { PRODUCT_NAME } from '../../../shared/constants';
import type { GlaResult } from '../../../shared/contracts/assessment';
import { formattersFor } from '../../../shared/domain/format';
import { chartRows, meanBenchmark } from '../../../shared/domain/gla-chart';
import { formatScore } from '../../../shared/domain/gla-scoring';
import { chartHeight, drawProfileChart } from './pdf-chart';
import { COLOR, MARGIN, type Piece, Report } from './pdf-report';

/** What the Leader Profile PDF draws (pdf.ts), section by section, on a Report. */
type Capability = GlaResult['groups'][number]['capabilities'][number];

/** The first page's top: title, name, date, overall score, benchmark, the glance, top and bottom lists. */
export function header(report: Report) {
  const { result: r, labels: l } = report;
  report.write({ text: l.title, weight: 'bold', size: 20, color: COLOR.text, tag: 'H1' });
  report.write({ text: r.subjectName, weight: 'bold', size: 14, color: COLOR.text, gap: 2 });
  // the day it was finished, as the pages write a date (decision 0079)
  const date = formattersFor(r.languageCode, { timeZone: 'UTC' }).date(r.finishedAt);
  report.write({ text: date, weight: 'regular', size: 9, color: COLOR.muted, gap: 12 });
  report.write({
    text: `${l.overall}: ${formatScore(r.overall) ?? '–'}`,
    weight: 'bold',
    size: 13,
    color: COLOR.text,
    gap: 2,
  });
  report.write({
    text: l.benchmark(r.benchmark.level, r.benchmark.assumed),
    weight: 'regular',
    size: 9,
    color: COLOR.benchmark,
    gap: 10,
  });
  const name = (code: string) =>
    r.groups.flatMap((g) => g.capabilities).find((c) => c.code === code)?.name ?? code;
  glance(report, name);
  for (const [title, codes, color] of [
    [l.top, r.top, COLOR.top],
    [l.bottom, r.bottom, COLOR.bottom],
  ] as const) {
    report.write({ text: title, weight: 'bold', size: 11, color, gap: 1, tag: 'H2' });
    for (const [i, code] of codes.entries())
      report.write({
        text: `${i + 1}. ${name(code)}`,
        weight: 'regular',
        size: 10,
        color: COLOR.text,
        indent: 10,
      });
    report.doc.y += 8;
  }
}

/** The page's picture first: what the profile means in a paragraph, then the ranked chart (a Figure). */
function glance(report: Report, name: (code: string) => string) {
  const { result: r, labels: l } = report;
  const rows = chartRows(r.groups);
  const mean = meanBenchmark(rows);
  const summary = l.summary({
    overall: formatScore(r.overall) ?? '–',
    benchmark: formatScore(mean) ?? '–',
    level: r.benchmark.level,
    top: r.top.map(name).join(l.listSeparator),
    bottom: r.bottom.map(name).join(l.listSeparator),
  });
  report.write({ text: summary, weight: 'regular', size: 10, color: COLOR.text, gap: 4 });
  report.write({
    text: `${l.styleStrategy} ${l.scale}`,
    weight: 'regular',
    size: 9,
    color: COLOR.muted,
    gap: 10,
  });
  const values = rows
    .map(
      (c) =>
        `${c.rank}. ${c.name}: ${l.style} ${formatScore(c.style) ?? '–'}, ${l.strategy} ${formatScore(c.strategy) ?? '–'}, ${l.chart.benchmark} ${formatScore(c.benchmark) ?? '–'}`,
    )
    .join('; ');
  report.ensure(chartHeight(rows) + 10);
  const y = report.doc.y;
  report.tagged(
    'Figure',
    () =>
      drawProfileChart(
        report.doc,
        (w, size, text) => report.font(w, size, text),
        rows,
        { x: MARGIN, y, width: report.width },
        l.chart,
      ),
    { alt: `${l.chartAlt(r.benchmark.level)} ${values}` },
  );
  report.doc.y = y + chartHeight(rows) + 14;
}

/** One capability's block: heading, marks, definition, the two score bars, what low and high mean, habits. */
function capability(report: Report, c: Capability) {
  const l = report.labels;
  const marks = [l.rank(c.rank), c.top ? l.top : null, c.bottom ? l.bottom : null].filter(Boolean);
  const head: Piece[] = [
    { text: c.name, weight: 'bold', size: 12, color: COLOR.text, tag: 'H3' },
    {
      text: marks.join(' · '),
      weight: 'regular',
      size: 8.5,
      color: c.top ? COLOR.top : c.bottom ? COLOR.bottom : COLOR.muted,
      gap: 2,
    },
    { text: c.definition, weight: 'regular', size: 9, color: COLOR.muted, gap: 4 },
  ];
  const insufficient = c.style === null || c.strategy === null;
  const tail: Piece[] = [
    ...(insufficient
      ? [
          {
            text: l.insufficientNote,
            weight: 'regular',
            size: 8,
            color: COLOR.muted,
            indent: 10,
            gap: 2,
          } as Piece,
        ]
      : []),
    { text: `${l.low} ${c.low}`, weight: 'regular', size: 9, color: COLOR.text, indent: 10, gap: 2 },
    { text: `${l.high} ${c.high}`, weight: 'regular', size: 9, color: COLOR.text, indent: 10, gap: 4 },
    { text: l.habits, weight: 'bold', size: 9, color: COLOR.text, indent: 10, gap: 1 },
    ...c.habits.map(
      (h): Piece => ({ text: `•  ${h}`, weight: 'regular', size: 9, color: COLOR.text, indent: 18 }),
    ),
  ];
  const height = [...head, ...tail].reduce((sum, p) => sum + report.heightOf(p), 0) + 2 * Report.BAR_ROW + 14;
  report.ensure(height);
  for (const p of head) report.write(p);
  report.ensure(2 * Report.BAR_ROW);
  report.bar(l.style, c.style, c.benchmark);
  report.bar(l.strategy, c.strategy, c.benchmark);
  report.doc.y += 2;
  for (const p of tail) report.write(p);
  report.doc.y += 14;
}

/** Each group in its own section: heading, description and its capabilities. */
export function groups(report: Report) {
  for (const g of report.result.groups) {
    const title: Piece = { text: g.name, weight: 'bold', size: 15, color: COLOR.bar, gap: 2, tag: 'H2' };
    const about: Piece = { text: g.description, weight: 'regular', size: 9.5, color: COLOR.muted, gap: 10 };
    // a group's heading stays with at least the start of its first capability
    report.ensure(report.heightOf(title) + report.heightOf(about) + 120);
    report.section(() => {
      report.write(title);
      report.write(about);
      for (const c of g.capabilities) capability(report, c);
    });
  }
}

/** The footer of every page: product name and report title, page n / total. */
export function footers(report: Report) {
  const d = report.doc;
  const range = d.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    d.switchToPage(i);
    const bottom = d.page.margins.bottom;
    d.page.margins.bottom = 0; // writing below the bottom margin must not open a new page
    d.markContent('Artifact', { type: 'Pagination' }); // repeated on every page: not read out
    const y = d.page.height - 40;
    d.moveTo(MARGIN, y - 8)
      .lineTo(d.page.width - MARGIN, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLOR.track)
      .stroke();
    report.font('regular', 8).fillColor(COLOR.muted);
    d.text(`${PRODUCT_NAME} · ${report.labels.title}`, MARGIN, y, {
      width: report.width / 2,
      lineBreak: false,
    });
    d.text(`${i + 1 - range.start} / ${range.count}`, MARGIN, y, {
      width: report.width,
      align: 'right',
      lineBreak: false,
    });
    d.endMarkedContent();
    d.page.margins.bottom = bottom;
  }
}
