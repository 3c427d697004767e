import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectVisible, loginForm, signIn } from './support/pages';

/** Runs axe on the page and returns its serious and critical violations, one readable line each. */
async function seriousViolations(page: Page): Promise<{ lines: string[]; passes: number }> {
  const results = await new AxeBuilder({ page }).analyze();
  const lines = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.length} element(s), e.g. ${v.nodes[0]?.target.join(' ')})`,
    );
  return { lines, passes: results.passes.length };
}

describe('accessibility', () => {
  test('the login page has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/auth/login');
    await expectVisible(loginForm(page).submit);
    const { lines, passes } = await seriousViolations(page);
    // axe really looked at a rendered form: it found rules that pass.
    expect(passes).toBeGreaterThan(5);
    expect(lines).toEqual([]);
  });

  test('the sign-up page has no serious or critical axe violation, also with its errors shown', async ({
    page,
  }) => {
    await page.goto('/auth/register');
    await page.getByRole('button', { name: 'Create organisation' }).click();
    await expectVisible(page.getByText('Enter a valid e-mail address.'));
    const { lines, passes } = await seriousViolations(page);
    expect(passes).toBeGreaterThan(5);
    expect(lines).toEqual([]);
  });

  test('the dashboard has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/auth/login');
    await signIn(page, demo.admin);
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await expectVisible(page.getByRole('navigation', { name: 'Main navigation' }));
    const { lines, passes } = await seriousViolations(page);
    expect(passes).toBeGreaterThan(5);
    expect(lines).toEqual([]);
  });
});
