import { userState } from './support/api';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectPath, expectVisible, signIn, tokenCookie } from './support/pages';

describe('policy consent', () => {
  test('a person who has not agreed is sent to the policy, and agreeing records it and opens the dashboard', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/auth/login');
    const landed = await signIn(page, demo.newcomer);
    expect(landed).toBe('/auth/policy-consent');
    const token = await tokenCookie(context);
    expect((await userState(baseURL, token!)).isAgree).toBe(false);

    // Guarded pages keep sending them back while they have not agreed.
    await page.goto('/dashboard/main-dashboard');
    await expectPath(page, '/auth/policy-consent');

    const agree = page.getByRole('button', { name: 'I agree', exact: true });
    await expectVisible(agree);
    await agree.click();
    await expectPath(page, '/dashboard/main-dashboard', 20_000);
    await expectVisible(page.getByRole('heading', { level: 1 }));

    expect((await userState(baseURL, (await tokenCookie(context))!)).isAgree).toBe(true);
  });
});
