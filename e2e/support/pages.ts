/** What a person does on the pages, in their words: sign in, open the account menu, wait for a text. */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './demo';

/** The HttpOnly cookie holding the browser's access token (decision 0029): no page script can read it. */
export const TOKEN_COOKIE = 'stride_session';

/** Waits until the locator is visible (playwright-core has no auto-retrying assertions). */
export async function expectVisible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** Waits until nothing matching the locator is visible. */
export async function expectHidden(locator: Locator, timeout = 15_000): Promise<void> {
  await expect.poll(() => visibleCount(locator), { timeout }).toBe(0);
}

export async function visibleCount(locator: Locator): Promise<number> {
  let visible = 0;
  for (const item of await locator.all()) if (await item.isVisible()) visible++;
  return visible;
}

/** Waits until the page is at this path (and, when given, with these query parameters). */
export async function expectPath(page: Page, pathname: string, timeout = 15_000): Promise<URL> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
  return new URL(page.url());
}

/**
 * The access token of the browser's session, read by the test through the browser's cookie store (the
 * page's scripts cannot: the cookie is HttpOnly), to check the server's view behind the page.
 */
export async function tokenCookie(context: BrowserContext): Promise<string | undefined> {
  const cookies = await context.cookies();
  return cookies.find((c) => c.name === TOKEN_COOKIE)?.value;
}

export function loginForm(page: Page) {
  return {
    // Required fields carry a ' *' after their label.
    email: page.getByLabel(/^E-mail( \*)?$/),
    password: page.getByLabel(/^Password( \*)?$/),
    submit: page.getByRole('button', { name: 'Sign in', exact: true }),
  };
}

/** Fills and submits the login form on the page that is open (it must be /auth/login). */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/**
 * Signs in through the login form and waits until the app has left /auth/login.
 * Returns the path the app landed on.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<string> {
  if (new URL(page.url(), 'http://x').pathname !== '/auth/login') await page.goto('/auth/login');
  await submitLogin(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/auth/login', { timeout: 20_000 });
  return new URL(page.url()).pathname;
}

export function mainNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main navigation', exact: true });
}

/** The compact layout's bottom toolbar. */
export function quickNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Quick navigation', exact: true });
}

/** Opens the account menu in the header and returns the open menu. */
export async function openAccountMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  const menu = page.getByRole('menu');
  await expectVisible(menu);
  return menu;
}

export async function signOut(page: Page): Promise<void> {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
}
