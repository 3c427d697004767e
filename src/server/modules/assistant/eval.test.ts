import { afterAll, beforeAll, expect, it } from 'vitest';
import { evaluate, PASS_MARK, report } from '../../../../test/assistant-eval/evaluate';
import { EVAL_QUESTIONS } from '../../../../test/assistant-eval/questions';
import { createManualClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const clock = createManualClock();
beforeAll(async () => {
  t = await createTestApp({ config: { clock } });
});
afterAll(() => t.close());

it('the offline coach passes at least 90% of the evaluation set (npm run eval:assistant prints the report)', async () => {
  expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(30);
  expect(new Set(EVAL_QUESTIONS.map((q) => q.language)).size).toBeGreaterThanOrEqual(6);
  const { results, score } = await evaluate(t.app, await t.login('member@demo.test'), clock);
  const text = report(t.app.stride.assistant.engine, results, score);
  if (score < PASS_MARK) console.log(text);
  expect(score).toBeGreaterThanOrEqual(PASS_MARK);
}, 120_000);
