import { apiGet, userState } from './support/api';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectPath, expectVisible, signIn, tokenCookie } from './support/pages';

/** The blocking session dialog (spec: session changed or expired, one Refresh button, cannot be dismissed). */
const sessionDialog = (page: import('playwright-core').Page) =>
  page.getByRole('dialog', { name: 'Session changed' });

async function saveDesignation(page: import('playwright-core').Page, text: string) {
  const field = page.getByLabel('Designation');
  await expectVisible(field);
  await field.fill(text);
  await page
    .getByRole('region', { name: 'Personal details' })
    .getByRole('button', { name: 'Save', exact: true })
    .click();
}

describe('session changes', () => {
  test('switching organisation in another tab blocks this tab until it refreshes into the new one', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/auth/login?redirectUrl=%2Fprofile%2Fgeneral-settings');
    await signIn(page, demo.consultant);
    await expectPath(page, '/profile/general-settings');
    const before = await userState(baseURL, (await tokenCookie(context))!);
    const target = before.clientName === 'Demo Co' ? 'Other Co' : 'Demo Co';

    const other = await context.newPage();
    await other.goto('/dashboard/main-dashboard');
    await other.getByRole('button', { name: before.clientName, exact: true }).click();
    await other.getByRole('menuitem', { name: target, exact: true }).click();
    await expectVisible(other.getByRole('button', { name: target, exact: true }), 20_000);
    await other.close();

    await saveDesignation(page, 'Changed in the old tab');
    const dialog = sessionDialog(page);
    await expectVisible(dialog);
    await page.keyboard.press('Escape');
    await expectVisible(dialog); // it cannot be dismissed
    await dialog.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expectVisible(page.getByRole('button', { name: target, exact: true }), 20_000);
    // nothing was saved in the organisation the old tab showed
    expect((await userState(baseURL, (await tokenCookie(context))!)).designation).not.toBe(
      'Changed in the old tab',
    );
  });

  test('a session ended elsewhere takes the person to the login page, which says why', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/auth/login?redirectUrl=%2Fprofile%2Fgeneral-settings');
    await signIn(page, demo.member);
    await expectPath(page, '/profile/general-settings');
    const token = (await tokenCookie(context))!;
    expect((await apiGet(baseURL, '/api/auth/api/v1/logout', token)).status).toBe(200);

    // the person tries to save (refused: the app goes to sign-in), unless the app already went there when the
    // server closed the ended session's socket; either way they end on the login page, told why
    await Promise.race([
      saveDesignation(page, 'Should not be saved').catch(() => undefined),
      page.waitForURL(/\/auth\/login/, { timeout: 20_000 }),
    ]);
    const login = await expectPath(page, '/auth/login', 20_000);
    expect(login.searchParams.get('reason')).toBe('SESSION_ENDED');
    expect(login.searchParams.get('redirectUrl')).toBe('/profile/general-settings');
    await expectVisible(
      page.getByRole('alert').filter({ hasText: 'Your session has ended. Please sign in again.' }),
    );
    // signing in again returns to the page
    await signIn(page, demo.member);
    await expectPath(page, '/profile/general-settings', 20_000);
    expect((await userState(baseURL, (await tokenCookie(context))!)).designation).not.toBe(
      'Should not be saved',
    );
  });
});
