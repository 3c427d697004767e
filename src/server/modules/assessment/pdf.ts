import type { GlaResult } from '../../../shared/contracts/assessment';
import { pdfLabels } from './pdf-labels';
import { Report } from './pdf-report';
import { footers, groups, header } from './pdf-sections';

/**
 * The Leader Profile as a PDF (decision 0015): A4 pages laid out with pdfkit in the report's language, with
 * embedded Noto fonts (subset to the glyphs used), text that wraps and breaks pages, a score bar over 5 with
 * the benchmark mark, and a footer with the product name and page numbers on every page.
 * Tagged for screen readers (decision 0024): the document's language and title, a structure tree of headings
 * (H1 title, H2 groups, H3 capabilities) and paragraphs in reading order, each score bar a Figure with its
 * value in words, and the footers marked as pagination artifacts.
 * Drawn section by section in pdf-sections.ts on the document of pdf-report.ts.
 */

/** Writes the Leader Profile in the result's language (`result.languageCode`). */
export function renderResultPdf(result: GlaResult): Promise<Buffer> {
  const report = new Report(result, pdfLabels(result.languageCode));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    report.doc.on('data', (c: Buffer) => chunks.push(c));
    report.doc.on('end', () => resolve(Buffer.concat(chunks)));
    report.doc.on('error', reject);
  });
  header(report);
  groups(report);
  report.root.end();
  footers(report);
  report.doc.end();
  return done;
}

export { pdfContentDisposition, pdfFileName } from './pdf-file-name';
