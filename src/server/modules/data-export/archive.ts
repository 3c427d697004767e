import { strToU8, zipSync } from 'fflate';
import { PRODUCT_NAME } from '../../../shared/constants';
import { formattersFor } from '../../../shared/domain/format';
import type { Language } from '../../../shared/enums';
import { translator } from '../../platform/i18n';

/** One machine-readable part of the archive: `<name>.json` holding `data`. */
export interface ArchivePart {
  name: string;
  data: unknown;
}

/** How many entries a part holds, for the summary: a list's length, or the longest list of an object's fields. */
function entriesOf(data: unknown): number | null {
  if (Array.isArray(data)) return data.length;
  if (data && typeof data === 'object') {
    const lists = Object.values(data).filter(Array.isArray);
    if (lists.length) return Math.max(...lists.map((l) => l.length));
  }
  return data === null || data === undefined ? 0 : null;
}

/**
 * The readable summary (README.txt) in the person's language: who and when, what each file holds, and what was
 * left out to keep other people's anonymity. Dates through the shared formatter.
 */
export function summaryText(m: {
  lng: Language;
  name: string;
  email: string;
  organisation: string;
  preparedAt: Date;
  parts: ArchivePart[];
}): string {
  const t = translator(m.lng);
  const f = formattersFor(m.lng);
  const lines = [
    t('data-export:archive.title', { product: PRODUCT_NAME }),
    '',
    t('data-export:archive.person', { name: m.name, email: m.email }),
    t('data-export:archive.organisation', { organisation: m.organisation }),
    t('data-export:archive.prepared', { date: f.dateTime(m.preparedAt) }),
    '',
    t('data-export:archive.filesHeading'),
    ...m.parts.map((p) => {
      const n = entriesOf(p.data);
      const what = t(`data-export:archive.files.${p.name}`);
      return n === null
        ? `- ${p.name}.json: ${what}`
        : `- ${p.name}.json: ${what} (${t('data-export:archive.entries', { count: n, n: f.number(n) })})`;
    }),
    '',
    t('data-export:archive.privacyHeading'),
    `- ${t('data-export:archive.privacyCrew')}`,
    `- ${t('data-export:archive.privacy360')}`,
    `- ${t('data-export:archive.privacyOthers')}`,
    '',
    t('data-export:archive.format'),
  ];
  return `${lines.join('\n')}\n`;
}

/** The archive: README.txt and one JSON file per part, zipped (deflate). */
export function buildArchive(summary: string, parts: ArchivePart[]): Buffer {
  const files: Record<string, Uint8Array> = { 'README.txt': strToU8(summary) };
  for (const p of parts) files[`${p.name}.json`] = strToU8(`${JSON.stringify(p.data, null, 2)}\n`);
  return Buffer.from(zipSync(files, { level: 6, mtime: new Date('2020-01-01T00:00:00Z') }));
}
