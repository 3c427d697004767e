import { apiGet, apiLogin, apiSend, userState } from './support/api';
import { seriousViolations } from './support/axe';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectVisible, signIn } from './support/pages';
import { FRESH_PASSWORD, freshPerson } from './support/person';

/** A colleague who joins the Platform Team in the first journey (the second one reads the team's GLA report). */
const email = `impact-${Date.now()}@demo.test`;
let teamId = 0;

/** Finishes the person's GLA through the survey's own calls (every statement answered). */
async function finishGla(baseURL: string, token: string) {
  const start = await apiGet<{ assessmentId: number }>(
    baseURL,
    '/api/assessment/assessment-group/gla-v2-start?languageCode=en',
    token,
  );
  const assessmentId = start.body.assessmentId;
  for (const [profile, prefix] of [
    ['STYLE', 'Style'],
    ['STRATEGY', 'Strategy'],
  ] as const) {
    for (let page = 1; page <= 5; page++) {
      const q = await apiGet<{ questions: { questionCode: string }[] }>(
        baseURL,
        `/api/assessment/question/glav2?assessmentId=${assessmentId}&type=GLAV2&profile=${profile}&page=${page}&limit=10`,
        token,
      );
      const saved = await apiSend(baseURL, 'POST', '/api/assessment/answer', token, {
        assessmentId,
        userAnswers: q.body.questions.map((x, i) => ({
          questionCode: x.questionCode,
          value: ((i + page) % 5) + 1,
        })),
        // the page to resume on after this save: the next one (the last Strategy page stays)
        lastPos: page < 5 ? `${prefix}-${page + 1}` : profile === 'STYLE' ? 'Strategy-1' : 'Strategy-5',
      });
      expect(saved.status).toBe(200);
    }
  }
  const done = await apiGet(
    baseURL,
    `/api/assessment/assessment-group/gla-v2-finish?assessmentId=${assessmentId}`,
    token,
  );
  expect(done.status).toBe(200);
}

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

  test('the manager reads the team GLA report: with only two colleagues he cannot see, the totals stay hidden', async ({
    page,
    baseURL,
  }) => {
    // with the new colleague's GLA two people besides the manager have finished it, neither shared with him:
    // totals over two hidden people who answer alike somewhere would give their answers away (decision 0073), so
    // the report explains why it shows no numbers instead of a chart
    await finishGla(baseURL, await apiLogin(baseURL, email, FRESH_PASSWORD));
    await page.goto('/auth/login');
    await signIn(page, demo.manager);
    await page.goto(`/teams/v2/${teamId}/team-gla-report`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Team GLA report' }));
    await expectVisible(
      page.getByText(/^Team insights appear once enough people whose results you cannot see/),
    );
    expect(await page.getByTestId('team-gla-chart').count()).toBe(0);
    const a11y = await seriousViolations(page);
    expect(a11y.lines).toEqual([]);
  });
});
