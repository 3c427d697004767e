import type { Page } from 'playwright-core';
import type { MailboxResponse } from '../src/shared/contracts/mailbox';
import { apiGet, apiLogin } from './support/api';
import { seriousViolations } from './support/axe';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectPath, expectVisible, signIn } from './support/pages';
import { completeRoleChallenges, FRESH_PASSWORD, freshPerson } from './support/person';

async function noSeriousViolations(page: Page, where: string) {
  const { lines } = await seriousViolations(page);
  expect(lines, where).toEqual([]);
}
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
const stepHeading = (page: Page, name: string) =>
  expectVisible(page.getByRole('heading', { level: 2, name }));

describe('sprint design', () => {
  test('a person designs a sprint from the library in the wizard with two crew members, whose mails arrive', async ({
    page,
    baseURL,
  }) => {
    const stamp = Date.now();
    const email = `designer-${stamp}@demo.test`;
    const outsider = `dora-${stamp}@example.test`;
    const token = await freshPerson(baseURL, email);
    await signIn(page, email, FRESH_PASSWORD);

    // sprints are locked until the role challenges are done: the library says so and leads to the plan
    await page.goto('/sprint-library');
    const unlock = page.getByRole('link', { name: 'Choose role challenges' });
    await expectVisible(unlock);
    await expect(unlock.getAttribute('href')).resolves.toBe('/plan/role-and-challenges');
    await completeRoleChallenges(baseURL, token);
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Design a sprint' }));
    await noSeriousViolations(page, 'library');
    await page.getByRole('link', { name: 'Browse the library' }).click();
    await expectPath(page, '/sprint-library/pre-designed');
    await page.getByRole('searchbox', { name: 'Search sprints' }).fill('hard thing');
    const card = page.getByRole('article', { name: 'Say the hard thing kindly' });
    await expectVisible(card);
    await noSeriousViolations(page, 'pre-designed');
    await card.getByRole('button', { name: 'Choose this sprint' }).click();

    await expectPath(page, '/sprint-library/design');
    await stepHeading(page, 'Configure');
    await noSeriousViolations(page, 'configure');
    await saveAndContinue(page);
    await stepHeading(page, 'Review');
    // reorder with a button: the second behaviour moves up
    const behaviours = page.getByRole('region', { name: 'Behaviours' });
    const second = await behaviours.getByRole('textbox', { name: /^Behaviour 2/ }).inputValue();
    await behaviours.getByRole('button', { name: `Move “${second}” up` }).click();
    await expect(behaviours.getByRole('textbox', { name: /^Behaviour 1/ }).inputValue()).resolves.toBe(
      second,
    );
    await noSeriousViolations(page, 'review');
    await saveAndContinue(page);

    await stepHeading(page, 'Sprint crew');
    // an organisation member found by search
    await page.getByRole('combobox', { name: 'Search by name' }).fill('Mia');
    await page.getByRole('option', { name: /Mia Member/ }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const crew = page.getByRole('list', { name: 'Sprint crew' });
    await expectVisible(crew.getByText('Mia Member · Peer'));
    // anyone else by name and e-mail, with a role
    await page.getByRole('radio', { name: 'Someone else' }).check();
    await page.getByRole('textbox', { name: 'Name' }).fill('Dora Dahl');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(outsider);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Customer', exact: true }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectVisible(crew.getByText('Dora Dahl · Customer'));
    await noSeriousViolations(page, 'crew');
    await saveAndContinue(page);

    await stepHeading(page, 'Schedule routines');
    await page.getByRole('checkbox').first().check();
    await noSeriousViolations(page, 'routines');
    await saveAndContinue(page);

    await stepHeading(page, 'Start');
    await expectVisible(page.getByText('Mia Member (Peer), Dora Dahl (Customer)'));
    await noSeriousViolations(page, 'start');
    await page.getByRole('button', { name: 'Start sprint' }).click();
    await expectPath(page, '/sprint/dashboard');

    // both crew members' welcomes are in the demo mailbox; a demo account's shows its guest link
    const admin = await apiLogin(baseURL, demo.admin);
    const box = await apiGet<MailboxResponse>(baseURL, '/api/user/mailbox', admin);
    const welcomes = box.body.items.filter((m) => /invited you to their sprint crew/.test(m.subject));
    expect(
      welcomes.find((m) => m.to === outsider),
      `welcome to ${outsider}`,
    ).toBeDefined();
    const mia = welcomes.find((m) => m.to === demo.member && m.text?.includes('/development?token='));
    expect(mia, 'welcome to Mia with a link').toBeDefined();
  });
});
