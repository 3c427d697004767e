import { userState } from './support/api';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectVisible, signIn, tokenCookie } from './support/pages';

describe('organisations', () => {
  test('someone in two organisations switches from the tenant menu in the header', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/auth/login');
    await signIn(page, demo.consultant);
    const before = await userState(baseURL, (await tokenCookie(context))!);
    expect(before.tenantList.map((t) => t.name).sort()).toEqual(['Demo Co', 'Other Co']);
    const target = before.clientName === 'Demo Co' ? 'Other Co' : 'Demo Co';

    const selector = page.getByRole('button', { name: before.clientName, exact: true });
    await expectVisible(selector);
    await selector.click();
    await page.getByRole('menuitem', { name: target, exact: true }).click();

    // The page reloads in the other organisation.
    await expectVisible(page.getByRole('button', { name: target, exact: true }), 20_000);
    await expect
      .poll(async () => (await userState(baseURL, (await tokenCookie(context))!)).clientName, {
        timeout: 15_000,
      })
      .toBe(target);
  });

  test('someone in one organisation sees its name as plain text, not a menu', async ({ page }) => {
    await page.goto('/auth/login');
    await signIn(page, demo.other);
    await expectVisible(page.getByText('Other Co', { exact: true }));
    expect(await page.getByRole('button', { name: /Other Co/ }).count()).toBe(0);
  });
});
