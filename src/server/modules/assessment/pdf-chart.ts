import { type ChartRow, GLA_SCALE } from '../../../shared/domain/gla-chart';
import type { Weight } from '../../platform/pdf/fonts';

type Doc = PDFKit.PDFDocument;

export interface ChartLabels {
  style: string;
  strategy: string;
  benchmark: string;
  axis: string;
}

export const CHART_COLOR = {
  text: '#1a1a1a',
  muted: '#555555',
  grid: '#d5d9de',
  style: '#1a4f8b',
  strategy: '#00695c',
  benchmark: '#c62828',
  top: '#2e7d32',
  bottom: '#b45309',
};

const ROW = 26;
const BAR = 8;
const LEGEND = 18;
const AXIS = 26;
const LABEL_W = 150;

/** The height the chart of `rows` takes. */
export const chartHeight = (rows: ChartRow[]) => LEGEND + rows.length * ROW + AXIS;

/** A small triangle, up (top three) or down (bottom three), centred on (x, y). */
function triangle(doc: Doc, x: number, y: number, up: boolean, color: string) {
  const s = 3.5;
  if (up) doc.polygon([x - s, y + s], [x + s, y + s], [x, y - s]);
  else doc.polygon([x - s, y - s], [x + s, y - s], [x, y + s]);
  doc.fill(color);
}

/**
 * The Leader Profile chart of the page, drawn with pdfkit primitives: the capabilities ranked, a Style and a
 * Strategy bar each on the 1-5 scale, the benchmark as a red mark across both, the top three (▲, green) and
 * bottom three (▼, amber) marked; a legend above and the scale below. Returns the height used.
 */
export function drawProfileChart(
  doc: Doc,
  font: (weight: Weight, size: number, text?: string) => Doc,
  rows: ChartRow[],
  box: { x: number; y: number; width: number },
  labels: ChartLabels,
): number {
  const { x, y, width } = box;
  const plotX = x + LABEL_W;
  const plotW = width - LABEL_W - 10;
  const at = (v: number) =>
    plotX +
    ((Math.min(Math.max(v, GLA_SCALE.min), GLA_SCALE.max) - GLA_SCALE.min) /
      (GLA_SCALE.max - GLA_SCALE.min)) *
      plotW;
  const top = y + LEGEND;
  const bottom = top + rows.length * ROW;

  // legend
  let lx = plotX;
  for (const [label, color, mark] of [
    [labels.style, CHART_COLOR.style, false],
    [labels.strategy, CHART_COLOR.strategy, false],
    [labels.benchmark, CHART_COLOR.benchmark, true],
  ] as const) {
    if (mark) doc.rect(lx + 3, y + 1, 2.5, 9).fill(color);
    else doc.roundedRect(lx, y + 2, 9, 7, 2).fill(color);
    font('regular', 8).fillColor(CHART_COLOR.text);
    doc.text(label, lx + 13, y + 1, { lineBreak: false });
    lx += 13 + doc.widthOfString(label) + 16;
  }

  // grid and scale
  for (let v = GLA_SCALE.min; v <= GLA_SCALE.max; v++) {
    doc
      .moveTo(at(v), top - 2)
      .lineTo(at(v), bottom)
      .lineWidth(0.5)
      .strokeColor(CHART_COLOR.grid)
      .stroke();
    font('regular', 8).fillColor(CHART_COLOR.muted);
    doc.text(String(v), at(v) - 10, bottom + 3, { width: 20, align: 'center', lineBreak: false });
  }
  font('regular', 8).fillColor(CHART_COLOR.muted);
  doc.text(labels.axis, plotX, bottom + 14, { width: plotW, align: 'center', lineBreak: false });

  // rows
  for (const [i, r] of rows.entries()) {
    const rowY = top + i * ROW;
    const mid = rowY + ROW / 2;
    const color = r.top ? CHART_COLOR.top : r.bottom ? CHART_COLOR.bottom : CHART_COLOR.text;
    if (r.top || r.bottom) triangle(doc, x + 4, mid, r.top, color);
    font(r.top || r.bottom ? 'bold' : 'regular', 8.5, r.name).fillColor(color);
    doc.text(r.name, x + 12, mid - 5, { width: LABEL_W - 18, lineBreak: false, ellipsis: true });
    for (const [j, score, fill] of [
      [0, r.style, CHART_COLOR.style],
      [1, r.strategy, CHART_COLOR.strategy],
    ] as const) {
      if (score === null) continue;
      const barY = mid - BAR - 0.5 + j * (BAR + 1);
      doc.rect(plotX, barY, Math.max(at(score) - plotX, 1), BAR).fill(fill);
    }
    if (r.benchmark !== null) {
      const bx = at(r.benchmark);
      doc
        .moveTo(bx, mid - BAR - 3)
        .lineTo(bx, mid + BAR + 3)
        .lineWidth(2.5)
        .strokeColor(CHART_COLOR.benchmark)
        .stroke();
    }
  }
  doc.x = x;
  doc.y = y + chartHeight(rows);
  return chartHeight(rows);
}
