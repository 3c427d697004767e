import type { Page } from 'playwright-core';
import { apiGet, apiLogin, apiSend } from './support/api';
import { seriousViolations } from './support/axe';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectPath, expectVisible, signIn } from './support/pages';

const GUEST = 'guest@partner.test';

/** The Platform Team's id, as manager@ sees it. */
async function platformTeam(baseURL: string): Promise<number> {
  const token = await apiLogin(baseURL, demo.manager);
  const teams = await apiGet<{ data: Array<{ id: number; name: string }> }>(
    baseURL,
    '/api/team/teams-member/team-details',
    token,
  );
  const team = teams.body.data.find((t) => t.name === 'Platform Team');
  if (!team) throw new Error('the demo data has no Platform Team');
  return team.id;
}

async function expectAxeClean(page: Page) {
  const { lines } = await seriousViolations(page);
  expect(lines).toEqual([]);
}

describe('team dashboard', () => {
  test('the manager reads the dashboard: people with the manager first, the focus, the challenges and the strengths under the privacy rule', async ({
    page,
    baseURL,
  }) => {
    const teamId = await platformTeam(baseURL);
    await signIn(page, demo.manager);
    await page.goto(`/teams/v2/${teamId}/dashboard`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Platform Team: team dashboard' }));
    const people = page.getByRole('region', { name: 'People' });
    await expectVisible(people.getByText('Max Manager'));
    expect(await people.getByRole('listitem').first().textContent()).toContain('Manager');
    await expectVisible(people.getByText('Invitation pending').first());
    await expectVisible(page.getByText('ship the new deployment pipeline'));
    await expectAxeClean(page);

    // the views: the plan shows the member rights; analytics the aggregated strengths (or the privacy text)
    await page.getByRole('tab', { name: 'Plan' }).click();
    await expectPath(page, `/teams/v2/${teamId}/dashboard/plan`);
    await expectVisible(page.getByRole('heading', { name: 'Top challenges' }));
    await expectVisible(page.getByRole('heading', { name: "Members' plans and profiles" }));
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expectVisible(
      page.getByRole('heading', { name: /Strengths of the team \(Growth Leader Assessment\)/ }),
    );
    await expectVisible(
      page
        .getByText(/^Team insights appear once enough people whose results you cannot see|From \d+ members/)
        .first(),
    );
    await expectAxeClean(page);

    // the team navigation (2.2) has the manager's entries
    const nav = page.getByRole('list', { name: 'Platform Team navigation' });
    await expectVisible(nav.getByRole('link', { name: 'Manage team' }));
    await expectVisible(nav.getByRole('link', { name: 'Team dashboard' }));
  });

  test('a member shares the plan on the viewing-rights page and the manager then reads it', async ({
    page,
    newContext,
    baseURL,
  }) => {
    const teamId = await platformTeam(baseURL);
    const memberToken = await apiLogin(baseURL, demo.member);
    // start from "not shared" (the demo shares it); the journey shares it again, as the demo has it
    await apiSend(baseURL, 'POST', `/api/team/team-impact/toggle-viewing-right-item/${teamId}`, memberToken, {
      item: 'PLAN',
      granted: false,
    });
    const managerPage = await (await newContext()).newPage();
    await signIn(managerPage, demo.manager);
    await managerPage.goto(`/teams/v2/${teamId}/dashboard/plan`);
    const rights = managerPage.getByRole('region', { name: "Members' plans and profiles" });
    await expectVisible(rights.getByText('Leader Impact plan: Not shared').first());
    expect(await rights.getByRole('link', { name: /Open .*'s plan/ }).count()).toBe(0);

    await signIn(page, demo.member);
    await page.goto('/dashboard/viewing-rights');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Viewing rights' }));
    const share = page.getByRole('switch', { name: 'Share my Leader Impact plan with Max Manager' });
    await expect.poll(() => share.isChecked()).toBe(false);
    // the switch follows the server: it turns on once the share is saved
    await share.click();
    await expect.poll(() => share.isChecked(), { timeout: 15_000 }).toBe(true);
    await expectVisible(page.getByText('Leader Impact plan is now shared with Max Manager.'));
    await expectAxeClean(page);

    await managerPage.reload();
    const open = managerPage.getByRole('region', { name: "Members' plans and profiles" }).getByRole('link', {
      name: /Open .*'s plan/,
    });
    await open.first().click();
    await expectVisible(managerPage.getByRole('heading', { level: 1, name: /Leader Impact plan$/ }));
    await expectVisible(managerPage.getByText(/you can read it, not change it/));
  });

  test('a colleague shares the GLA and the manager then reads their Leader Profile from the dashboard', async ({
    page,
    newContext,
    baseURL,
  }) => {
    // sam@ (a finished GLA, nothing shared in the demo); member@'s and user@'s rights stay as other journeys expect
    const teamId = await platformTeam(baseURL);
    const managerPage = await (await newContext()).newPage();
    await signIn(managerPage, demo.manager);
    await managerPage.goto(`/teams/v2/${teamId}/dashboard/plan`);
    const rights = managerPage.getByRole('region', { name: "Members' plans and profiles" });
    await expectVisible(rights.getByText('Sam Engineer'));
    expect(await rights.getByRole('link', { name: "Open Sam Engineer's Leader Profile" }).count()).toBe(0);
    // Dana shares hers in the demo: the manager reads it, read only
    await rights.getByRole('link', { name: "Open Dana Developer's Leader Profile" }).click();
    await expectVisible(
      managerPage.getByRole('heading', { level: 1, name: "Dana Developer's Leader Profile" }),
    );
    const samId = (
      await apiGet<{ data: Array<{ userId: number; name: string }> }>(
        baseURL,
        `/api/team/viewing-rights/get-team-dashboard-data?team_id=${teamId}`,
        await apiLogin(baseURL, demo.manager),
      )
    ).body.data.find((m) => m.name === 'Sam Engineer')!.userId;
    // before Sam shares: the page says so and offers to ask
    await managerPage.goto(`/teams/v2/${teamId}/member/${samId}/leader-profile`);
    await expectVisible(managerPage.getByText('Sam Engineer has not shared their Leader Profile with you.'));
    await expectVisible(managerPage.getByRole('button', { name: 'Ask Sam Engineer to share it' }));

    await signIn(page, 'sam@demo.test');
    await page.goto('/dashboard/viewing-rights');
    const share = page.getByRole('switch', { name: 'Share my Leader Profile with Max Manager' });
    await expect.poll(() => share.isChecked()).toBe(false);
    await share.click();
    await expect.poll(() => share.isChecked(), { timeout: 15_000 }).toBe(true);

    await managerPage.goto(`/teams/v2/${teamId}/dashboard/plan`);
    await managerPage
      .getByRole('region', { name: "Members' plans and profiles" })
      .getByRole('link', { name: "Open Sam Engineer's Leader Profile" })
      .click();
    await expectPath(managerPage, `/teams/v2/${teamId}/member/${samId}/leader-profile`);
    await expectVisible(
      managerPage.getByRole('heading', { level: 1, name: "Sam Engineer's Leader Profile" }),
    );
    await expectVisible(
      managerPage.getByText('Shared with you by Sam Engineer; you can read it, not change it.'),
    );
    await expectVisible(managerPage.getByRole('heading', { name: 'Momentum' }));
    await expectAxeClean(managerPage);

    // Sam stops sharing: the manager's next visit no longer shows it
    await share.click();
    await expect.poll(() => share.isChecked(), { timeout: 15_000 }).toBe(false);
    await managerPage.reload();
    await expectVisible(managerPage.getByText('Sam Engineer has not shared their Leader Profile with you.'));
  });

  test('the outside guest signs in and sees only the team', async ({ page }) => {
    await signIn(page, GUEST, 'demo-password');
    await page.waitForURL((u) => /^\/team-guest\/\d+\/dashboard$/.test(u.pathname), { timeout: 20_000 });
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Platform Team: team dashboard' }));
    // no personal area: no main navigation, and the plan leads back to the team
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await expectAxeClean(page);
    await page.goto('/plan');
    await page.waitForURL((u) => u.pathname.startsWith('/team-guest/'), { timeout: 20_000 });
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Platform Team: team dashboard' }));
  });
});
