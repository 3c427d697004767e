/**
 * The journeys' test function: `test` gives each test a fresh browser context and page on one Chromium per
 * file, with `baseURL` pointing at the server started by e2e/global-setup.ts. On failure the page's address,
 * a screenshot and the page's errors are reported.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { launchChromium } from './browser';

export const DESKTOP = { width: 1280, height: 900 } as const;
/** Below the 960px breakpoint: the compact layout. */
export const NARROW = { width: 800, height: 900 } as const;

const artifactsDir = join(tmpdir(), 'stride-e2e-artifacts');

export type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

export const test = base
  .extend('baseURL', { scope: 'worker' }, () => inject('baseURL'))
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchChromium();
    onCleanup(() => browser.close());
    return browser;
  })
  /** Opens further contexts (another person, another viewport); all are closed after the test. */
  .extend('newContext', async ({ browser, baseURL }, { onCleanup }): Promise<NewContext> => {
    const opened: BrowserContext[] = [];
    onCleanup(async () => {
      await Promise.all(opened.map((c) => c.close()));
    });
    return async (options = {}) => {
      const context = await browser.newContext({ baseURL, viewport: DESKTOP, locale: 'en-US', ...options });
      context.setDefaultTimeout(15_000);
      context.setDefaultNavigationTimeout(30_000);
      opened.push(context);
      return context;
    };
  })
  .extend('context', async ({ newContext }): Promise<BrowserContext> => newContext())
  .extend('page', async ({ context, task }, { onCleanup }): Promise<Page> => {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    // Runs before the context closes: a failed test leaves its screenshot and the page's errors.
    onCleanup(async () => {
      if (task.result?.state !== 'fail') return;
      try {
        mkdirSync(artifactsDir, { recursive: true });
        const file = join(artifactsDir, `${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.error(
          `[e2e] "${task.name}" failed at ${page.url()}\n  screenshot: ${file}` +
            (problems.length ? `\n  ${problems.slice(-10).join('\n  ')}` : ''),
        );
      } catch (error) {
        console.error(`[e2e] no screenshot of "${task.name}": ${(error as Error).message}`);
      }
    });
    return page;
  });

export { beforeAll, describe, expect } from 'vitest';
