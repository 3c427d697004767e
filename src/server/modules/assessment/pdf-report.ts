import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '../../../shared/constants';
import type { GlaResult } from '../../../shared/contracts/assessment';
import { formatScore } from '../../../shared/domain/gla-scoring';
import { fontFile, type Script, scriptFor, scriptOf, type Weight } from '../../platform/pdf/fonts';
import type { PdfLabels } from './pdf-labels';

/** The Leader Profile PDF's document (pdf.ts): page geometry, colours, fonts, tagged text and score bars. */
export const MARGIN = 50;
const FOOTER = 64;
export const COLOR = {
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

/** A piece of text of a capability's block, measured before it is drawn so a block is not split needlessly. */
export interface Piece {
  text: string;
  weight: Weight;
  size: number;
  color: string;
  indent?: number;
  gap?: number;
  /** the structure type a screen reader announces (a paragraph unless said) */
  tag?: Tag;
}

export class Report {
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
}
