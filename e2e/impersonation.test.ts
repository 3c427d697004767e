import { apiLogin, userState } from './support/api';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import {
  expectHidden,
  expectPath,
  expectVisible,
  openAccountMenu,
  signIn,
  tokenCookie,
} from './support/pages';

describe('impersonation', () => {
  test('an admin acts as a member under a red "Impersonated by" label, and ending it returns to the admin', async ({
    page,
    context,
    baseURL,
  }) => {
    const member = await userState(baseURL, await apiLogin(baseURL, demo.member));
    await page.goto('/auth/login');
    await signIn(page, demo.admin);
    const admin = await userState(baseURL, (await tokenCookie(context))!);
    const adminFirst = admin.fullName.split(' ')[0];
    await expectVisible(page.getByRole('heading', { level: 1, name: new RegExp(adminFirst) }));

    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Impersonate a user', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Impersonate a user' });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: `Impersonate ${member.fullName}`, exact: true }).click();

    // Now the pages are the member's, framed by the impersonation label.
    await expectPath(page, '/dashboard/main-dashboard', 20_000);
    const label = page.getByRole('complementary', { name: 'Impersonation' });
    await expectVisible(label);
    expect(await label.textContent()).toContain(`Impersonated by ${admin.fullName}`);
    expect(await label.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(198, 40, 40)');
    await expectVisible(
      page.getByRole('heading', { level: 1, name: new RegExp(member.fullName.split(' ')[0]) }),
    );
    const acting = await userState(baseURL, (await tokenCookie(context))!);
    expect(acting.email).toBe(demo.member);
    expect(acting.impersonator?.email).toBe(demo.admin);

    await label.getByRole('button', { name: 'End impersonation' }).click();
    await expectHidden(label, 20_000);
    await expectVisible(page.getByRole('heading', { level: 1, name: new RegExp(adminFirst) }), 20_000);
    const back = await userState(baseURL, (await tokenCookie(context))!);
    expect(back.email).toBe(demo.admin);
    expect(back.impersonator).toBeNull();
  });
});
