import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '../../../shared/constants';
import type { GlaResult } from '../../../shared/contracts/assessment';
import { chartRows, meanBenchmark } from '../../../shared/domain/gla-chart';
import { formatScore } from '../../../shared/domain/gla-scoring';
import type { Language } from '../../../shared/enums';
import { chartHeight, drawProfileChart } from './pdf-chart';
import { fontFile, type Script, scriptFor, scriptOf, type Weight } from './pdf-fonts';
import { type PdfLabels, pdfLabels } from './pdf-labels';

/**
 * The Leader Profile as a PDF (decision 0015): A4 pages laid out with pdfkit in the report's language, with
 * embedded Noto fonts (subset to the glyphs used), text that wraps and breaks pages, a score bar over 5 with
 * the benchmark mark, and a footer with the product name and page numbers on every page.
 * Tagged for screen readers (decision 0024): the document's language and title, a structure tree of headings
 * (H1 title, H2 groups, H3 capabilities) and paragraphs in reading order, each score bar a Figure with its
 * value in words, and the footers marked as pagination artifacts.
 */
const MARGIN = 50;
const FOOTER = 64;
const COLOR = {
  text: '#1a1a1a',
  muted: '#555555',
  bar: '#1f66bf',
  track: '#e3e6ea',
  benchmark: '#c62828',
  top: '#2e7d32',
  bottom: '#b45309',
};

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;
type Tag = 'H1' | 'H2' | 'H3' | 'P';
type Capability = GlaResult['groups'][number]['capabilities'][number];

/** A piece of text of a capability's block, measured before it is drawn so a block is not split needlessly. */
interface Piece {
  text: string;
  weight: Weight;
  size: number;
  color: string;
  indent?: number;
  gap?: number;
  /** the structure type a screen reader announces (a paragraph unless said) */
  tag?: Tag;
}

class Report {
  readonly doc: Doc;
  private readonly script: Script;
  private readonly registered = new Set<string>();
  /** the structure element that content written now belongs to (the document, or a group's section) */
  private parent: Struct;
  readonly root: Struct;
  constructor(
    readonly result: GlaResult,
    readonly labels: PdfLabels,
  ) {
    this.script = scriptOf(result.languageCode);
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER },
      bufferPages: true,
      pdfVersion: '1.7',
      tagged: true,
      font: null as unknown as string, // no standard font: every text uses an embedded one
      lang: result.languageCode,
      displayTitle: true,
      info: {
        Title: `${labels.title}: ${result.subjectName}`,
        Author: PRODUCT_NAME,
        Creator: PRODUCT_NAME,
      },
    });
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
    this.parent = this.root;
  }

  /** Draws content as one structure element of the current parent, in reading order. */
  tagged(type: string, draw: () => void, options: { alt?: string } = {}) {
    this.parent.add(this.doc.struct(type, options, () => draw()));
  }

  /** Writes a group's heading and content inside its own section. */
  section(fill: () => void) {
    const sect = this.doc.struct('Sect');
    const outer = this.parent;
    outer.add(sect);
    this.parent = sect;
    fill();
    sect.end();
    this.parent = outer;
  }

  get width() {
    return this.doc.page.width - MARGIN * 2;
  }

  /** Sets the font for a text; the person's name may need another script's font than the report's. */
  font(weight: Weight, size: number, text?: string) {
    const script = text === undefined ? this.script : scriptFor(text, this.script);
    const name = `${script}-${weight}`;
    if (!this.registered.has(name)) {
      this.doc.registerFont(name, fontFile(script, weight));
      this.registered.add(name);
    }
    this.doc.font(name).fontSize(size);
    return this.doc;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number) {
    const room = this.doc.page.height - this.doc.page.margins.bottom - this.doc.y;
    const usable = this.doc.page.height - MARGIN - FOOTER;
    if (height > room && room < usable) this.doc.addPage();
  }

  heightOf(p: Piece): number {
    this.font(p.weight, p.size);
    return this.doc.heightOfString(p.text, { width: this.width - (p.indent ?? 0) }) + (p.gap ?? 0);
  }

  write(p: Piece) {
    this.tagged(p.tag ?? 'P', () =>
      this.font(p.weight, p.size, p.text)
        .fillColor(p.color)
        .text(p.text, MARGIN + (p.indent ?? 0), this.doc.y, { width: this.width - (p.indent ?? 0) }),
    );
    if (p.gap) this.doc.y += p.gap;
  }

  static readonly BAR_ROW = 16;

  /** One score: the label, a bar over 5 with the benchmark mark, the score with one decimal. */
  bar(label: string, score: number | null, benchmark: number | null) {
    const alt = [
      `${label}: ${formatScore(score) ?? '–'} / 5`,
      benchmark === null ? null : this.labels.benchmarkValue(formatScore(benchmark) ?? '–'),
    ]
      .filter(Boolean)
      .join(', ');
    this.tagged('Figure', () => this.drawBar(label, score, benchmark), { alt });
  }

  private drawBar(label: string, score: number | null, benchmark: number | null) {
    const d = this.doc;
    const y = d.y;
    const labelW = 90;
    const valueW = 40;
    const x = MARGIN + 10 + labelW;
    const w = this.width - 10 - labelW - valueW - 10;
    this.font('regular', 9).fillColor(COLOR.text);
    d.text(label, MARGIN + 10, y, { width: labelW - 6, lineBreak: false, ellipsis: true });
    d.roundedRect(x, y + 2, w, 8, 4).fill(COLOR.track);
    if (score !== null && score > 0) d.roundedRect(x, y + 2, (score / 5) * w, 8, 4).fill(COLOR.bar);
    if (benchmark !== null) {
      const bx = x + (benchmark / 5) * w;
      d.moveTo(bx, y - 1)
        .lineTo(bx, y + 13)
        .lineWidth(2)
        .strokeColor(COLOR.benchmark)
        .stroke();
    }
    this.font('bold', 9).fillColor(COLOR.text);
    d.text(formatScore(score) ?? '–', x + w + 10, y, { width: valueW, align: 'right', lineBreak: false });
    d.x = MARGIN;
    d.y = y + Report.BAR_ROW;
  }

  header() {
    const { result: r, labels: l } = this;
    this.write({ text: l.title, weight: 'bold', size: 20, color: COLOR.text, tag: 'H1' });
    this.write({ text: r.subjectName, weight: 'bold', size: 14, color: COLOR.text, gap: 2 });
    const date = new Intl.DateTimeFormat(r.languageCode, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(r.finishedAt),
    );
    this.write({ text: date, weight: 'regular', size: 9, color: COLOR.muted, gap: 12 });
    this.write({
      text: `${l.overall}: ${formatScore(r.overall) ?? '–'}`,
      weight: 'bold',
      size: 13,
      color: COLOR.text,
      gap: 2,
    });
    this.write({
      text: l.benchmark(r.benchmark.level, r.benchmark.assumed),
      weight: 'regular',
      size: 9,
      color: COLOR.benchmark,
      gap: 10,
    });
    const name = (code: string) =>
      r.groups.flatMap((g) => g.capabilities).find((c) => c.code === code)?.name ?? code;
    this.glance(name);
    for (const [title, codes, color] of [
      [l.top, r.top, COLOR.top],
      [l.bottom, r.bottom, COLOR.bottom],
    ] as const) {
      this.write({ text: title, weight: 'bold', size: 11, color, gap: 1, tag: 'H2' });
      for (const [i, code] of codes.entries())
        this.write({
          text: `${i + 1}. ${name(code)}`,
          weight: 'regular',
          size: 10,
          color: COLOR.text,
          indent: 10,
        });
      this.doc.y += 8;
    }
  }

  /** The page's picture first: what the profile means in a paragraph, then the ranked chart (a Figure). */
  glance(name: (code: string) => string) {
    const { result: r, labels: l } = this;
    const rows = chartRows(r.groups);
    const mean = meanBenchmark(rows);
    const summary = l.summary({
      overall: formatScore(r.overall) ?? '–',
      benchmark: formatScore(mean) ?? '–',
      level: r.benchmark.level,
      top: r.top.map(name).join(l.listSeparator),
      bottom: r.bottom.map(name).join(l.listSeparator),
    });
    this.write({ text: summary, weight: 'regular', size: 10, color: COLOR.text, gap: 4 });
    this.write({
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
    this.ensure(chartHeight(rows) + 10);
    const y = this.doc.y;
    this.tagged(
      'Figure',
      () =>
        drawProfileChart(
          this.doc,
          (w, size, text) => this.font(w, size, text),
          rows,
          { x: MARGIN, y, width: this.width },
          l.chart,
        ),
      { alt: `${l.chartAlt(r.benchmark.level)} ${values}` },
    );
    this.doc.y = y + chartHeight(rows) + 14;
  }

  capability(c: Capability) {
    const l = this.labels;
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
    const height = [...head, ...tail].reduce((sum, p) => sum + this.heightOf(p), 0) + 2 * Report.BAR_ROW + 14;
    this.ensure(height);
    for (const p of head) this.write(p);
    this.ensure(2 * Report.BAR_ROW);
    this.bar(l.style, c.style, c.benchmark);
    this.bar(l.strategy, c.strategy, c.benchmark);
    this.doc.y += 2;
    for (const p of tail) this.write(p);
    this.doc.y += 14;
  }

  groups() {
    for (const g of this.result.groups) {
      const title: Piece = { text: g.name, weight: 'bold', size: 15, color: COLOR.bar, gap: 2, tag: 'H2' };
      const about: Piece = { text: g.description, weight: 'regular', size: 9.5, color: COLOR.muted, gap: 10 };
      // a group's heading stays with at least the start of its first capability
      this.ensure(this.heightOf(title) + this.heightOf(about) + 120);
      this.section(() => {
        this.write(title);
        this.write(about);
        for (const c of g.capabilities) this.capability(c);
      });
    }
  }

  /** The footer of every page: product name and report title, page n / total. */
  footers() {
    const d = this.doc;
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
      this.font('regular', 8).fillColor(COLOR.muted);
      d.text(`${PRODUCT_NAME} · ${this.labels.title}`, MARGIN, y, {
        width: this.width / 2,
        lineBreak: false,
      });
      d.text(`${i + 1 - range.start} / ${range.count}`, MARGIN, y, {
        width: this.width,
        align: 'right',
        lineBreak: false,
      });
      d.endMarkedContent();
      d.page.margins.bottom = bottom;
    }
  }
}

/** Writes the Leader Profile in the result's language (`result.languageCode`). */
export function renderResultPdf(result: GlaResult): Promise<Buffer> {
  const report = new Report(result, pdfLabels(result.languageCode));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    report.doc.on('data', (c: Buffer) => chunks.push(c));
    report.doc.on('end', () => resolve(Buffer.concat(chunks)));
    report.doc.on('error', reject);
  });
  report.header();
  report.groups();
  report.root.end();
  report.footers();
  report.doc.end();
  return done;
}

export { pdfContentDisposition, pdfFileName } from './pdf-file-name';
