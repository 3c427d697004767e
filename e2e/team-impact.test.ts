import { apiGet, apiLogin, apiSend, userState } from './support/api';
import { seriousViolations } from './support/axe';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectVisible, signIn } from './support/pages';
import { FRESH_PASSWORD, freshPerson } from './support/person';

/** A colleague who joins the Platform Team in the first journey. */
const email = `impact-${Date.now()}@demo.test`;
let teamId = 0;

describe('team impact', () => {
  test("the manager requests the GLA from the impact board and the member's bell shows it", async ({
    page,
    newContext,
    baseURL,
  }) => {
    const own = await freshPerson(baseURL, email);
    const manager = await apiLogin(baseURL, demo.manager);
    const teams = await apiGet<{ data: { id: number; name: string }[] }>(
      baseURL,
      '/api/team/teams-member/team-details',
      manager,
    );
    teamId = teams.body.data.find((t) => t.name === 'Platform Team')!.id;
    const userId = (await userState(baseURL, own)).userId;
    const added = await apiSend(baseURL, 'POST', '/api/team/teams/team-membership-orgs', manager, {
      teamId,
      userIds: [userId],
    });
    expect(added.status).toBe(200);

    await page.goto('/auth/login');
    await signIn(page, demo.manager);
    await page.goto(`/teams/v2/${teamId}/manager-impact`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Manager impact' }));
    const row = page.getByRole('row').filter({ hasText: email });
    await expectVisible(row.getByText('Not started').first());
    // member@ has not shared the plan here: the board says so instead of showing it
    await expectVisible(page.getByRole('row').filter({ hasText: demo.member }).getByText('Done').first());
    const a11y = await seriousViolations(page);
    expect(a11y.lines).toEqual([]);

    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Request the GLA' }).click();
    await expectVisible(page.getByText(/^Sent to /));
    // the same request is not offered again today
    await row.getByRole('button', { name: /^Actions for / }).click();
    const again = page.getByRole('menuitem', { name: /Request the GLA/ });
    await expectVisible(again.getByText('Sent in the last day'));
    expect(await again.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    // the member signs in: the bell holds the request, with the way to the survey
    const member = await (await newContext()).newPage();
    await member.goto('/auth/login');
    await signIn(member, email, FRESH_PASSWORD);
    await member.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = member.getByRole('dialog', { name: 'Notifications' });
    const item = panel
      .getByTestId('notification-item')
      .filter({ hasText: 'asks you to take the Growth Leader Assessment' });
    await expectVisible(item);
    await expectVisible(item.getByRole('button', { name: 'Take the survey' }));
  });

  test("the manager reads the Discovery Team's GLA totals: three colleagues he cannot see, who differ everywhere", async ({
    page,
    baseURL,
  }) => {
    // the demo's Discovery Team: kai@, lina@ and noor@ finished GLAs that differ on every capability and share none
    // of it with manager@, so the totals give nobody's answers away and he reads them (decision 0073); the Platform
    // Team's privacy text is held by the API tests (teams/dashboard/demo-strengths.test.ts)
    const teams = await apiGet<{ data: { id: number; name: string }[] }>(
      baseURL,
      '/api/team/teams-member/team-details',
      await apiLogin(baseURL, demo.manager),
    );
    const discovery = teams.body.data.find((t) => t.name === 'Discovery Team')!.id;
    await page.goto('/auth/login');
    await signIn(page, demo.manager);
    await page.goto(`/teams/v2/${discovery}/team-gla-report`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Team GLA report' }));
    await expectVisible(page.getByTestId('team-gla-chart'));
    expect(await page.getByText(/^Team insights appear once/).count()).toBe(0);
    const a11y = await seriousViolations(page);
    expect(a11y.lines).toEqual([]);

    // the team dashboard's strengths: the chart over the three and the manager himself
    await page.goto(`/teams/v2/${discovery}/dashboard`);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    // (its Leader 360 strengths keep the privacy text: nobody in the team has a closed 360)
    await expectVisible(page.getByText('From 4 members who finished the assessment').first());
  });
});
