import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { apiGet, apiLogin, apiSend, userState } from './support/api';
import { demo } from './support/demo';
import { describe, expect, NARROW, test } from './support/fixtures';
import { expectHidden, expectPath, expectVisible, signIn, tokenCookie } from './support/pages';

const year = new Date().getUTCFullYear();

/** Picks an option of an MUI select by its label (a required field's label ends with an asterisk). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** consultant@ belongs to two organisations: the team is Demo Co's. */
async function inDemoCo(page: Page, baseURL: string) {
  const state = await userState(baseURL, (await tokenCookie(page.context()))!);
  if (state.clientName === 'Demo Co') return;
  await page.getByRole('button', { name: state.clientName, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Demo Co', exact: true }).click();
  await expectVisible(page.getByRole('button', { name: 'Demo Co', exact: true }), 20_000);
}

describe('teams', () => {
  test('a manager creates a team, adds a colleague through the search and sets a team milestone, which the colleague marks done on their own plan', async ({
    page,
    newContext,
    baseURL,
  }) => {
    const name = `Journey Team ${Date.now()}`;
    const title = `Team retro ${Date.now()}`;
    let teamId: number | null = null;
    try {
      await signIn(page, demo.manager);
      await page.goto('/plan/key-milestones');
      await page.getByRole('link', { name: 'Create a team' }).click();
      await expectPath(page, '/add-space/team');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Create a team' }));

      // a team needs a name and a type
      await page.getByRole('button', { name: 'Create team' }).click();
      await expectVisible(page.getByText('Name the team.'));
      await expectVisible(page.getByText('Choose a team type.'));
      await page.getByLabel(/^Team name/).fill(name);
      await page.getByLabel('Description').fill('Runs the retrospectives of the platform');
      await choose(page, 'Team type', 'Project team');
      await choose(page, 'Work mode', 'Remote');
      await choose(page, 'Purpose', 'Learning');
      await page.getByRole('button', { name: 'Create team' }).click();

      await page.waitForURL((u) => /^\/teams\/v2\/\d+\/manage-team$/.test(u.pathname));
      teamId = Number(/\/teams\/v2\/(\d+)\//.exec(new URL(page.url()).pathname)?.[1]);
      expect(teamId).toBeGreaterThan(0);
      await expectVisible(page.getByRole('heading', { level: 1, name: `${name}: manage team` }));
      await expectVisible(page.getByText('Managed by Max Manager · Project team · Remote · Learning'));
      const members = page.getByRole('table', { name: 'Members' });
      await expectVisible(members.getByRole('cell', { name: 'Team Manager' }));

      // search by part of the name, in any case, and add
      await page.getByRole('combobox', { name: 'Search people by name' }).fill('cole c');
      await page.getByRole('option', { name: /Cole Consultant/ }).click();
      await page.getByRole('button', { name: 'Add to team' }).click();
      await expectVisible(page.getByText('Cole Consultant was added and has been told by e-mail.'));
      await expectVisible(members.getByRole('cell', { name: 'consultant@demo.test' }));

      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`);
      expect(results.passes.length).toBeGreaterThan(5);
      expect(serious).toEqual([]);

      // a team milestone on the plan's milestone tab
      await page.getByRole('link', { name: 'Team milestones on your plan' }).click();
      await expectPath(page, '/plan/key-milestones');
      const form = page.getByRole('form', { name: 'Add a team milestone' });
      await choose(page, 'Team', name);
      await choose(page, 'Team milestone type', 'Team sprint');
      await form.getByLabel('Team milestone', { exact: true }).fill(title);
      await form.getByLabel('Team milestone date').fill(`${year}-11-30`);
      await form.getByRole('button', { name: 'Add a team milestone' }).click();
      await expectVisible(page.getByText(title));
      await expectVisible(page.getByText(`${name} · November 30, ${year} · Team sprint`));

      // the colleague, in their own browser, sees it on their own plan and marks it done
      const colleague = await (await newContext()).newPage();
      await signIn(colleague, demo.consultant);
      await inDemoCo(colleague, baseURL);
      await colleague.goto('/plan/key-milestones');
      await expectVisible(colleague.getByText(title));
      expect(await colleague.getByRole('button', { name: `Delete team milestone ${title}` }).count()).toBe(0);
      await colleague.getByRole('button', { name: `Mark ${title} as done` }).click();
      await expectHidden(colleague.getByRole('button', { name: `Mark ${title} as done` }));

      // the manager sees it done
      await page.reload();
      await expectVisible(page.getByText(title));
      expect(await page.getByRole('button', { name: `Mark ${title} as done` }).count()).toBe(0);

      // the manager removes the colleague (after confirming), then deletes the team (after confirming)
      await page.getByRole('link', { name: `Manage ${name}` }).click();
      await page.getByRole('button', { name: 'Remove Cole Consultant' }).click();
      const confirmRemove = page.getByRole('dialog', { name: 'Remove team member' });
      await expectVisible(
        confirmRemove.getByText(
          'Are you sure you want to remove Cole Consultant (consultant@demo.test) from the team?',
        ),
      );
      await confirmRemove.getByRole('button', { name: 'Yes' }).click();
      await expectHidden(members.getByRole('cell', { name: 'consultant@demo.test' }));

      await page.getByRole('button', { name: 'Delete team' }).click();
      const confirmDelete = page.getByRole('dialog', { name: 'Delete team' });
      await confirmDelete.getByRole('button', { name: 'Yes' }).click();
      await expectPath(page, '/plan/key-milestones');
      await expectHidden(page.getByText(title));
      teamId = null;
    } finally {
      // other journeys look at the demo people's plans: leave no team behind
      if (teamId) {
        const token = await apiLogin(baseURL, demo.manager);
        await apiSend(baseURL, 'DELETE', `/api/team/teams/delete-team/${teamId}`, token);
      }
    }
  });

  test("a member reads the demo's Platform Team in the compact layout, without managing controls", async ({
    newContext,
    baseURL,
  }) => {
    const token = await apiLogin(baseURL, demo.member);
    const teams = await apiGet<{ data: { id: number; name: string }[] }>(
      baseURL,
      '/api/team/teams-member/team-details',
      token,
    );
    const platform = teams.body.data.find((t) => t.name === 'Platform Team')!;
    const page = await (await newContext({ viewport: NARROW })).newPage();
    await signIn(page, demo.member);
    await page.goto(`/teams/v2/${platform.id}/manage-team`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Platform Team: manage team' }));
    const members = page.getByRole('table', { name: 'Members' });
    await expectVisible(members.getByRole('cell', { name: 'Max Manager' }));
    await expectVisible(members.getByRole('cell', { name: 'Mia Member' }));
    expect(await page.getByRole('button', { name: 'Add to team' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete team' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
  });
});
