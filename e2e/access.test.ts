import { apiGet } from './support/api';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectPath, expectVisible, signIn, tokenCookie } from './support/pages';

describe('access denied and not found', () => {
  test('someone without the User role is told they need permission', async ({ page }) => {
    await page.goto('/auth/login');
    await signIn(page, demo.noAccess);
    await expectPath(page, '/access-denied');
    await expectVisible(page.getByText(/Looks like you don't have 'User' permissions to access the product/));
    await expectVisible(page.getByText(/User Management/).first());
  });

  test('a non-buyer whose plan expired is told whom to ask, and Inform Buyer signs them out', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/auth/login');
    await signIn(page, demo.expired);
    await expectPath(page, '/access-denied');
    await expectVisible(
      page.getByText(/Your plan expired on .+To renew, contact .+ at expiredbuyer@expired\.test/),
    );
    await expectVisible(
      page.getByRole('button', { name: 'Report Issue' }).or(page.getByRole('link', { name: 'Report Issue' })),
    );
    const token = await tokenCookie(context);
    expect(token).toBeTruthy();

    // Inform Buyer opens an e-mail to the buyer (not observable here) and signs the person out.
    await page.getByRole('button', { name: 'Inform Buyer' }).click();
    await expectPath(page, '/auth/login');
    await expect.poll(() => tokenCookie(context)).toBeFalsy();
    expect((await apiGet(baseURL, '/api/user/users/getUserState', token)).status).toBe(401);
  });

  test('a buyer whose plan expired is sent to renew in the Console', async ({ page }) => {
    await page.goto('/auth/login');
    await signIn(page, demo.expiredBuyer);
    await expectPath(page, '/access-denied');
    await expectVisible(
      page.getByText(/Your current plan has expired on .+Please proceed to renew your plan/),
    );
    await expectVisible(
      page
        .getByRole('button', { name: 'Login to Console' })
        .or(page.getByRole('link', { name: 'Login to Console' })),
    );
    expect(await page.getByRole('button', { name: 'Inform Buyer' }).count()).toBe(0);
  });

  test('people with access are not stopped by the access-denied gate', async ({ page }) => {
    await page.goto('/auth/login');
    expect(await signIn(page, demo.member)).toBe('/dashboard/main-dashboard');
  });

  test('the generic error page says the page could not load', async ({ page }) => {
    await page.goto('/error');
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'The page could not load successfully!' }),
    );
  });

  test('the not-found page says Page not found; errMessage shows only a known code, never the text given', async ({
    page,
  }) => {
    await page.goto('/this/page/does/not/exist');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Page not found' }));

    await page.goto(`/not-found?errMessage=${encodeURIComponent('<b>x</b>')}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Page not found' }));
    expect(await page.getByText('<b>x</b>').count()).toBe(0);
    expect(await page.locator('b', { hasText: /^x$/ }).count()).toBe(0);

    await page.goto('/not-found?errMessage=FORBIDDEN');
    await expectVisible(page.getByText("You Don't Have Permission To Perform this Action"));
  });
});
