import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { apiGet, apiLogin } from './support/api';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectVisible, signIn } from './support/pages';

const PROFILE = '/explore/growth-leader-assessment-v2';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`);
}

describe('Leader Profile', () => {
  test('the chart of nine capabilities with the benchmark comes first, its table is there for everyone, the details are collapsed and deleting sits at the bottom', async ({
    page,
  }) => {
    await page.goto(`/auth/login?redirectUrl=${encodeURIComponent(PROFILE)}`);
    await signIn(page, demo.member);
    const glance = page.getByRole('region', { name: 'Your profile at a glance' });
    await expectVisible(glance.getByRole('img', { name: /Bar chart of your nine capabilities/ }));
    await expectVisible(glance.getByTestId('profile-summary'));
    await expect.poll(() => page.getByTestId('overall').textContent()).toMatch(/^\d\.\d$/);

    // the chart's values as a table: nine capabilities, each with Style, Strategy and a benchmark on 1-5
    await glance.getByRole('button', { name: 'Show as table' }).click();
    const table = glance.getByRole('table', { name: /Your nine capabilities by rank/ });
    await expectVisible(table);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(9);
    for (let i = 0; i < 9; i++) {
      const cells = await rows.nth(i).locator('td').allTextContents();
      expect(cells[0]).toBe(String(i + 1));
      expect(Number(cells[3])).toBeGreaterThanOrEqual(1);
      expect(Number(cells[3])).toBeLessThanOrEqual(5);
    }
    expect(await table.getByText('(Top three)').count()).toBe(3);
    expect(await table.getByText('(Bottom three)').count()).toBe(3);

    // details: nine capabilities, collapsed until opened
    expect(await page.locator('article[data-capability]').count()).toBe(9);
    const first = page.locator('article[data-capability]').first();
    await expect.poll(() => first.getByText('Habits to build it').isVisible()).toBe(false);
    await first.getByRole('button').first().click();
    await expectVisible(first.getByText('Habits to build it'));

    // deleting is in "Your data" at the bottom, not beside the download
    const data = page.getByRole('region', { name: 'Your data' });
    await expectVisible(data.getByRole('button', { name: 'Delete my assessment data' }));
    expect(await page.getByRole('button', { name: 'Delete my assessment data' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the research answers are reopened from the profile with what was saved, and updated', async ({
    page,
    baseURL,
  }) => {
    const token = await apiLogin(baseURL, demo.manager);
    await page.goto(`/auth/login?redirectUrl=${encodeURIComponent(PROFILE)}`);
    await signIn(page, demo.manager);
    const data = page.getByRole('region', { name: 'Your data' });
    await data.getByRole('button', { name: 'Update research answers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Research Questions' });
    await dialog.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Japan', exact: true }).click();
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectVisible(page.getByText('Your research answers are updated.'));
    const saved = await apiGet<{ country: string }>(
      baseURL,
      '/api/user-descriptors/api/v1/demographics/me',
      token,
    );
    expect(saved.body.country).toBe('JP');

    // reopened, it starts from the saved answer; Cancel changes nothing
    await data.getByRole('button', { name: 'Update research answers' }).click();
    await expectVisible(dialog.getByRole('combobox', { name: 'Country' }).filter({ hasText: 'Japan' }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const after = await apiGet<{ country: string }>(
      baseURL,
      '/api/user-descriptors/api/v1/demographics/me',
      token,
    );
    expect(after.body.country).toBe('JP');
  });

  test('German shows the profile with German decimals and the chart in German', async ({ newContext }) => {
    const context = await newContext({ locale: 'de-DE' });
    await context.addInitScript(() => window.localStorage.setItem('stride_language', 'de'));
    const page = await context.newPage();
    await page.goto(`/auth/login?redirectUrl=${encodeURIComponent(PROFILE)}`);
    await page.getByLabel(/^E-Mail/).fill(demo.member);
    await page.getByLabel(/^Passwort( \*)?$/).fill('demo-password');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    const glance = page.getByRole('region', { name: 'Ihr Profil auf einen Blick' });
    await expectVisible(glance.getByRole('img', { name: /Balkendiagramm Ihrer neun Fähigkeiten/ }));
    await expect.poll(() => page.getByTestId('overall').textContent()).toMatch(/^\d,\d$/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a recommended capability is added to "Capabilities to develop now" in one click, under its profile name', async ({
    page,
  }) => {
    await page.goto('/auth/login?redirectUrl=%2Fplan%2Fdevelopment-plan');
    await signIn(page, demo.manager);
    const recommendations = page.getByRole('region', { name: 'Recommendations from your Leader Profile' });
    const chip = recommendations
      .getByRole('button', { name: /^Add .+ to “Capabilities to develop now”$/ })
      .first();
    await expectVisible(chip);
    const name = /^Add (.+) to “/.exec((await chip.getAttribute('aria-label')) ?? '')![1];
    await chip.click();
    const now = page.getByRole('region', { name: 'Capabilities to develop now' });
    await expectVisible(now.getByText(name, { exact: true }));
    await expectVisible(
      recommendations.getByRole('button', { name: `${name} is in “Capabilities to develop now”` }),
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});
