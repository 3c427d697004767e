import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectHidden, expectPath, expectVisible, mainNavigation, signIn } from './support/pages';

const PHONE = { width: 390, height: 844 } as const;

async function expectAxeClean(page: Page) {
  const { lines, passes } = await seriousViolations(page);
  expect(passes).toBeGreaterThan(5);
  expect(lines).toEqual([]);
}

const nextUp = (page: Page) => page.getByRole('region', { name: 'Next up' });

describe('the dashboard says what is next', () => {
  test("Next up lists member@'s next milestone, the coaching session and the open invitation; the plan card its progress", async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await signIn(page, demo.member);
    const card = nextUp(page);
    // the milestone ahead, not the one already behind
    await expectVisible(card.getByText('Milestone: Team offsite on ways of working'));
    expect(await card.getByText(/Retake the Growth Leader Assessment/).count()).toBe(0);
    await expectVisible(card.getByText('Coaching session with Cora Coach'));
    await expectVisible(card.getByText('Sam Mentor has not answered your invitation yet'));
    const plan = page.getByRole('region', { name: 'Leader Impact plan' });
    await expectVisible(plan.getByText('5 of 5 steps done'));
    await expectAxeClean(page);

    await card.getByRole('link', { name: 'Milestones' }).click();
    await expectPath(page, '/plan/key-milestones');
  });

  test('a card whose call fails shows Retry in its place while the navigation and other cards stay', async ({
    page,
  }) => {
    let fail = true;
    await page.route('**/api/user/dashboard/next-up', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }),
          })
        : route.continue(),
    );
    await page.goto('/auth/login');
    await signIn(page, demo.member);
    const card = nextUp(page);
    await expectVisible(card.getByText('This part could not load.'));
    await expectVisible(mainNavigation(page).getByRole('link', { name: 'Dashboard' }));
    await expectVisible(page.getByRole('region', { name: 'Growth Leader Assessment' }));
    expect(await page.getByText('The page could not load successfully!').count()).toBe(0);
    await expectAxeClean(page);

    fail = false;
    await card.getByRole('button', { name: 'Retry' }).click();
    await expectVisible(card.getByText('Milestone: Team offsite on ways of working'));
    await expectHidden(card.getByText('This part could not load.'));
  });
});

describe('no dead ends', () => {
  test('an unknown address says "Page not found" with a way back, and keeps its address', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await signIn(page, demo.member);
    await page.goto('/this/page/does/not/exist');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Page not found' }));
    expect(new URL(page.url()).pathname).toBe('/this/page/does/not/exist');
    await expectAxeClean(page);
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expectPath(page, '/dashboard/main-dashboard');
  });

  test('the no-permission page shows a known message code translated, and ignores any other text', async ({
    page,
  }) => {
    await page.goto('/not-found?errMessage=NO_PLAN_ACCESS');
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'You do not have access to this Leader Impact Board.' }),
    );
    await page.goto(`/not-found?errMessage=${encodeURIComponent('Call 555-0100 to unlock <b>x</b>')}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Page not found' }));
    expect(await page.getByText(/555-0100/).count()).toBe(0);
  });

  test('the navigation has no item that opens "being built", and a manager finds their team under My teams', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await signIn(page, demo.manager);
    const nav = mainNavigation(page);
    await expectVisible(nav.getByRole('link', { name: 'Dashboard' }));
    for (const name of ['Events']) {
      expect(await nav.getByRole('link', { name, exact: true }).count(), name).toBe(0);
    }
    await expectVisible(nav.getByRole('heading', { name: 'My teams' }));
    // the team navigation of 2.2 (teams-navigation is on for Demo Co): the manager's entries of Platform Team
    await nav
      .getByRole('list', { name: 'Platform Team navigation' })
      .getByRole('link', { name: 'Manage team' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/teams\/v2\/\d+\/manage-team$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: /Platform Team/ }));

    await nav.getByRole('link', { name: 'Language and theme' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Preferences' }));
  });
});

describe('phone widths', () => {
  test('the bottom bar shows four whole labels and no Logout', async ({ newContext }) => {
    const page = await (await newContext({ viewport: PHONE })).newPage();
    await page.goto('/auth/login');
    await signIn(page, demo.member);
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expectVisible(bar);
    const labels = bar.locator('.MuiBottomNavigationAction-label');
    expect(await labels.allInnerTexts()).toEqual(['Dashboard', 'Plan', 'Profile', 'Notifications']);
    // nothing cut: each label's text fits its box
    expect(await labels.evaluateAll((els) => els.every((e) => e.scrollWidth <= e.clientWidth + 1))).toBe(
      true,
    );
    expect(await bar.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    await expectAxeClean(page);

    // German words are longer: each label still fits whole
    const de = await (await newContext({ viewport: PHONE })).newPage();
    await de.goto('/auth/login');
    await signIn(de, demo.member);
    await de.evaluate(() => window.localStorage.setItem('stride_language', 'de'));
    await de.reload();
    const deLabels = de
      .getByRole('navigation', { name: 'Schnellnavigation' })
      .locator('.MuiBottomNavigationAction-label');
    await expectVisible(deLabels.first());
    expect(await deLabels.allInnerTexts()).toEqual(['Dashboard', 'Plan', 'Profil', 'Mitteilungen']);
    expect(await deLabels.evaluateAll((els) => els.every((e) => e.scrollWidth <= e.clientWidth + 1))).toBe(
      true,
    );
  });

  test('the licence names features in words and the users table scrolls instead of wrapping addresses', async ({
    newContext,
  }) => {
    const page = await (await newContext({ viewport: PHONE })).newPage();
    await page.goto('/auth/login');
    await signIn(page, demo.admin);
    await page.goto('/console/licence');
    const features = page.getByRole('table', { name: 'Entitlements' });
    await expectVisible(features.getByRole('cell', { name: 'Growth Leader Assessment', exact: true }));
    await expectVisible(features.getByRole('cell', { name: 'Sprint crew members per sprint' }));
    expect(await features.getByText('scm-limit').count()).toBe(0);
    // Demo Co's 40 seats, with a bar (the count moves as other journeys invite people)
    await expectVisible(page.getByText(/^\d+ of 40 seats used$/));
    await expectVisible(page.getByRole('progressbar', { name: /^\d+ of 40 seats used$/ }));
    await expectAxeClean(page);

    await page.goto('/console/users');
    const cell = page.getByRole('cell', { name: demo.member, exact: true });
    await expectVisible(cell);
    // one line: an address is not broken a letter a line (its text's line boxes share one top)
    const lines = await cell.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    await expectAxeClean(page);
  });
});
