import { apiLogin, apiSend } from './support/api';
import { seriousViolations } from './support/axe';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectPath, expectVisible, loginForm, signIn, submitLogin } from './support/pages';

describe('forgot password', () => {
  test('from the login page through the e-mailed link to a new password, then signing in with it', async ({
    page,
    baseURL,
    newContext,
  }) => {
    // a person of its own: the journey changes their password
    const email = `forgot-${Date.now()}@demo.test`;
    const admin = await apiLogin(baseURL, demo.admin);
    const invited = await apiSend(baseURL, 'POST', '/api/user/console/users/invite', admin, {
      rows: [{ email, fullName: 'Fran Forgetful' }],
      roles: ['USER'],
    });
    expect(invited.status).toBe(201);

    await page.goto('/auth/login');
    const form = loginForm(page);
    await expectVisible(form.submit);
    // the demo accounts wait behind a disclosure; the password can be shown
    await expectVisible(page.getByText('Demo accounts', { exact: true }));
    expect(await page.getByRole('button', { name: demo.admin }).isVisible()).toBe(false);
    await form.password.fill('peek-a-boo');
    expect(await form.password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await form.password.getAttribute('type')).toBe('text');
    expect((await seriousViolations(page)).lines).toEqual([]);

    await form.email.fill(email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/auth/forgot-password');
    await expectVisible(page.getByRole('heading', { name: 'Reset your password' }));
    // the address typed on the login page comes along
    expect(await page.getByLabel(/^E-mail( \*)?$/).inputValue()).toBe(email);
    const { lines, passes } = await seriousViolations(page);
    expect(passes).toBeGreaterThan(5);
    expect(lines).toEqual([]);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expectVisible(page.getByText(`If an account uses ${email}, we have sent it a link`));

    // the link, read from the demo mailbox by an admin
    const adminPage = await (await newContext()).newPage();
    await signIn(adminPage, demo.admin);
    await adminPage.goto('/console/mailbox');
    const mail = adminPage.getByRole('button', {
      name: new RegExp(`Stride: choose a new password.*To: ${email.replace(/[.+]/g, '\\$&')}`),
    });
    await expectVisible(mail);
    await mail.click();
    const link = adminPage.getByRole('link', { name: /\/guest\/set-password\?token=g_/ });
    await expectVisible(link);
    const href = new URL((await link.getAttribute('href'))!);

    await page.goto(href.pathname + href.search);
    await expectVisible(page.getByRole('heading', { name: 'Choose a new password' }));
    await page.getByLabel(/^New password( \*)?$/).fill('my-fresh-password');
    await page.getByLabel(/^Confirm password( \*)?$/).fill('my-fresh-password');
    await page.getByRole('button', { name: 'Set password', exact: true }).click();
    await expectPath(page, '/auth/login');
    await expectVisible(page.getByText(/Your password is set/));
    await submitLogin(page, email, 'my-fresh-password');
    // a new person agrees to the policy first: they are signed in
    await expectPath(page, '/auth/policy-consent', 20_000);
  });

  test('an unknown address gets the same answer', async ({ page }) => {
    await page.goto('/auth/forgot-password');
    await page.getByLabel(/^E-mail( \*)?$/).fill('nobody-at-all@demo.test');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expectVisible(page.getByText('If an account uses nobody-at-all@demo.test, we have sent it a link'));
  });
});
