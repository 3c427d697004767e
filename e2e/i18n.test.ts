import { apiLogin, apiSend } from './support/api';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectPath, expectVisible, mainNavigation, signIn } from './support/pages';

/** Hiragana, katakana or CJK ideographs. */
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('languages', () => {
  test('switching the language to Japanese in the profile changes the page text, and it stays', async ({
    page,
    baseURL,
    onTestFinished,
  }) => {
    // The language is stored with the person: put English back for the other journeys.
    onTestFinished(async () => {
      const token = await apiLogin(baseURL, demo.buyer);
      const reset = await apiSend(baseURL, 'PATCH', '/api/user/users/v2/profile', token, { language: 'en' });
      expect(reset.status, 'English is put back for the other journeys').toBe(200);
    });

    await page.goto('/auth/login?redirectUrl=%2Fprofile%2Fgeneral-settings');
    await signIn(page, demo.buyer);
    await expectPath(page, '/profile/general-settings');
    const englishHeading = 'General settings';
    await expectVisible(page.getByRole('heading', { level: 1, name: englishHeading }));
    const heading = page.getByRole('heading', { level: 1 });
    await expectVisible(mainNavigation(page).getByRole('link', { name: 'Dashboard' }));

    const language = page.getByLabel('Language');
    await expectVisible(language);
    if ((await language.evaluate((el) => el.tagName)) === 'SELECT') {
      await language.selectOption({ label: '日本語' });
    } else {
      await language.click();
      await page.getByRole('option', { name: '日本語' }).click();
    }

    // The heading, the navigation (its label too) and the document language change.
    await expect.poll(() => heading.textContent(), { timeout: 15_000 }).toMatch(JAPANESE);
    expect(await heading.textContent()).not.toContain(englishHeading);
    await expect.poll(() => mainNavigation(page).count()).toBe(0);
    const nav = page.getByRole('navigation').first();
    expect(await nav.textContent()).toMatch(JAPANESE);
    expect(await page.getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(0);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ja');

    // A reload keeps Japanese: the choice was saved, not only applied in the page.
    await page.reload();
    await expect.poll(() => heading.textContent(), { timeout: 15_000 }).toMatch(JAPANESE);
  });
});
