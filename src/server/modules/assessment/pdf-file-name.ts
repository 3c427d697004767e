import type { Language } from '../../../shared/enums';
import { pdfLabels } from './pdf-labels';

/**
 * The download's file name in the report's language (`Leader-Profil-12.pdf` in German): an ASCII `filename` for
 * old clients and the exact name as RFC 6266 / RFC 8187 `filename*`.
 */
export function pdfFileName(language: Language, assessmentId: number): string {
  return `${pdfLabels(language).title.trim().replace(/\s+/g, '-')}-${assessmentId}.pdf`;
}

/** The Content-Disposition of the Leader Profile download in the report's language. */
export function pdfContentDisposition(language: Language, assessmentId: number): string {
  const name = pdfFileName(language, assessmentId);
  // old clients read only `filename`: the title without its accents, or the English one for other scripts
  const title = pdfLabels(language)
    .title.normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .trim()
    .replace(/\s+/g, '-');
  const fallback = `${/[A-Za-z]{2}/.test(title) ? title : 'Leader-Profile'}-${assessmentId}.pdf`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
