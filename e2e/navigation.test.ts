import { demo } from './support/demo';
import { describe, expect, NARROW, test } from './support/fixtures';
import {
  expectHidden,
  expectVisible,
  mainNavigation,
  openAccountMenu,
  quickNavigation,
  signIn,
  visibleCount,
} from './support/pages';

describe('navigation per role and layout', () => {
  test('a plain user sees the side navigation without the Console link', async ({ page }) => {
    await page.goto('/auth/login');
    await signIn(page, demo.member);
    const nav = mainNavigation(page);
    await expectVisible(nav);
    await expectVisible(nav.getByRole('link', { name: 'Dashboard' }));
    expect(await nav.getByRole('link').count()).toBeGreaterThan(1);
    expect(await visibleCount(page.getByRole('link', { name: 'Console' }))).toBe(0);
  });

  test('an admin sees the Console link', async ({ page }) => {
    await page.goto('/auth/login');
    await signIn(page, demo.admin);
    await expectVisible(mainNavigation(page).getByRole('link', { name: 'Console' }));
  });

  test('the account menu says who is signed in and offers Profile and Sign out', async ({ page }) => {
    await page.goto('/auth/login');
    await signIn(page, demo.member);
    const menu = await openAccountMenu(page);
    await expectVisible(menu.getByText('Signed in as'));
    await expectVisible(menu.getByText(demo.member));
    await expectVisible(menu.getByRole('menuitem', { name: 'Profile', exact: true }));
    await expectVisible(menu.getByRole('menuitem', { name: 'Sign out', exact: true }));
  });

  test('the layout query parameter overrides the width: compact on a wide window', async ({ page }) => {
    await page.goto('/auth/login?redirectUrl=%2Fdashboard%2Fmain-dashboard%3Flayout%3Dcompact');
    await signIn(page, demo.member);
    await expectVisible(quickNavigation(page));
    await expectHidden(mainNavigation(page));
  });

  test('below 960px the compact layout shows a bottom toolbar instead of the side navigation', async ({
    newContext,
  }) => {
    const page = await (await newContext({ viewport: NARROW })).newPage();
    await page.goto('/auth/login');
    await signIn(page, demo.member);
    await expectVisible(page.getByRole('heading', { level: 1 }));

    const toolbar = quickNavigation(page);
    await expectVisible(toolbar);
    // Four entries: Dashboard, Plan, Profile, Notifications (signing out is in the account menu).
    await expectVisible(toolbar.getByRole('link', { name: 'Dashboard' }));
    expect(await toolbar.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    expect(await visibleCount(toolbar.getByRole('link').or(toolbar.getByRole('button')))).toBe(4);
    const box = await toolbar.first().boundingBox();
    expect(box, 'the toolbar has a position on screen').not.toBeNull();
    // It sits at the bottom of the window.
    expect(box!.y + box!.height).toBeGreaterThan(NARROW.height - 10);
    await expectHidden(mainNavigation(page));

    // Widening the window brings back the side navigation.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectVisible(mainNavigation(page));
    await expectHidden(toolbar);
  });
});
