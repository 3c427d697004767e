import type { MailboxResponse } from '../src/shared/contracts/mailbox';
import { apiGet, apiLogin, apiSend } from './support/api';
import { seriousViolations } from './support/axe';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectVisible, signIn } from './support/pages';

/** the survey link mailed to an address (newest first in the demo mailbox) */
async function surveyLink(baseURL: string, to: string): Promise<string> {
  const admin = await apiLogin(baseURL, demo.admin);
  const box = await apiGet<MailboxResponse>(baseURL, '/api/user/mailbox', admin);
  const mail = box.body.items.find((m) => m.to === to && /team-alignment\/survey/.test(m.text ?? ''));
  const link = new URL(/https?:\/\/\S+team-alignment\/survey\?token=\S+/.exec(mail?.text ?? '')![0]);
  return `${link.pathname}${link.search}`;
}

describe('Team alignment survey', () => {
  test('a participant answers from the mailbox link: a skip confirmation, Save & Exit, resume, research, submit', async ({
    page,
    baseURL,
  }) => {
    const link = await surveyLink(baseURL, demo.user);
    await page.goto(link);
    await expectVisible(page.getByRole('heading', { name: 'Team Alignment Survey' }));
    await expectVisible(page.getByText('Team: Platform Team'));
    await expectVisible(page.getByText(`Recipient: ${demo.user}`));
    await page.getByRole('button', { name: 'Start' }).click();

    // page 1: five of eight answered, then Next asks first
    const agree = page.getByRole('radio', { name: 'Agree', exact: true });
    await expect.poll(() => agree.count()).toBe(8);
    for (let i = 0; i < 5; i++) await agree.nth(i).click();
    await expectVisible(page.getByText('11.11% Done, 40 questions more to go'));
    expect((await seriousViolations(page)).lines).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectVisible(
      page.getByText('You have answered 5 out of 8 questions on this page.', { exact: false }),
    );
    await page.getByRole('button', { name: 'Skip' }).click();

    // page 2: answer it all, then Save & Exit
    await expectVisible(page.getByText(/^9\. /));
    for (let i = 0; i < 8; i++) await agree.nth(i).click();
    await page.getByRole('button', { name: 'Save & Exit' }).click();
    await expectVisible(page.getByText('Your answers are saved.', { exact: false }));

    // the same link resumes at page 2 with the answers kept
    await page.goto(link);
    await page.getByRole('button', { name: 'Continue where I stopped' }).click();
    await expectVisible(page.getByText(/^9\. /));
    await expect
      .poll(() => page.getByRole('radio', { name: 'Agree', exact: true, checked: true }).count())
      .toBe(8);
    for (let p = 2; p <= 6; p++) {
      await expectVisible(page.getByText(new RegExp(`^${(p - 1) * 8 + 1}\\. `)));
      const n = p === 6 ? 5 : 8;
      await expect.poll(() => agree.count()).toBe(n);
      for (let i = 0; i < n; i++) await agree.nth(i).click();
      await page.getByRole('button', { name: 'Next' }).click();
    }

    // the research page: its own title, no progress bar, exit reads Skip
    await expectVisible(page.getByRole('heading', { name: 'Research Questions' }));
    expect(await page.getByRole('progressbar', { name: 'Survey progress' }).count()).toBe(0);
    await expectVisible(page.getByRole('button', { name: 'Skip' }));
    await page.getByRole('combobox', { name: 'Age range' }).click();
    await page.getByRole('option', { name: '30–39' }).click();
    expect((await seriousViolations(page)).lines).toEqual([]);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectVisible(page.getByText('Thank you! Your answers are submitted.', { exact: false }));
  }, 180_000);

  test('the manager reads the report in two chart styles and the trend', async ({
    page,
    context,
    baseURL,
  }) => {
    const token = await apiLogin(baseURL, demo.manager);
    const teams = await apiGet<{ data: { id: number; name: string }[] }>(
      baseURL,
      '/api/team/teams-member/team-details',
      token,
    );
    const platform = teams.body.data.find((t) => t.name === 'Platform Team')!;
    await page.goto(
      `/auth/login?redirectUrl=${encodeURIComponent(`/teams/v2/${platform.id}/team-alignment`)}`,
    );
    await signIn(page, demo.manager);
    await expectVisible(page.getByRole('heading', { name: 'Team alignment', level: 1 }));
    await expectVisible(page.getByRole('img', { name: 'Subscale scores of the team, out of 6' }));
    await page.getByRole('button', { name: 'Flower with leaves' }).click();
    await expectVisible(page.getByRole('img', { name: 'Subscale scores of the team, out of 6' }));
    await expectVisible(page.getByRole('heading', { name: 'Equipped' }).locator('..').getByText('Lowest'));
    await expectVisible(page.getByRole('img', { name: 'Subscale scores over time' }));
    // the survey in progress: who has answered, never what
    await expectVisible(page.getByRole('table', { name: 'Participants' }));
    // the report as a PDF: a download link of the version shown, in the reader's language
    const pdf = page.getByRole('link', { name: 'Download PDF' });
    await expectVisible(pdf);
    expect(await pdf.getAttribute('href')).toBe(
      `/api/alignment/teams/alignment-report.pdf/${platform.id}?languageCode=en`,
    );
    expect((await seriousViolations(page)).lines).toEqual([]);

    // the new deadline offered is one the server takes: Extend works as it comes
    await expectVisible(page.getByRole('textbox', { name: 'New deadline' }));
    await page.getByRole('button', { name: 'Extend deadline' }).click();
    await expectVisible(page.getByText('The deadline is moved.'));

    // a team member is told what they can do here, not shown an error with a Retry that cannot help
    await context.clearCookies();
    await page.goto(
      `/auth/login?redirectUrl=${encodeURIComponent(`/teams/v2/${platform.id}/team-alignment`)}`,
    );
    await signIn(page, demo.member);
    await expectVisible(page.getByRole('heading', { name: "Your team's manager runs this survey" }));
    await expectVisible(page.getByRole('link', { name: 'Back to the team' }));
    expect(await page.getByRole('button', { name: /retry|try again/i }).count()).toBe(0);
  });

  test("the express setup from an admin with no team: 9 people added, the tenth refused, sent to the admin's own link", async ({
    page,
    baseURL,
  }) => {
    const token = await apiLogin(baseURL, demo.admin);
    const before = await apiGet<{ data: { next: string } }>(baseURL, '/api/alignment/express/opening', token);
    expect(before.body.data.next).toBe('createTeam');
    await signIn(page, demo.admin);
    await page.getByRole('link', { name: 'Set up the survey' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Team Alignment Survey', level: 1 }));
    await expectVisible(page.getByText("Team: Ada Admin Team's"));
    const table = page.getByRole('region', { name: 'People who take the survey' });
    await expectVisible(table.getByRole('cell', { name: 'Myself' }));
    const add = table.getByRole('button', { name: 'Add', exact: true });
    for (let i = 1; i <= 9; i++) {
      await table.getByRole('textbox', { name: 'Name' }).fill(`Express Person ${i}`);
      await table.getByRole('textbox', { name: 'E-mail' }).fill(`express${i}@journey.test`);
      await table.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option').first().click();
      await add.click();
      await expectVisible(table.getByRole('cell', { name: `express${i}@journey.test` }));
      await expect.poll(() => table.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('');
    }
    // the tenth: Add stays disabled and says why; the server refuses it too
    await table.getByRole('textbox', { name: 'Name' }).fill('Tenth Person');
    await table.getByRole('textbox', { name: 'E-mail' }).fill('express10@journey.test');
    expect(await add.isDisabled()).toBe(true);
    await add.locator('..').hover();
    await expectVisible(page.getByRole('tooltip', { name: 'Can only add up to 9 team members' }));
    const opening = await apiGet<{ data: { teamId: number } }>(
      baseURL,
      '/api/alignment/express/opening',
      token,
    );
    const tenth = await apiSend(baseURL, 'POST', '/api/alignment/express/members', token, {
      teamId: opening.body.data.teamId,
      fullName: 'Tenth Person',
      email: 'express10@journey.test',
      teamRoleId: 1,
    });
    expect(tenth.status).toBe(409);
    expect((await seriousViolations(page)).lines).toEqual([]);

    await page.getByRole('button', { name: 'Send & Start Survey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Survey' });
    await expectVisible(
      dialog.getByText(
        "Once you send and start the survey, you won't have the ability to add additional participants.",
      ),
    );
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expectVisible(page.getByText(`Recipient: ${demo.admin}`));
  }, 180_000);
});
