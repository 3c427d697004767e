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
    // the spec's tracking calls the web app sends (page, identify, group), and what our server answered
    const tracked: Array<{ kind: string; body: Record<string, unknown>; status: Promise<number> }> = [];
    page.on('request', (req) => {
      const m = /\/api\/user\/segment-event\/(\w+)$/.exec(new URL(req.url()).pathname);
      if (m)
        tracked.push({
          kind: m[1]!,
          body: req.postDataJSON() ?? {},
          status: req.response().then((r) => r?.status() ?? 0),
        });
    });
    await page.goto('/auth/login');
    const landed = await signIn(page, demo.newcomer);
    expect(landed).toBe('/auth/policy-consent');
    const token = await tokenCookie(context);
    expect((await userState(baseURL, token!)).isAgree).toBe(false);

    // Guarded pages keep sending them back while they have not agreed.
    await page.goto('/dashboard/main-dashboard');
    await expectPath(page, '/auth/policy-consent');

    // without consent nothing is tracked
    expect(tracked).toEqual([]);

    const agree = page.getByRole('button', { name: 'I agree', exact: true });
    await expectVisible(agree);
    await agree.click();
    await expectPath(page, '/dashboard/main-dashboard', 20_000);
    await expectVisible(page.getByRole('heading', { level: 1 }));

    expect((await userState(baseURL, (await tokenCookie(context))!)).isAgree).toBe(true);

    // with consent: identify and group once, and a page call for the page opened, each stored by the server
    await expect.poll(() => tracked.map((t) => t.kind).sort()).toEqual(['group', 'identify', 'page']);
    expect(tracked.find((t) => t.kind === 'page')?.body).toMatchObject({ path: '/dashboard/main-dashboard' });
    expect(tracked.find((t) => t.kind === 'identify')?.body).toMatchObject({
      traits: { plan: expect.any(String) },
    });
    expect(await Promise.all(tracked.map((t) => t.status))).toEqual([200, 200, 200]);
  });
});
