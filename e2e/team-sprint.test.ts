import type { Page } from 'playwright-core';
import { apiGet, apiLogin } from './support/api';
import { seriousViolations } from './support/axe';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectVisible, signIn } from './support/pages';

/** The Platform Team (its team sprint is in progress in the demo data) and its actions, as manager@ sees them. */
async function platformTeam(baseURL: string) {
  const token = await apiLogin(baseURL, demo.manager);
  const teams = await apiGet<{ data: Array<{ id: number; name: string }> }>(
    baseURL,
    '/api/team/team/summary',
    token,
  );
  const team = teams.body.data.find((t) => t.name === 'Platform Team');
  if (!team) throw new Error('the demo data has no Platform Team');
  return { id: team.id, token };
}

async function expectAxeClean(page: Page) {
  expect((await seriousViolations(page)).lines).toEqual([]);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The regions (by name) the assistant's floating button covers where the page is scrolled now. */
async function underAssistantButton(page: Page, regions: string[]): Promise<string[]> {
  const button = await page.getByRole('button', { name: 'Open the assistant' }).boundingBox();
  if (!button) throw new Error('the assistant button is not shown');
  const covered: string[] = [];
  for (const name of regions) {
    const box = await page.getByRole('region', { name }).boundingBox();
    if (box && overlaps(box, button)) covered.push(name);
  }
  return covered;
}

describe('team sprints', () => {
  test('the manager designs a team sprint with a sprint team and two action leads', async ({
    page,
    baseURL,
  }) => {
    const { id, token } = await platformTeam(baseURL);
    await signIn(page, demo.manager);
    await page.goto(`/teams/v2/${id}/sprint-library/diy`);
    await expectVisible(page.getByText('For the team Platform Team'));
    // the team's sprint, in the team's words: not the personal "your own sprint"
    await expectVisible(page.getByRole('heading', { name: 'The team’s own sprint', level: 1 }));
    await expectVisible(page.getByText('Name the team’s sprint and write one to three actions'));
    expect(await page.getByText(/your (own )?sprint/i).count()).toBe(0);
    await page.getByLabel(/^Sprint name/).fill('Ship calmly together');
    await page.getByLabel(/^Action 1/).fill('Pair on every release');
    await page.getByRole('button', { name: 'Add an action' }).click();
    await page.getByLabel(/^Action 2/).fill('Write the runbook');
    await page.getByLabel(/^Behaviour 1/).fill('Ask before assuming');
    await page.getByLabel(/^Outcome 1/).fill('Calmer releases');
    await page.getByRole('button', { name: 'Continue to configure' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/sprint-library/design'));
    await expectVisible(page.getByRole('heading', { name: 'Design the team’s sprint', level: 1 }));

    // the wizard resumes after the saved select step: configure, review, then the team steps
    const next = page.getByRole('button', { name: 'Save and continue' });
    await expectVisible(page.getByRole('heading', { name: 'Configure' }));
    await next.click();
    await expectVisible(page.getByRole('heading', { name: 'Review' }));
    await next.click();
    await expectVisible(page.getByRole('heading', { name: 'Sprint team' }));
    // the manager is always in; a member and a guest join
    await expect.poll(() => page.getByRole('checkbox', { name: /Max Manager/ }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Mia Member' }).check();
    await page.getByRole('checkbox', { name: /Gabi Guest/ }).check();
    await expectAxeClean(page);
    await next.click();

    await expectVisible(page.getByRole('heading', { name: 'Action lead' }));
    await page.getByRole('combobox', { name: /Lead of Pair on every release/ }).click();
    await page.getByRole('option', { name: 'Mia Member' }).click();
    await page.getByRole('combobox', { name: /Lead of Write the runbook/ }).click();
    await page.getByRole('option', { name: 'Gabi Guest' }).click();
    await expectAxeClean(page);
    await next.click();
    await expectVisible(page.getByRole('heading', { name: 'Sprint crew' }));

    // the design is saved with its sprint team and one lead per action
    const active = await apiGet<{
      data: {
        design: {
          actions: Array<{ label: string; actionLeadId: number | null }>;
          sprintTeamMembers: Array<{ name: string; teamMemberId: number }>;
        };
      };
    }>(baseURL, `/api/team/team-sprint/findTeamActiveSprint/${id}`, token);
    const design = active.body.data.design;
    expect(design.sprintTeamMembers.map((m) => m.name).sort()).toEqual([
      'Gabi Guest',
      'Max Manager',
      'Mia Member',
    ]);
    const nameOf = (userId: number | null) =>
      design.sprintTeamMembers.find((m) => m.teamMemberId === userId)?.name;
    expect(design.actions.map((a) => [a.label, nameOf(a.actionLeadId)])).toEqual([
      ['Pair on every release', 'Mia Member'],
      ['Write the runbook', 'Gabi Guest'],
    ]);

    // the start summary names the sprint team and each action's lead before the manager starts it
    await next.click();
    await expectVisible(page.getByRole('heading', { name: 'Schedule routines' }));
    await next.click();
    await expectVisible(page.getByRole('button', { name: 'Start sprint' }));
    const summary = page.locator('dl');
    const summaryValue = (label: string) =>
      summary.locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
    await expect
      .poll(() => summaryValue('Sprint team').textContent())
      .toBe('Max Manager (Manager), Mia Member, Gabi Guest (Guest)');
    await expect.poll(() => summaryValue('Lead of Pair on every release').textContent()).toBe('Mia Member');
    await expect.poll(() => summaryValue('Lead of Write the runbook').textContent()).toBe('Gabi Guest');
  }, 180_000);

  test('a lead ticks their own action on the team kanban and sees no tick on the others', async ({
    page,
    baseURL,
  }) => {
    const { id } = await platformTeam(baseURL);
    await signIn(page, demo.member);
    await page.goto(`/teams/v2/${id}/sprint/kanban`);
    const actions = page.getByRole('region', { name: 'Actions and their leads' });
    await expectVisible(actions.getByText('Lead: Mia Member'));
    // one tick: the action Mia leads; none on the actions of Uma and Gabi
    await expect.poll(() => actions.getByRole('button', { name: /^Mark .* done$/ }).count()).toBe(1);
    const mine = actions.getByRole('listitem').filter({ hasText: 'Lead: Mia Member' });
    const others = actions.getByRole('listitem').filter({ hasNotText: 'Lead: Mia Member' });
    expect(await others.getByRole('button', { name: /^Mark .* done$/ }).count()).toBe(0);
    expect(await others.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await expectAxeClean(page);
    await mine.getByRole('button', { name: /^Mark .* done$/ }).click();
    await expectVisible(mine.getByText('Done', { exact: true }));
    await expectVisible(mine.getByRole('button', { name: /^Reopen / }));
    // the board shows the sprint's current week; the pager moves to the next one and to the whole sprint
    const weeks = page.getByRole('navigation', { name: "The sprint's weeks" });
    await expectVisible(weeks.getByText('Week 2 of 4'));
    await weeks.getByRole('button', { name: 'Next week' }).click();
    await expectVisible(weeks.getByText('Week 3 of 4'));
    await weeks.getByRole('button', { name: 'Show the whole sprint' }).click();
    await expectVisible(weeks.getByText('The whole sprint'));
  }, 120_000);

  test('a member answers the stand-up and the manager sees it live on the dashboard', async ({
    page,
    newContext,
    baseURL,
  }) => {
    const { id } = await platformTeam(baseURL);
    await signIn(page, demo.manager);
    await page.goto(`/teams/v2/${id}/sprint/dashboard`);
    const answers = page.getByRole('region', { name: 'Stand-up answers' });
    await expectVisible(answers);
    await expectAxeClean(page);

    const member = await (await newContext()).newPage();
    await signIn(member, demo.member);
    await member.goto(`/teams/v2/${id}/sprint/dashboard`);
    await member.getByRole('button', { name: "Answer today's stand-up" }).click();
    const dialog = member.getByRole('dialog', { name: /Daily stand-up/ });
    await dialog.getByLabel('What did you get done?').fill('Merged the rollback script');
    await dialog.getByLabel('What will you do next?').fill('Rehearse the release on Friday');
    await dialog.getByLabel('What is blocking you?').fill('');
    await expectAxeClean(member);
    await dialog.getByRole('button', { name: 'Share with the team' }).click();
    await expectVisible(member.getByText('Your stand-up is shared with the team.'));

    // the manager's page did not reload: the answer arrived on the socket
    await expectVisible(answers.getByText('Merged the rollback script'));
    await expectVisible(answers.getByText('Rehearse the release on Friday'));

    // the assistant's floating button covers no card, at the top and at the end of the page, on a desktop and on
    // a phone
    const cards = ['Stand-up answers', 'Sprint team (4 people)', 'Actions and their leads'];
    expect(await underAssistantButton(page, cards)).toEqual([]);
    await page.getByRole('region', { name: 'Actions and their leads' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await underAssistantButton(page, cards)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectVisible(page.getByRole('navigation', { name: 'Quick navigation' }));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await underAssistantButton(page, ['Actions and their leads'])).toEqual([]);
  }, 120_000);
});
