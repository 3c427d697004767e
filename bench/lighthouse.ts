import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../e2e/support/browser';
import { ROOT } from '../test/support/server-process';

export interface LighthouseRun {
  /** the performance score, 0-100 */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const LIGHTHOUSE = join(ROOT, 'node_modules/.bin/lighthouse');

/**
 * A Lighthouse performance run of one page with its mobile preset (simulated slow 4G and a 4x slower CPU) in
 * Debian's Chromium; null when Chromium or Lighthouse is missing. The score moves a few points with the
 * machine's load: the bench runs it before loading the server.
 */
export async function lighthouse(url: string): Promise<LighthouseRun | null> {
  if (!existsSync(CHROMIUM_PATH) || !existsSync(LIGHTHOUSE)) return null;
  const dir = mkdtempSync(join(tmpdir(), 'stride-lighthouse-'));
  const report = join(dir, 'report.json');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        LIGHTHOUSE,
        [
          url,
          '--only-categories=performance',
          '--chrome-flags=--headless --no-sandbox',
          '--output=json',
          `--output-path=${report}`,
          '--quiet',
        ],
        { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}: ${stderr.slice(-500)}`)),
      );
    });
    const result = JSON.parse(readFileSync(report, 'utf8')) as {
      categories: { performance: { score: number } };
      audits: Record<string, { numericValue: number }>;
    };
    const audit = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round(result.categories.performance.score * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
