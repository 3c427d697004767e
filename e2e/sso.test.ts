import { rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startOidcProvider, type TestOidcProvider } from '../src/server/testing/oidc-provider';
import { type RunningServer, startServer } from '../test/support/server-process';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectPath, expectVisible } from './support/pages';

const CALLBACK_PATH = '/api/auth/api/v1/auth-callback';

/**
 * The person at the provider (panva's oidc-provider with its development screens): signs in as `email` and
 * confirms the consent screen, whichever of the two the provider shows, until `done`.
 */
async function atProvider(page: Page, email: string, done: () => boolean) {
  const screens: string[] = [];
  const login = page.getByPlaceholder('Enter any login');
  const consent = page.getByRole('button', { name: 'Continue' });
  for (let step = 0; step < 80 && !done(); step++) {
    if (page.url().includes('/interaction/') && (await login.isVisible())) {
      await login.fill(email);
      await page.getByPlaceholder('and password').fill('any password');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      screens.push('login');
    } else if (page.url().includes('/interaction/') && (await consent.isVisible())) {
      await consent.click();
      screens.push('consent');
    } else await page.waitForTimeout(250);
  }
  return screens;
}

/**
 * Captures the provider's answer without letting it count: the attempt starts in the page's browser, whose state
 * cookie is set aside before the provider sends it back (that arrival is refused without spending the attempt).
 * Answers the callback URL and `restore`, which gives the browser its cookie back.
 */
async function captureCallback(page: Page, email: string) {
  const context = page.context();
  const start = await context.request.get('/api/auth/api/v1/oidc/start', { maxRedirects: 0 });
  const cookie = (await context.cookies()).find((c) => c.name === 'stride_oidc');
  expect(cookie, 'the attempt sets its state cookie').toBeTruthy();
  await context.clearCookies({ name: 'stride_oidc' });
  let callback: string | null = null;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === CALLBACK_PATH) callback ??= r.url();
  });
  await page.goto(start.headers().location);
  await atProvider(page, email, () => callback !== null);
  await expectPath(page, '/auth/login');
  return { callback: new URL(callback!), restore: () => context.addCookies([cookie!]) };
}

describe('single sign-on through oidc-provider', () => {
  let provider: TestOidcProvider;
  let server: RunningServer;
  beforeAll(async () => {
    provider = await startOidcProvider({ clientId: 'stride', clientSecret: 'e2e-secret' });
    server = await startServer({
      label: 'e2e-sso',
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'stride',
        OIDC_CLIENT_SECRET: 'e2e-secret',
        OIDC_NAME: 'Company SSO',
      },
    });
    provider.register(`${server.baseURL}/api/auth/api/v1/auth-callback`);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
    await provider?.close();
  });

  test('a person signs in through the login and consent screens and lands on the dashboard', async ({
    newContext,
  }) => {
    // the person's own browser, through the login and consent screens, lands on the dashboard
    const page = await (await newContext({ baseURL: server.baseURL })).newPage();
    const callbacks: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === CALLBACK_PATH) callbacks.push(url);
    });
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Sign in with Company SSO' }).click();
    const screens = await atProvider(page, demo.manager, () => page.url().startsWith(server.baseURL));
    expect(screens).toEqual(['login', 'consent']);
    await expectPath(page, '/dashboard/main-dashboard', 20_000);
    expect(new URL(page.url()).hash).toBe(''); // the token does not stay in the address bar
    await expectVisible(page.getByRole('heading', { level: 1, name: /Max/ }));
    expect(callbacks[0]?.searchParams.get('iss')).toBe(provider.issuer);
    expect(provider.paths).toContain('/me'); // the e-mail came from userinfo
  });

  test('the answer opened in another browser and a code used twice are refused on the login page', async ({
    newContext,
  }) => {
    // the answer opened in another browser: refused, with a message on the login page
    const mine = await (await newContext({ baseURL: server.baseURL })).newPage();
    const first = await captureCallback(mine, demo.member);
    const elsewhere = await (await newContext({ baseURL: server.baseURL })).newPage();
    await elsewhere.goto(first.callback.href);
    await expectPath(elsewhere, '/auth/login');
    await expectVisible(elsewhere.getByRole('alert').getByText(/started in another one/));
    const axe = await new AxeBuilder({ page: elsewhere }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    // ... while the browser that started it finishes it
    await first.restore();
    await mine.goto(first.callback.href);
    await expectPath(mine, '/dashboard/main-dashboard', 20_000);

    // a code used once more, with a fresh attempt of the same browser: the provider refuses it
    const second = await captureCallback(mine, demo.member);
    await second.restore();
    const reused = new URL(second.callback);
    reused.searchParams.set('code', first.callback.searchParams.get('code')!);
    await mine.goto(reused.href);
    await expectPath(mine, '/auth/login');
    await expectVisible(mine.getByRole('alert').getByText(/did not confirm this sign-in/));
  });

  test('an address the provider has not verified is refused on the login page', async ({ newContext }) => {
    // an address the provider has not verified opens no account
    provider.markUnverified(demo.buyer);
    const unverified = await (await newContext({ baseURL: server.baseURL })).newPage();
    await unverified.goto('/auth/login');
    await unverified.getByRole('link', { name: 'Sign in with Company SSO' }).click();
    await atProvider(unverified, demo.buyer, () => unverified.url().includes('error='));
    await expectPath(unverified, '/auth/login');
    await expectVisible(unverified.getByRole('alert').getByText(/has not verified your e-mail address/));
    expect((await unverified.context().cookies()).map((c) => c.name)).not.toContain('stride_token');
  });
});
