import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { MailboxResponse } from '../src/shared/contracts/mailbox';
import { apiGet, apiLogin, apiSend } from './support/api';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectHidden, expectPath, expectVisible, signIn } from './support/pages';
import { FRESH_PASSWORD, freshPerson } from './support/person';

const year = new Date().getUTCFullYear();

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // the menu fades out (hidden from the accessibility tree at once, in the page until the fade ends); axe would
  // read its half-transparent options as low contrast, so wait until it has left the page
  await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
}

async function seriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`);
}

async function signInFresh(page: Page, baseURL: string, email: string) {
  const token = await freshPerson(baseURL, email);
  await signIn(page, email, FRESH_PASSWORD);
  return token;
}

describe('editing the Leader Impact plan (issue 21)', () => {
  test('a new plan guides without red errors, and leaving a changed role tab asks first', async ({
    page,
    baseURL,
  }) => {
    await signInFresh(page, baseURL, `newplan-${Date.now()}@demo.test`);
    await page.goto('/plan');
    await expectVisible(page.getByRole('heading', { level: 1, name: `Leader Impact plan ${year}` }));
    await expectVisible(page.getByText('Choose the role first to see its challenges.').first());
    expect(await page.locator('main .Mui-error').count()).toBe(0);
    expect(await seriousAxe(page)).toEqual([]);

    await choose(page, 'Current role', 'Team lead');
    await expectVisible(page.getByText('Choose 3 (0 of 3 chosen).'));
    expect(await page.locator('main .Mui-error').count()).toBe(0);
    await choose(page, 'Current role level', 'Team leader');
    await choose(page, 'Desired next role', 'Functional manager');
    await choose(page, 'Desired level in 2-3 years', 'Manager of managers');
    for (const c of [
      'Letting go of doing the work myself',
      'Giving honest feedback to former peers',
      'Resolving conflict inside the team',
      'Leading through other managers',
      'Breaking silos with other functions',
      'Stepping back from operational detail',
    ]) {
      await page.getByRole('checkbox', { name: c }).check();
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Role and challenges are complete: sprints are unlocked.'));

    // unticking a challenge and leaving the tab asks first; staying keeps the change
    const feedback = page.getByRole('checkbox', { name: 'Giving honest feedback to former peers' });
    await feedback.uncheck();
    await page.getByRole('tab', { name: 'Goals and deliverables' }).click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expectVisible(ask);
    await ask.getByRole('button', { name: 'Stay and save' }).click();
    await expectPath(page, '/plan');
    expect(await feedback.isChecked()).toBe(false);
    // leaving on purpose drops the change: the saved choice is back
    await page.getByRole('tab', { name: 'Goals and deliverables' }).click();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await expectPath(page, '/plan/goals-and-deliverables');
    await page.getByRole('tab', { name: 'Role and challenges' }).click();
    await expectVisible(
      page.getByRole('checkbox', { name: 'Giving honest feedback to former peers', checked: true }),
    );
  });

  test('a plan goal is edited in place (text, status, due date), removed and brought back with Undo', async ({
    page,
    baseURL,
  }) => {
    const token = await signInFresh(page, baseURL, `goals-${Date.now()}@demo.test`);
    await page.goto('/plan/goals-and-deliverables');
    await page.getByLabel('Goal or deliverable').fill('Run the weekly sync without me');
    await page.getByLabel('Due date (optional)').fill(`${year}-09-30`);
    await page.getByRole('button', { name: 'Add goal' }).click();
    const goal = page.getByRole('listitem').filter({ hasText: 'Run the weekly sync without me' });
    await expectVisible(goal.getByText('Not started'));
    await expectVisible(goal.getByText(`Due Sep 30, ${year}`));
    // the add form is empty again
    expect(await page.getByLabel('Goal or deliverable').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Edit Run the weekly sync without me' }).click();
    const editor = page.getByRole('form', { name: 'Edit goal Run the weekly sync without me' });
    await editor.getByLabel('Goal or deliverable').fill('Let the team run the weekly sync');
    await choose(page, 'Status', 'In progress');
    await editor.getByLabel('Due date (optional)').fill(`${year}-10-15`);
    expect(await seriousAxe(page)).toEqual([]);
    await editor.getByRole('button', { name: 'Save' }).click();
    const edited = page.getByRole('listitem').filter({ hasText: 'Let the team run the weekly sync' });
    await expectVisible(edited.getByText('In progress'));
    await expectVisible(edited.getByText(`Due Oct 15, ${year}`));
    await expectHidden(editor);

    const planId = (
      await apiGet<{ currentPlanId: number }>(baseURL, '/api/user/agile-plan/agile-plan-list', token)
    ).body.currentPlanId;
    const stored = await apiGet<{ items: { label: string; status: string; dueDate: string }[] }>(
      baseURL,
      `/api/user/get-agile-goal-deliverable/${planId}`,
      token,
    );
    expect(stored.body.items).toEqual([
      expect.objectContaining({
        label: 'Let the team run the weekly sync',
        status: 'IN_PROGRESS',
        dueDate: `${year}-10-15`,
      }),
    ]);

    await page.getByRole('button', { name: 'Remove Let the team run the weekly sync' }).click();
    await expectVisible(page.getByText('“Let the team run the weekly sync” removed.'));
    await expectHidden(edited);
    await page.getByRole('button', { name: 'Undo' }).click();
    const back = page.getByRole('listitem').filter({ hasText: 'Let the team run the weekly sync' });
    await expectVisible(back.getByText('In progress'));
    await expectVisible(back.getByText(`Due Oct 15, ${year}`));
  });

  test('a failed save keeps the text and offers Retry; a milestone and a development-plan entry are edited in place', async ({
    page,
    baseURL,
  }) => {
    await signInFresh(page, baseURL, `retry-${Date.now()}@demo.test`);
    await page.goto('/plan/development-plan');
    const focus = page.getByRole('region', { name: 'Development focus' });
    // the first save fails on the way (the connection drops); the typed text stays and Retry sends it
    let failures = 1;
    await page.route('**/agile-plan/save-agile-development-plan/**', (route) =>
      failures-- > 0 ? route.fulfill({ status: 503, body: '{}' }) : route.continue(),
    );
    const field = focus.getByLabel('New entry for Development focus');
    await field.fill('Ask before telling');
    await focus.getByRole('button', { name: 'Add' }).click();
    await expectVisible(page.getByText('Error!! Please try again after sometime'));
    expect(await field.inputValue()).toBe('Ask before telling');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectVisible(focus.getByText('Ask before telling'));

    await focus.getByRole('button', { name: 'Edit Ask before telling' }).click();
    const edit = focus.getByLabel('Edit Ask before telling');
    await edit.fill('Listen first, then ask');
    await focus.getByRole('button', { name: 'Save' }).click();
    await expectVisible(focus.getByText('Listen first, then ask'));
    expect(await focus.getByText('Ask before telling').count()).toBe(0);

    await page.getByRole('tab', { name: 'Key milestones' }).click();
    await choose(page, 'Milestone type', 'Other');
    await page.getByLabel('Milestone', { exact: true }).fill('Quarterly review');
    await page.getByLabel('Date', { exact: true }).fill(`${year}-10-01`);
    await page.getByRole('button', { name: 'Add milestone' }).click();
    await page.getByRole('button', { name: 'Edit Quarterly review' }).click();
    const form = page.getByRole('form', { name: 'Edit milestone Quarterly review' });
    await form.getByLabel('Milestone', { exact: true }).fill('Quarterly review with my manager');
    await form.getByLabel('Date', { exact: true }).fill(`${year}-10-20`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectVisible(page.getByText(`Oct 20, ${year} · Other`));
    await expectVisible(page.getByText('Quarterly review with my manager'));
  });

  test('two threads are open on two sections at once; one thread is expanded at a time', async ({
    page,
    baseURL,
  }) => {
    await signInFresh(page, baseURL, `threads-${Date.now()}@demo.test`);
    await page.goto('/plan/summary');
    const comments = page.getByRole('region', { name: 'Comments' });
    await comments.getByLabel('Start a thread').fill('Is the summary clear?');
    await comments.getByRole('button', { name: 'Send' }).click();
    await expectVisible(comments.getByText('Is the summary clear?'));

    await page.getByRole('tab', { name: 'Key milestones' }).click();
    await expectPath(page, '/plan/key-milestones');
    // no banner about the other section's thread: this section starts its own
    await expectVisible(comments.getByText('No comments on this section yet.'));
    await comments.getByLabel('Start a thread').fill('Are the dates realistic?');
    await comments.getByRole('button', { name: 'Send' }).click();
    await expectVisible(comments.getByText('Are the dates realistic?'));
    expect(await comments.getByRole('alert').count()).toBe(0);

    // both sections hold an open thread
    await page.getByRole('tab', { name: 'Summary' }).click();
    await expectVisible(comments.getByText('Is the summary clear?'));
    await expectVisible(comments.getByLabel('Reply to', { exact: false }));

    // resolved, the thread folds away; a new thread is the one expanded
    await comments.getByRole('button', { name: 'Resolve thread' }).click();
    const first = comments.getByRole('button', { name: /Resolved/ });
    await expectVisible(first);
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await comments.getByLabel('Start a thread').fill('A second round on the summary');
    await comments.getByRole('button', { name: 'Send' }).click();
    await expectVisible(comments.getByText('A second round on the summary'));
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    // opening the resolved one folds the open one
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    const second = comments.getByRole('button', { name: /^Open/ });
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    expect(await seriousAxe(page)).toEqual([]);
  });

  test('the network invitation link shows the invitation and changes nothing until the invitee accepts', async ({
    page,
    baseURL,
    newContext,
  }) => {
    const token = await signInFresh(page, baseURL, `inviter-${Date.now()}@demo.test`);
    const planId = (
      await apiGet<{ currentPlanId: number }>(baseURL, '/api/user/agile-plan/agile-plan-list', token)
    ).body.currentPlanId;
    const coach = `coach-${Date.now()}@example.test`;
    const added = await apiSend<{ id: number }>(
      baseURL,
      'POST',
      '/api/user/agile-plan/save-agile-network',
      token,
      {
        agilePlanGroupId: planId,
        type: 'COACH',
        name: 'Cleo Coach',
        email: coach,
      },
    );
    expect(added.status).toBe(200);
    const admin = await apiLogin(baseURL, demo.admin);
    const box = await apiGet<MailboxResponse>(baseURL, '/api/user/mailbox', admin);
    const link = /(\/plan\/network\/accept\?token=g_[A-Za-z0-9_-]+)/.exec(
      box.body.items.find((m) => m.to === coach)?.text ?? '',
    )?.[1];
    expect(link).toBeTruthy();
    const status = async () =>
      (
        await apiGet<{ items: { name: string; status: string }[] }>(
          baseURL,
          `/api/user/agile-plan/get-agile-network-list/${planId}`,
          token,
        )
      ).body.items.find((e) => e.name === 'Cleo Coach')?.status;

    const invitee = await (await newContext()).newPage();
    await invitee.goto(link!);
    await expectVisible(invitee.getByText(/invites you to their nurture network as Coach/));
    const accept = invitee.getByRole('button', { name: 'Accept the invitation' });
    await expectVisible(accept);
    expect(await status()).toBe('PENDING');
    expect(await seriousAxe(invitee)).toEqual([]);
    // opening it again (a mail scanner, a second look) still changes nothing
    await invitee.reload();
    await expectVisible(accept);
    expect(await status()).toBe('PENDING');

    await accept.click();
    await expectVisible(invitee.getByText(/Thank you! You are now in .*'s nurture network\./));
    expect(await status()).toBe('COMPLETED');
    // the link is used up
    await invitee.reload();
    await expectVisible(invitee.getByRole('alert').filter({ hasText: 'This invitation link is invalid' }));
  });
});
