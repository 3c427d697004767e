import { apiGet, userState } from './support/api';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import {
  expectPath,
  expectVisible,
  loginForm,
  signIn,
  signOut,
  submitLogin,
  tokenCookie,
} from './support/pages';

describe('signing in and out', () => {
  test('an unauthenticated visit to a guarded page goes to login and returns there after sign-in', async ({
    page,
  }) => {
    await page.goto('/profile/general-settings');
    const login = await expectPath(page, '/auth/login');
    expect(login.searchParams.get('redirectUrl')).toBe('/profile/general-settings');

    await submitLogin(page, demo.member);
    await expectPath(page, '/profile/general-settings', 20_000);
    await expectVisible(page.getByLabel('Language'));
  });

  test('signing in without a redirectUrl lands on the dashboard, which greets the person by first name', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/auth/login');
    const landed = await signIn(page, demo.admin);
    expect(landed).toBe('/dashboard/main-dashboard');

    const token = await tokenCookie(context);
    expect(token, 'the browser keeps the access token in the HttpOnly stride_session cookie').toBeTruthy();
    const me = await userState(baseURL, token!);
    const firstName = me.fullName.split(' ')[0];
    expect(firstName.length).toBeGreaterThan(0);
    await expectVisible(page.getByRole('heading', { level: 1, name: new RegExp(firstName) }));
  });

  test('a wrong password shows a clear message and signs nobody in', async ({ page, context }) => {
    await page.goto('/auth/login');
    await submitLogin(page, demo.buyer, 'not-the-password');

    const alert = page.getByRole('alert').filter({ hasText: /password/i });
    await expectVisible(alert);
    expect(await alert.first().textContent()).toMatch(/(wrong|incorrect|invalid).*(e-?mail|password)/i);
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    expect(await tokenCookie(context)).toBeFalsy();
    // The form is still there to try again.
    await expectVisible(loginForm(page).submit);
  });

  test('repeated wrong passwords are stopped with a message saying when to try again', async ({ page }) => {
    // An address of its own: the limit counts per e-mail and address, and would lock out other journeys.
    const email = 'rate-limit@demo.test';
    await page.goto('/auth/login');
    const alert = page.getByRole('alert');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await submitLogin(page, email, `wrong-${attempt}`);
      await expectVisible(alert.filter({ hasText: 'Incorrect e-mail or password.' }));
    }
    await submitLogin(page, email, 'wrong-6');
    await expectVisible(alert.filter({ hasText: /Too many attempts, try again in \d+ minutes?\./ }));
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });

  test('signing out returns to login, guards the dashboard again and revokes the old token', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/auth/login');
    await signIn(page, demo.manager);
    const token = await tokenCookie(context);
    expect(token).toBeTruthy();
    expect((await apiGet(baseURL, '/api/user/users/getUserState', token)).status).toBe(200);

    await signOut(page);
    await expectPath(page, '/auth/login', 20_000);
    await expectVisible(loginForm(page).submit);

    await page.goto('/dashboard/main-dashboard');
    await expectPath(page, '/auth/login');
    await expectVisible(loginForm(page).email);

    const refused = await apiGet(baseURL, '/api/user/users/getUserState', token);
    expect(refused.status).toBe(401);
  });
});
