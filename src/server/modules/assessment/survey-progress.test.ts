import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { client, pageAnswers } from './test-helpers';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
});
afterAll(() => t.close());

const DESCRIPTORS = '/api/user-descriptors/api/v1/demographics/me';

describe('survey progress', () => {
  it('counts answered statements of each survey: skipped Style items stay uncounted once Strategy begins', async () => {
    const token = await t.createPerson({ email: 'progress@demo.test', roles: ['USER'], consented: true });
    const id = (await c.start(token)).json().assessmentId as number;
    // Style: page 1 fully answered, pages 2-5 skipped but for one item each: 14 answered, 31 skipped
    const steps = [
      [1, 'Style-2', 10],
      [2, 'Style-3', 1],
      [3, 'Style-4', 1],
      [4, 'Style-5', 1],
      [5, 'Strategy-1', 1],
    ] as const;
    for (const [page, lastPos, answered] of steps) {
      const answers = pageAnswers('STYLE', page, 4).map((a, i) => ({ ...a, value: i < answered ? 4 : 0 }));
      const res = await c.answer(token, { assessmentId: id, userAnswers: answers, lastPos });
      expect(res.statusCode).toBe(200);
    }
    const strategy = (await c.page(token, id, 'STRATEGY', 1)).json();
    expect(strategy.answeredByProfile).toEqual({ STYLE: 14, STRATEGY: 0 });
    expect(strategy.attemptedQuestions).toBe(0);

    await c.answer(token, {
      assessmentId: id,
      userAnswers: pageAnswers('STRATEGY', 1, (code) => (code.endsWith('1') ? 0 : 3)),
      lastPos: 'Strategy-2',
    });
    const after = (await c.page(token, id, 'STRATEGY', 2)).json();
    expect(after.answeredByProfile).toEqual({ STYLE: 14, STRATEGY: 9 });
    expect(after.attemptedQuestions).toBe(9);
  });
});

describe('research questions later', () => {
  it('reads the saved answers back and updates them, clearing what the person leaves out', async () => {
    const token = await t.createPerson({ email: 'research@demo.test', roles: ['USER'], consented: true });
    expect((await c.get(DESCRIPTORS, token)).json()).toMatchObject({ country: null, updatedAt: null });

    const first = await c.post(DESCRIPTORS, token, { country: 'FR', ageRange: '30-39' });
    expect(first.statusCode).toBe(200);
    const firstAt = first.json().updatedAt as string;

    const update = await c.post(DESCRIPTORS, token, {
      country: 'DE',
      gender: 'OTHER',
      genderOther: 'non-binary',
    });
    expect(update.statusCode).toBe(200);
    const read = (await c.get(DESCRIPTORS, token)).json();
    expect(read).toMatchObject({ country: 'DE', gender: 'OTHER', genderOther: 'non-binary', ageRange: null });
    expect(new Date(read.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(firstAt).getTime());

    // a bad value changes nothing
    const bad = await c.post(DESCRIPTORS, token, { country: 'DE', ageRange: 'very old' });
    expect(bad.statusCode).toBe(400);
    expect((await c.get(DESCRIPTORS, token)).json()).toMatchObject({ country: 'DE', ageRange: null });
  });
});
