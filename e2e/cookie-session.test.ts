import type { BrowserContext, Page } from 'playwright-core';
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

/** What the page's own scripts can read of the cookies: never a credential (decision 0029). */
async function expectNoTokenInScript(page: Page, context: BrowserContext) {
  const readable = await page.evaluate(() => document.cookie);
  const token = await tokenCookie(context);
  expect(token, 'the browser holds a session').toBeTruthy();
  expect(readable).not.toContain(token!);
  expect(readable).not.toMatch(/stride_session=|stride_refresh=|stride_token=|eyJ/);
  const cookies = await context.cookies();
  for (const name of ['stride_session', 'stride_refresh']) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie, name).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  }
}

describe('the session in HttpOnly cookies', () => {
  test('after sign-in no script reads the token, and switching organisation still works', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/auth/login');
    await signIn(page, demo.consultant);
    const before = await userState(baseURL, (await tokenCookie(context))!);
    await expectVisible(page.getByRole('button', { name: before.clientName, exact: true }));
    await expectNoTokenInScript(page, context);

    const target = before.clientName === 'Demo Co' ? 'Other Co' : 'Demo Co';
    await page.getByRole('button', { name: before.clientName, exact: true }).click();
    await page.getByRole('menuitem', { name: target, exact: true }).click();
    await expectVisible(page.getByRole('button', { name: target, exact: true }), 20_000);
    await expectNoTokenInScript(page, context);
    expect((await userState(baseURL, (await tokenCookie(context))!)).clientName).toBe(target);
  });

  test('impersonation starts and ends with no token readable by script', async ({
    page,
    context,
    baseURL,
  }) => {
    const member = await userState(baseURL, await apiLogin(baseURL, demo.member));
    await page.goto('/auth/login');
    await signIn(page, demo.admin);
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Impersonate a user', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Impersonate a user' });
    await dialog.getByRole('button', { name: `Impersonate ${member.fullName}`, exact: true }).click();
    const label = page.getByRole('complementary', { name: 'Impersonation' });
    await expectVisible(label, 20_000);
    await expect.poll(() => label.textContent()).toContain('Impersonated by');
    await expectNoTokenInScript(page, context);

    await label.getByRole('button', { name: 'End impersonation' }).click();
    await expectHidden(label, 20_000);
    await expectNoTokenInScript(page, context);
    expect((await userState(baseURL, (await tokenCookie(context))!)).email).toBe(demo.admin);
  });

  test('a form on another site cannot make the signed-in admin impersonate someone', async ({
    page,
    context,
    baseURL,
  }) => {
    const member = await userState(baseURL, await apiLogin(baseURL, demo.member));
    await page.goto('/auth/login');
    await signIn(page, demo.admin);
    const target = `${baseURL}/api/user/users/impersonate/${member.userId}`;
    const app = new URL(baseURL);
    // another origin of the same site (another port: the Lax cookie goes along) and another site
    const sameSite = `${app.protocol}//${app.hostname}:${Number(app.port) + 1}`;
    const otherSite = `${app.protocol}//${app.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${app.port}`;
    for (const origin of [sameSite, otherSite]) {
      await page.route(`${origin}/attack`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><title>Win a prize</title><form method="POST" action="${target}"><button>Claim</button></form></html>`,
        }),
      );
      await page.goto(`${origin}/attack`);
      const answer = page.waitForResponse((r) => r.url() === target);
      await page.getByRole('button', { name: 'Claim' }).click();
      const res = await answer;
      expect(res.status(), origin).not.toBe(200);
      if (origin === sameSite) {
        expect(res.status()).toBe(403);
        expect((await res.json()).code).toBe('CROSS_SITE_REQUEST');
      }
    }
    // the admin is still themselves, in the app and on the server
    await page.goto('/dashboard/main-dashboard');
    await expectPath(page, '/dashboard/main-dashboard');
    const now = await userState(baseURL, (await tokenCookie(context))!);
    expect(now.email).toBe(demo.admin);
    expect(now.impersonator).toBeNull();
  });
});
