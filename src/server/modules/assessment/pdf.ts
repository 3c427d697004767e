import type { GlaResult } from '../../../shared/contracts/assessment';
import { formatScore } from '../../../shared/domain/gla-scoring';
import type { Language } from '../../../shared/enums';

/**
 * The Leader Profile as a PDF, written directly (PDF 1.4, the standard Helvetica fonts, no font files): A4
 * pages of text and score bars. The standard fonts cover Latin scripts only, so Japanese and Chinese reports
 * are written with the English texts (decision 0008).
 */
export const pdfLanguage = (language: Language): Language =>
  language === 'ja' || language === 'zh-CN' ? 'en' : language;

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 50;

/** WinAnsi (cp1252) bytes of a string, escaped for a PDF literal; characters outside it become '?'. */
function pdfString(s: string): string {
  const special: Record<string, number> = {
    '€': 0x80,
    '„': 0x84,
    Œ: 0x8c,
    œ: 0x9c,
    '‘': 0x91,
    '’': 0x92,
    '“': 0x93,
    '”': 0x94,
    '–': 0x96,
    '—': 0x97,
  };
  let out = '';
  for (const ch of s) {
    let code = ch.codePointAt(0)!;
    if (special[ch]) code = special[ch];
    else if (code > 0xff) code = 0x3f;
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${ch}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `(${out})`;
}

/** Splits text into lines of at most `width` points (Helvetica averages ~0.5 em per character). */
function wrap(text: string, size: number, width: number): string[] {
  const max = Math.max(10, Math.floor(width / (size * 0.5)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line ? `${line} ${word}` : word).length > max && line) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

class Pages {
  pages: string[][] = [[]];
  y = PAGE_H - MARGIN;
  private get ops() {
    return this.pages[this.pages.length - 1];
  }
  need(h: number) {
    if (this.y - h < MARGIN) {
      this.pages.push([]);
      this.y = PAGE_H - MARGIN;
    }
  }
  text(s: string, opts: { size?: number; bold?: boolean; indent?: number } = {}) {
    const size = opts.size ?? 10;
    const x = MARGIN + (opts.indent ?? 0);
    for (const line of wrap(s, size, PAGE_W - MARGIN - x)) {
      this.need(size + 4);
      this.y -= size + 4;
      this.ops.push(`BT /${opts.bold ? 'F2' : 'F1'} ${size} Tf ${x} ${this.y} Td ${pdfString(line)} Tj ET`);
    }
  }
  bar(label: string, score: number | null, benchmark: number | null) {
    this.need(16);
    this.y -= 16;
    const x = MARGIN + 130;
    const w = 250;
    this.ops.push(`BT /F1 9 Tf ${MARGIN + 10} ${this.y + 2} Td ${pdfString(label)} Tj ET`);
    this.ops.push(`0.9 0.9 0.9 rg ${x} ${this.y} ${w} 9 re f`);
    if (score !== null)
      this.ops.push(`0.13 0.4 0.75 rg ${x} ${this.y} ${((score / 5) * w).toFixed(1)} 9 re f`);
    if (benchmark !== null) {
      const bx = (x + (benchmark / 5) * w).toFixed(1);
      this.ops.push(`0.8 0.2 0.2 RG 1.5 w ${bx} ${this.y - 2} m ${bx} ${this.y + 11} l S`);
    }
    this.ops.push(
      `0 0 0 rg BT /F1 9 Tf ${x + w + 8} ${this.y + 2} Td ${pdfString(formatScore(score) ?? '-')} Tj ET`,
    );
  }
  gap(h = 6) {
    this.y -= h;
  }
}

export interface PdfLabels {
  title: string;
  style: string;
  strategy: string;
  overall: string;
  top: string;
  bottom: string;
  benchmark: string;
  habits: string;
  low: string;
  high: string;
}

export const EN_LABELS: PdfLabels = {
  title: 'Leader Profile',
  style: 'Style',
  strategy: 'Strategy',
  overall: 'Overall',
  top: 'Top three',
  bottom: 'Bottom three',
  benchmark: 'Red line: benchmark for',
  habits: 'Habits to build it',
  low: 'When low',
  high: 'When high',
};

export function renderResultPdf(result: GlaResult, labels: PdfLabels = EN_LABELS): Buffer {
  const p = new Pages();
  const all = result.groups.flatMap((g) => g.capabilities);
  const nameOf = (code: string) => all.find((c) => c.code === code)?.name ?? code;
  p.text(`${labels.title}: ${result.subjectName}`, { size: 18, bold: true });
  p.text(result.finishedAt.slice(0, 10), { size: 9 });
  p.gap();
  p.text(`${labels.overall}: ${formatScore(result.overall) ?? '-'}`, { size: 12, bold: true });
  p.text(`${labels.top}: ${result.top.map(nameOf).join(', ')}`);
  p.text(`${labels.bottom}: ${result.bottom.map(nameOf).join(', ')}`);
  p.text(`${labels.benchmark} ${result.benchmark.level.replaceAll('_', ' ').toLowerCase()}`, { size: 9 });
  for (const group of result.groups) {
    p.gap(10);
    p.text(group.name, { size: 14, bold: true });
    p.text(group.description, { size: 9 });
    for (const c of group.capabilities) {
      p.gap(6);
      const mark = c.top ? ` (${labels.top})` : c.bottom ? ` (${labels.bottom})` : '';
      p.text(`${c.rank}. ${c.name}${mark}`, { size: 11, bold: true });
      p.text(c.definition, { size: 9 });
      p.bar(labels.style, c.style, c.benchmark);
      p.bar(labels.strategy, c.strategy, c.benchmark);
      p.text(`${labels.low}: ${c.low}`, { size: 8, indent: 10 });
      p.text(`${labels.high}: ${c.high}`, { size: 8, indent: 10 });
      p.text(`${labels.habits}: ${c.habits.join(' / ')}`, { size: 8, indent: 10 });
    }
  }

  // assemble: catalog, pages, fonts, then each page and its content stream
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const pageCount = p.pages.length;
  const firstPageObj = 5;
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const kids = Array.from({ length: pageCount }, (_, i) => `${firstPageObj + i * 2} 0 R`).join(' ');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  for (const [i, ops] of p.pages.entries()) {
    const content = ops.join('\n');
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPageObj + i * 2 + 1} 0 R >>`,
    );
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  }
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
