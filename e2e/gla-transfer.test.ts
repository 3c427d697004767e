import type { Page } from 'playwright-core';
import { apiGet, apiLogin, userState } from './support/api';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { answerWholeSurveyAndSubmit } from './support/gla';
import { expectPath, expectVisible, signIn, submitLogin, tokenCookie } from './support/pages';

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a mail in the console's demo mailbox and answers the link it carries (path and query). */
async function linkFromMailbox(page: Page, subject: RegExp, to: string, link: RegExp): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Mailbox' })
    .click();
  await expectPath(page, '/console/mailbox');
  const mail = page.getByRole('button', { name: new RegExp(`${subject.source}.*To: ${literal(to)}`) });
  await mail.first().click();
  const anchor = page.getByRole('link', { name: link }).first();
  await expectVisible(anchor);
  const href = new URL((await anchor.getAttribute('href'))!);
  return href.pathname + href.search;
}

interface NomineeRow {
  email: string;
  status: string;
  assessmentId: number | null;
}

describe('job candidate becomes a user', () => {
  test("a candidate takes the GLA from the e-mailed link, is later invited as a user, accepts the transfer, and the Leader Profile shows the candidate's result", async ({
    page,
    newContext,
    baseURL,
  }) => {
    const email = `e2e-transfer-${Date.now()}@example.test`;

    // the organisation invites a job candidate
    await signIn(page, demo.admin);
    await page.goto('/console/nominees');
    await page.getByRole('textbox', { name: 'Name' }).fill('Tess Transfer');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expectVisible(page.getByText(`An invitation was sent to ${email}.`));
    const surveyLink = await linkFromMailbox(
      page,
      /Demo Co invites you to take the Growth Leader Assessment/,
      email,
      /\/survey\/nominee\?token=/,
    );

    // the candidate takes the whole GLA as a guest
    const candidate = await (await newContext()).newPage();
    await candidate.goto(surveyLink);
    await expectVisible(candidate.getByText(/Hello Tess Transfer, Demo Co invites you/));
    await candidate.getByRole('button', { name: 'Start the assessment' }).click();
    await answerWholeSurveyAndSubmit(candidate);
    await candidate
      .getByRole('dialog', { name: 'Research Questions' })
      .getByRole('button', { name: 'Skip' })
      .click();
    await expectVisible(candidate.getByText('Thank you: your assessment is complete.').first());

    // the organisation reads the candidate's top three
    await page.goto('/console/nominees');
    const row = page.getByRole('row', { name: new RegExp(`Tess Transfer.*${literal(email)}.*Completed`) });
    await row.getByRole('link', { name: 'Open the profile of Tess Transfer' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Leader Profile of Tess Transfer' }));
    await expectVisible(page.getByTestId('top-three'));
    const candidateTop = await page.getByTestId('top-three').locator('li').allTextContents();
    expect(candidateTop).toHaveLength(3);

    // later the organisation invites the same address as a user
    await page.goto('/console/users');
    await page.getByRole('button', { name: 'Invite users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite users' });
    await dialog.getByLabel('E-mail addresses').fill(`Tess Transfer, ${email}`);
    await expectVisible(dialog.getByRole('cell', { name: 'Ready' }));
    await dialog.getByRole('button', { name: 'Send 1 invitation' }).click();
    await expectVisible(page.getByText('1 invitation sent.'));
    const passwordLink = await linkFromMailbox(
      page,
      /Welcome to Stride: set your password/,
      email,
      /\/guest\/set-password\?token=g_/,
    );

    // the person sets a password, signs in, agrees to the policy and is asked to transfer the assessment
    const personContext = await newContext();
    const person = await personContext.newPage();
    await person.goto(passwordLink);
    await person.getByLabel(/^New password( \*)?$/).fill('transfer-password');
    await person.getByLabel(/^Confirm password( \*)?$/).fill('transfer-password');
    await person.getByRole('button', { name: 'Set password', exact: true }).click();
    await expectPath(person, '/auth/login');
    await submitLogin(person, email, 'transfer-password');
    await expectPath(person, '/auth/policy-consent', 20_000);
    await person.getByRole('button', { name: 'I agree', exact: true }).click();
    await expectPath(person, '/dashboard/main-dashboard', 20_000);

    const ask = person.getByRole('dialog', { name: 'Transfer your assessment?' });
    await expectVisible(
      ask.getByText(`You took the Growth Leader Assessment as a job candidate with ${email}.`, {
        exact: false,
      }),
    );
    await ask.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expectVisible(person.getByText('Successfully transfer Growth Leader Assessment'));
    await expect.poll(() => ask.count()).toBe(0);

    // the Leader Profile is the candidate's result
    const token = (await tokenCookie(personContext))!;
    const state = await userState(baseURL, token);
    expect(state.strategySurveyCompleted).toBe(true);
    expect(state.jobCandidateConversion).toEqual([]);
    await person.goto('/explore/growth-leader-assessment-v2');
    await expectVisible(person.getByTestId('top-three'));
    expect(await person.getByTestId('top-three').locator('li').allTextContents()).toEqual(candidateTop);
    expect(await person.locator('article[data-capability]').count()).toBe(9);

    // the organisation sees the candidate as transferred, with the same assessment
    const nominees = await apiGet<{ items: NomineeRow[] }>(
      baseURL,
      '/api/assessment/job-assessment/nominees',
      await apiLogin(baseURL, demo.admin),
    );
    const mine = nominees.body.items?.find((n) => n.email === email);
    expect(mine).toMatchObject({ status: 'TRANSFERRED', assessmentId: state.glaV2.assessmentId });
  });
});
