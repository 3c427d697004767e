import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { MailboxItem } from '../src/shared/contracts/mailbox';
import { apiGet, apiLogin, userState } from './support/api';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import {
  answerPage,
  answerWholeSurveyAndSubmit,
  checkedCount,
  next,
  pageTitle,
  questions,
  survey,
} from './support/gla';
import { expectHidden, expectPath, expectVisible, signIn, tokenCookie } from './support/pages';

async function seriousViolations(page: Page, include: string) {
  const results = await new AxeBuilder({ page }).include(include).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`);
}

describe('Growth Leader Assessment', () => {
  test('a person takes the whole GLA with skips and a save-and-exit, resumes, submits, answers the research questions and sees the profile', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/auth/login');
    const landed = await signIn(page, demo.user);
    if (landed === '/auth/policy-consent') {
      await page.getByRole('button', { name: 'I agree', exact: true }).click();
      await expectPath(page, '/dashboard/main-dashboard', 20_000);
    }
    const card = page.getByRole('region', { name: 'Growth Leader Assessment' });
    await card.getByRole('button', { name: 'Start the assessment' }).click();
    const info = page.getByRole('dialog', { name: 'Growth Leader Assessment' });
    await expectVisible(info.getByText(/nine capabilities/));
    await info.getByRole('button', { name: 'Start', exact: true }).click();

    // Style page 1: Previous is disabled, two questions left blank
    await pageTitle(page, 'Style: page 1 of 5');
    expect(await survey(page).getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await survey(page).getByRole('button', { name: 'Submit' }).count()).toBe(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await answerPage(page, 1, [3, 7]);
    await next(page);
    const skipDialog = page.getByRole('dialog', { name: 'Some questions are unanswered' });
    await expectVisible(skipDialog.getByText(/You have answered 8 out of 10 questions on this page/));
    // Return stays and the unanswered questions blink
    await skipDialog.getByRole('button', { name: 'Return' }).click();
    await expectHidden(skipDialog);
    expect(await questions(page).and(page.locator('[data-blinking="true"]')).count()).toBe(2);
    await pageTitle(page, 'Style: page 1 of 5');
    await next(page);
    await page
      .getByRole('dialog', { name: 'Some questions are unanswered' })
      .getByRole('button', { name: 'Skip' })
      .click();

    // Style page 2: answer all, then Save and exit; progress counts the 8 answers, not the page (8 / 45, in whole percent)
    await pageTitle(page, 'Style: page 2 of 5');
    await expectVisible(survey(page).getByText('Style: 18%', { exact: true }));
    await expectVisible(survey(page).getByText('Not answered yet').first());
    await answerPage(page, 2);
    await survey(page).getByRole('button', { name: 'Save and exit' }).click();
    await expectHidden(survey(page));
    const token = (await tokenCookie(context))!;
    const state = await userState(baseURL, token);
    expect(state.glaV2.assessmentId).toBeGreaterThan(0);
    expect(state.styleSurveyCompleted).toBe(false);

    // Resume from the Leader Profile page, on page 2 with its answers
    await page.goto('/explore/growth-leader-assessment-v2');
    // the page shows how far the survey is, as the dashboard card does (18 of 45 answered)
    await expectVisible(page.getByTestId('gla-progress').getByText(/^Style, page \d of 5: 40% done$/));
    await page.getByRole('button', { name: 'Resume' }).click();
    await pageTitle(page, 'Style: page 2 of 5');
    await expect.poll(() => checkedCount(survey(page))).toBe(10);
    // Previous shows page 1 with its 8 answers
    await survey(page).getByRole('button', { name: 'Previous' }).click();
    await pageTitle(page, 'Style: page 1 of 5');
    await expect.poll(() => checkedCount(survey(page))).toBe(8);
    await next(page);
    await page
      .getByRole('dialog', { name: 'Some questions are unanswered' })
      .getByRole('button', { name: 'Skip' })
      .click();
    await pageTitle(page, 'Style: page 2 of 5');
    await next(page);

    for (let p = 3; p <= 5; p++) {
      await pageTitle(page, `Style: page ${p} of 5`);
      await answerPage(page, p);
      await next(page);
    }
    for (let p = 1; p <= 5; p++) {
      await pageTitle(page, `Strategy: page ${p} of 5`);
      if (p === 1) {
        expect(await survey(page).getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
        // Style stays at its answered share (43 of 45), not 100%, once Strategy begins
        await expectVisible(survey(page).getByText('Style: 96%', { exact: true }));
      }
      await answerPage(page, p + 5);
      if (p < 5) await next(page);
    }
    await survey(page).getByRole('button', { name: 'Submit', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Submit your assessment?' });
    await confirm.getByRole('button', { name: 'Submit', exact: true }).click();

    // the profile is ready; the research questions are offered on the way, optional
    const ready = page.getByRole('dialog', { name: 'Your Leader Profile is ready' });
    await expectVisible(ready);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await ready.getByRole('button', { name: 'Answer research questions' }).click();
    const research = page.getByRole('dialog', { name: 'Research Questions' });
    await expectVisible(research);
    await research.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'France', exact: true }).click();
    await research.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Other', exact: true }).click();
    await research.getByRole('textbox', { name: 'Your gender' }).fill('non-binary');
    await research.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectVisible(page.getByText('Research questions saved successfully'));
    const descriptors = await apiGet<{ country: string; genderOther: string }>(
      baseURL,
      '/api/user-descriptors/api/v1/demographics/me',
      token,
    );
    expect(descriptors.body).toMatchObject({ country: 'FR', genderOther: 'non-binary' });

    // the profile (not the dashboard), with top and bottom three
    await expectPath(page, '/explore/growth-leader-assessment-v2');
    await expectVisible(page.getByTestId('top-three'));
    expect(await page.getByTestId('top-three').locator('li').count()).toBe(3);
    expect(await page.getByTestId('bottom-three').locator('li').count()).toBe(3);
    expect(await page.getByTestId('top-mark').count()).toBe(3);
    expect(await page.getByTestId('bottom-mark').count()).toBe(3);
    expect(await page.locator('article[data-capability]').count()).toBe(9);
    await expectVisible(page.getByRole('button', { name: 'Download PDF' }));
    const after = await userState(baseURL, token);
    expect(after.strategySurveyCompleted).toBe(true);
    // 90 statements, one by one, on a shared machine: more than the default minute
  }, 120_000);

  test('a job candidate invited from the console takes the GLA through the e-mailed link; the organisation sees the result', async ({
    page,
    newContext,
    baseURL,
  }) => {
    const email = `e2e-nominee-${Date.now()}@example.test`;
    await signIn(page, demo.admin);
    await page.goto('/console/nominees');
    await page.getByRole('textbox', { name: 'Name' }).fill('Eve Nominee');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expectVisible(page.getByText(`An invitation was sent to ${email}.`));
    await expectVisible(page.getByRole('row', { name: new RegExp(`Eve Nominee.*${email}.*Invited`) }));

    const adminToken = await apiLogin(baseURL, demo.admin);
    const mailbox = await apiGet<{ items: MailboxItem[] }>(baseURL, '/api/user/mailbox', adminToken);
    const mail = mailbox.body.items.find((m) => m.to === email)!;
    const link = new URL(/https?:\/\/\S+/.exec(mail.text ?? '')![0]);
    expect(link.pathname).toBe('/survey/nominee');

    const guest = await (await newContext()).newPage();
    await guest.goto(link.pathname + link.search);
    await expectVisible(guest.getByText(/Hello Eve Nominee, Demo Co invites you/));
    await guest.getByRole('button', { name: 'Start the assessment' }).click();
    await answerWholeSurveyAndSubmit(guest);
    await guest
      .getByRole('dialog', { name: 'Research Questions' })
      .getByRole('button', { name: 'Skip' })
      .click();
    await expectVisible(guest.getByText('Thank you: your assessment is complete.').first());

    await page.reload();
    const row = page.getByRole('row', { name: /Eve Nominee.*Completed/ });
    await expectVisible(row);
    await row.getByRole('link', { name: 'Open the profile of Eve Nominee' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Leader Profile of Eve Nominee' }));
    expect(await page.getByTestId('top-three').locator('li').count()).toBe(3);
  });

  test('wipe-out: the person asks from the Leader Profile, opens the e-mailed link, and the data is gone (after the first journey)', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, demo.user);
    await page.goto('/explore/growth-leader-assessment-v2');
    await page.getByRole('button', { name: 'Delete my assessment data' }).click();
    await page
      .getByRole('dialog', { name: 'Delete your assessment data?' })
      .getByRole('button', { name: 'Send the link' })
      .click();
    await expectVisible(page.getByText(`We sent the link to ${demo.user}.`));

    const adminToken = await apiLogin(baseURL, demo.admin);
    const mailbox = await apiGet<{ items: MailboxItem[] }>(baseURL, '/api/user/mailbox', adminToken);
    const mail = mailbox.body.items.find((m) => m.to === demo.user && /confirm deleting/.test(m.subject))!;
    const link = new URL(/https?:\/\/\S+/.exec(mail.text ?? '')![0]);
    expect(link.pathname).toMatch(/^\/wipeout\//);

    await page.goto(link.pathname);
    await expectVisible(page.getByText('Wipeout data Successfully'));
    await expectVisible(page.getByText('Your assessment data has been deleted.'));
    const state = await userState(baseURL, (await tokenCookie(context))!);
    expect(state.glaV2.assessmentId).toBe(0);
    await page.getByRole('button', { name: 'New GLA' }).click();
    await expectPath(page, '/explore/growth-leader-assessment-v2');
    await expectVisible(page.getByRole('button', { name: 'Start the assessment' }));

    // the link works once
    await page.goto(link.pathname);
    await expectVisible(page.getByText('This link is invalid or has expired.'));
  });
});
