import { describe, expect, it } from 'vitest';
import { downloadable, EXPORT_KEEP_DAYS, expiryOf, exportStatus } from './data-export';

const at = (iso: string) => new Date(iso);
const none = { readyAt: null, expiresAt: null, downloadedAt: null, failedAt: null };

describe('exportStatus', () => {
  const ready = { ...none, readyAt: at('2026-11-01T10:00:00Z'), expiresAt: at('2026-11-08T10:00:00Z') };

  it('is PREPARING until the job finished, FAILED when it gave up', () => {
    expect(exportStatus(none, at('2026-11-01T00:00:00Z'))).toBe('PREPARING');
    expect(exportStatus({ ...none, failedAt: at('2026-11-01T00:00:00Z') }, at('2026-11-02T00:00:00Z'))).toBe(
      'FAILED',
    );
  });

  it('is READY, then DOWNLOADED after the first download, until the expiry instant', () => {
    expect(exportStatus(ready, at('2026-11-08T09:59:59Z'))).toBe('READY');
    const downloaded = { ...ready, downloadedAt: at('2026-11-02T10:00:00Z') };
    expect(exportStatus(downloaded, at('2026-11-03T00:00:00Z'))).toBe('DOWNLOADED');
    expect(exportStatus(downloaded, at('2026-11-08T10:00:00Z'))).toBe('EXPIRED');
    expect(exportStatus(ready, at('2026-11-08T10:00:00Z'))).toBe('EXPIRED');
  });

  it('lets only a ready or downloaded archive be downloaded', () => {
    expect(
      ['PREPARING', 'READY', 'DOWNLOADED', 'EXPIRED', 'FAILED'].filter((s) => downloadable(s as never)),
    ).toEqual(['READY', 'DOWNLOADED']);
  });

  it(`keeps an archive ${EXPORT_KEEP_DAYS} days`, () => {
    expect(expiryOf(at('2026-11-01T10:00:00Z')).toISOString()).toBe('2026-11-08T10:00:00.000Z');
  });
});
