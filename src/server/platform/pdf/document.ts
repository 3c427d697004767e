import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '../../../shared/constants';
import type { Language } from '../../../shared/enums';
import { fontOf } from './fonts';

export const PDF_MARGIN = 50;

/**
 * An A4 report document as the product's PDFs are made (decisions 0015, 0024): tagged for screen readers (its
 * language, its title shown), the Noto fonts of its language registered as 'regular' and 'bold', and a
 * `Document` structure root to add headings, paragraphs and figures to in reading order.
 */
export function reportDocument(language: Language, title: string) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PDF_MARGIN, left: PDF_MARGIN, right: PDF_MARGIN, bottom: PDF_MARGIN },
    pdfVersion: '1.7',
    tagged: true,
    font: null as unknown as string,
    lang: language,
    displayTitle: true,
    info: { Title: title, Author: PRODUCT_NAME, Creator: PRODUCT_NAME },
  });
  doc.registerFont('regular', fontOf(language, false));
  doc.registerFont('bold', fontOf(language, true));
  const root = doc.struct('Document');
  doc.addStructure(root);
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    root,
    /** the content width between the margins */
    width: doc.page.width - PDF_MARGIN * 2,
    /** writes a tagged block of text (H1, H2, H3, P) at the left margin */
    write(
      tag: string,
      text: string,
      size: number,
      opts: { bold?: boolean; color?: string; gap?: number } = {},
    ) {
      root.add(
        doc.struct(tag, {}, () => {
          doc
            .font(opts.bold ? 'bold' : 'regular')
            .fontSize(size)
            .fillColor(opts.color ?? '#1a1a1a')
            .text(text, PDF_MARGIN, doc.y, { width: doc.page.width - PDF_MARGIN * 2 });
        }),
      );
      doc.y += opts.gap ?? 6;
    },
    /** starts a new page when less than `room` points are left on this one */
    keep(room: number) {
      if (doc.y > doc.page.height - PDF_MARGIN - room) doc.addPage();
    },
    /** ends the document and gives its bytes */
    finish(): Promise<Buffer> {
      root.end();
      doc.end();
      return bytes;
    },
  };
}
