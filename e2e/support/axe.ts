import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Runs axe on the page and returns its serious and critical violations, one readable line each. */
export async function seriousViolations(page: Page): Promise<{ lines: string[]; passes: number }> {
  // colours are judged at rest: a button turning enabled or a menu fading out is still mid-transition
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 3_000,
    })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  const lines = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.length} element(s), e.g. ${v.nodes[0]?.target.join(' ')})`,
    );
  return { lines, passes: results.passes.length };
}

/** Runs axe on the page and returns its moderate, serious and critical violations, one readable line each. */
export async function moderateOrWorse(page: Page): Promise<string[]> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 3_000,
    })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'moderate' || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.length} element(s), e.g. ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')})`,
    );
}
