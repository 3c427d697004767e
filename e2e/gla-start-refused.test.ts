import type { QuestionPage } from '../src/shared/contracts/assessment';
import { apiGet, apiLogin, apiSend, userState } from './support/api';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectHidden, expectPath, expectVisible, signIn, tokenCookie } from './support/pages';

const API = '/api/assessment';
const FINISHED_MESSAGE =
  'You have already finished the Growth Leader Assessment; your Leader Profile is ready.';

/** The person takes the whole GLA on another device (straight through the API, as that device's app would). */
async function takeGlaElsewhere(baseURL: string, token: string): Promise<number> {
  const start = await apiGet<{ assessmentId: number }>(
    baseURL,
    `${API}/assessment-group/gla-v2-start?languageCode=en`,
    token,
  );
  expect(start.status).toBe(200);
  const id = start.body.assessmentId;
  const steps = [
    ...[1, 2, 3, 4, 5].map((p) => ['STYLE', p, p < 5 ? `Style-${p + 1}` : 'Strategy-1'] as const),
    ...[1, 2, 3, 4, 5].map((p) => ['STRATEGY', p, `Strategy-${Math.min(p + 1, 5)}`] as const),
  ];
  for (const [profile, page, lastPos] of steps) {
    const q = await apiGet<QuestionPage>(
      baseURL,
      `${API}/question/glav2?assessmentId=${id}&type=GLAV2&profile=${profile}&page=${page}&limit=10`,
      token,
    );
    expect(q.status).toBe(200);
    const userAnswers = q.body.questions.map((x, i) => ({
      questionCode: x.questionCode,
      value: (i % 5) + 1,
    }));
    const saved = await apiSend(baseURL, 'POST', `${API}/answer`, token, {
      assessmentId: id,
      userAnswers,
      lastPos,
    });
    expect(saved.status).toBe(200);
  }
  expect(
    (await apiGet(baseURL, `${API}/assessment-group/gla-v2-finish?assessmentId=${id}`, token)).status,
  ).toBe(200);
  return id;
}

describe('GLA start on a stale page', () => {
  test('a start after the GLA was finished elsewhere never replaces it: a toast says so and goes away after about 5 seconds', async ({
    page,
    context,
    baseURL,
  }) => {
    // Free Co's plan allows one GLA per person; Fay has not started, so the page offers to start
    await signIn(page, demo.free);
    await page.goto('/explore/growth-leader-assessment-v2');
    await expectPath(page, '/explore/growth-leader-assessment-v2');
    const startButton = page.getByRole('button', { name: 'Start the assessment' });
    await expectVisible(startButton);

    // meanwhile she takes her one GLA on another device; this page has not reloaded
    const id = await takeGlaElsewhere(baseURL, await apiLogin(baseURL, demo.free));

    await startButton.click();
    const info = page.getByRole('dialog', { name: 'Growth Leader Assessment' });
    await info.getByRole('button', { name: 'Start', exact: true }).click();
    // the server answers the finished assessment instead of starting a new one (decision 0025)
    const toast = page.getByRole('alert').filter({ hasText: FINISHED_MESSAGE });
    await expectVisible(toast);
    await expectHidden(info);
    // the toast closes by itself (after 5 seconds)
    await expectHidden(toast, 10_000);

    // nothing was started: her one finished assessment is still the latest
    const state = await userState(baseURL, (await tokenCookie(context))!);
    expect(state.glaV2.assessmentId).toBe(id);
    expect(state.strategySurveyCompleted).toBe(true);
  });
});
