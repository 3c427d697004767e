/**
 * axe in the journeys. The page runs axe-core itself (`axe.run`), injected once per document: @axe-core/playwright's
 * AxeBuilder injects it again on every call and finishes each run in a new blank page, which costs a page and a
 * second injection per check. Our pages have no frames, so one run in the page finds the same violations.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** The axe-core that @axe-core/playwright itself runs (its dependency, so one version for both). */
const AXE_SOURCE = readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [require.resolve('@axe-core/playwright')] }),
  'utf8',
);

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

interface Finding {
  id: string;
  impact: Impact;
  help: string;
  nodes: string[];
}

/** Runs axe on the open page (after its animations) and returns its violations, shortly, and its passed rules. */
async function runAxe(page: Page): Promise<{ violations: Finding[]; passes: number }> {
  // colours are judged at rest: a button turning enabled or a menu fading out is still mid-transition (an endless
  // animation, a spinner's, never comes to rest)
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Axe = {
      run: (
        context: Document,
        options: object,
      ) => Promise<{
        passes: unknown[];
        violations: Array<{
          id: string;
          impact: Impact;
          help: string;
          nodes: Array<{ target: unknown[] }>;
        }>;
      }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    // only the violations' elements are collected in full
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return {
      passes: results.passes.length,
      violations: results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => n.target.map(String).join(' ')),
      })),
    };
  });
}

const line = (v: Finding, examples: number) =>
  `${v.impact} ${v.id}: ${v.help} (${v.nodes.length} element(s), e.g. ${v.nodes.slice(0, examples).join(' | ')})`;

/** Runs axe on the page and returns its serious and critical violations, one readable line each. */
export async function seriousViolations(page: Page): Promise<{ lines: string[]; passes: number }> {
  const { violations, passes } = await runAxe(page);
  const lines = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => line(v, 1));
  return { lines, passes };
}

/** Runs axe on the page and returns its moderate, serious and critical violations, one readable line each. */
export async function moderateOrWorse(page: Page): Promise<string[]> {
  const { violations } = await runAxe(page);
  return violations.filter((v) => v.impact !== 'minor').map((v) => line(v, 3));
}
