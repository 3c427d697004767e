import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { API, answerAll, client, pageAnswers } from './test-helpers';

let t: TestApp;
let c: ReturnType<typeof client>;
let token: string;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  token = await t.createPerson({ email: 'careful@demo.test', roles: ['USER'], consented: true });
  id = (await c.start(token)).json().assessmentId;
  await c.answer(token, { assessmentId: id, userAnswers: pageAnswers('STYLE', 1, 4), lastPos: 'Style-2' });
});
afterAll(() => t.close());

/** Everything a person could see of the assessment: position and every Style answer. */
async function snapshot(tok = token, assessmentId = id) {
  const pos = (await c.lastPos(tok, assessmentId)).json();
  const pages = [];
  for (let p = 1; p <= 5; p++) pages.push((await c.page(tok, assessmentId, 'STYLE', p)).json().questions);
  return { pos, pages };
}

async function refused(
  res: { statusCode: number; json(): { message: string; code?: string } },
  status: number,
  message: RegExp,
) {
  expect(res.statusCode).toBe(status);
  expect(res.json().message).toMatch(message);
}

describe('bad answers are refused and change nothing', () => {
  it('an unknown question code', async () => {
    const before = await snapshot();
    const res = await c.answer(token, {
      assessmentId: id,
      userAnswers: [...pageAnswers('STYLE', 2, 3).slice(0, 9), { questionCode: 'ZZ99', value: 3 }],
      lastPos: 'Style-3',
    });
    await refused(res, 400, /Unknown question code 'ZZ99'/);
    expect(await snapshot()).toEqual(before);
  });

  it('a value outside 0-5', async () => {
    const before = await snapshot();
    for (const value of [6, -1, 2.5]) {
      const res = await c.answer(token, {
        assessmentId: id,
        userAnswers: [{ questionCode: pageAnswers('STYLE', 2, 3)[0].questionCode, value }],
        lastPos: 'Style-3',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/userAnswers\.0\.value/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a question of another page', async () => {
    const before = await snapshot();
    const res = await c.answer(token, {
      assessmentId: id,
      userAnswers: pageAnswers('STYLE', 4, 3),
      lastPos: 'Style-3',
    });
    await refused(res, 409, /not on the current page Style-2/);
    expect(await snapshot()).toEqual(before);
  });

  it('a lastPos that is not a page, or not next to the current one', async () => {
    const before = await snapshot();
    for (const lastPos of ['Style-6', 'Style-0', 'Page-2', 'strategy-1', '']) {
      const res = await c.answer(token, { assessmentId: id, userAnswers: [], lastPos });
      expect(res.statusCode).toBe(400);
    }
    await refused(
      await c.answer(token, { assessmentId: id, userAnswers: [], lastPos: 'Style-4' }),
      409,
      /not next to/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('a Strategy answer or page before Style is finished', async () => {
    const before = await snapshot();
    await refused(
      await c.answer(token, {
        assessmentId: id,
        userAnswers: pageAnswers('STRATEGY', 1, 3),
        lastPos: 'Style-2',
      }),
      409,
      /Style survey must be finished/,
    );
    await refused(
      await c.answer(token, { assessmentId: id, userAnswers: [], lastPos: 'Strategy-1' }),
      409,
      /starts at Strategy-1, after the last Style page/,
    );
    await refused(await c.page(token, id, 'STRATEGY', 1), 409, /Style survey must be finished/);
    await refused(await c.finish(token, id), 409, /Style survey must be finished/);
    expect(await snapshot()).toEqual(before);
  });

  it('a question page out of range, or another page size', async () => {
    await refused(await c.page(token, id, 'STYLE', 6), 400, /page must be between 1 and 5/);
    const res = await c.get(
      `${API}/question/glav2?assessmentId=${id}&type=GLAV2&profile=STYLE&page=1&limit=20`,
      token,
    );
    await refused(res, 400, /limit must be 10/);
  });

  it('more than a page of answers, or the same question twice', async () => {
    const before = await snapshot();
    const eleven = [...pageAnswers('STYLE', 2, 3), { questionCode: 'ST01', value: 1 }];
    await refused(
      await c.answer(token, { assessmentId: id, userAnswers: eleven, lastPos: 'Style-3' }),
      400,
      /at most 10/,
    );
    const twice = [...pageAnswers('STYLE', 2, 3).slice(0, 2), pageAnswers('STYLE', 2, 1)[0]];
    await refused(
      await c.answer(token, { assessmentId: id, userAnswers: twice, lastPos: 'Style-3' }),
      400,
      /answered twice/,
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe("someone else's assessment is not found", () => {
  it('for a person of the same organisation', async () => {
    const other = await t.createPerson({ email: 'nosy@demo.test', roles: ['USER'], consented: true });
    const before = await snapshot();
    await refused(await c.lastPos(other, id), 404, /assessment was not found/);
    await refused(await c.page(other, id, 'STYLE', 1), 404, /not found/);
    await refused(
      await c.answer(other, {
        assessmentId: id,
        userAnswers: pageAnswers('STYLE', 2, 1),
        lastPos: 'Style-3',
      }),
      404,
      /not found/,
    );
    await refused(
      await c.get(`${API}/assessment/change-language/${id}?languageCode=de`, other),
      404,
      /not found/,
    );
    // another's assessment is 404 whatever else is wrong (issue 19); one's own without a language is 400
    await refused(await c.get(`${API}/assessment/change-language/${id}`, other), 404, /not found/);
    await refused(await c.get(`${API}/assessment/change-language/${id}`, token), 400, /languageCode/);
    await refused(await c.finish(other, id), 404, /not found/);
    await refused(
      await c.get(`${API}/assessment-group/gla-v2-result?assessmentId=${id}`, other),
      404,
      /not found/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('for a person of another organisation', async () => {
    const other = await t.login('other@other.test');
    const before = await snapshot();
    await refused(await c.lastPos(other, id), 404, /not found/);
    await refused(
      await c.answer(other, {
        assessmentId: id,
        userAnswers: pageAnswers('STYLE', 2, 1),
        lastPos: 'Style-3',
      }),
      404,
      /not found/,
    );
    await refused(
      await c.get(`${API}/assessment/change-language/${id}?languageCode=de`, other),
      404,
      /not found/,
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('a finished assessment', () => {
  it('refuses answers, a language change and a second finish (409), and keeps its answers', async () => {
    const tok = await t.createPerson({ email: 'done@demo.test', roles: ['USER'], consented: true });
    const aid = (await c.start(tok)).json().assessmentId as number;
    await answerAll(
      (b) => c.answer(tok, { assessmentId: aid, ...b }),
      () => 4,
    );
    expect((await c.finish(tok, aid)).statusCode).toBe(200);
    const before = await snapshot(tok, aid);
    await refused(
      await c.answer(tok, {
        assessmentId: aid,
        userAnswers: pageAnswers('STRATEGY', 5, 1),
        lastPos: 'Strategy-5',
      }),
      409,
      /finished/,
    );
    await refused(
      await c.get(`${API}/assessment/change-language/${aid}?languageCode=de`, tok),
      409,
      /finished/,
    );
    await refused(await c.finish(tok, aid), 409, /finished/);
    expect(await snapshot(tok, aid)).toEqual(before);
  });

  it('can be submitted only from the last Strategy page', async () => {
    const tok = await t.createPerson({ email: 'early@demo.test', roles: ['USER'], consented: true });
    const aid = (await c.start(tok)).json().assessmentId as number;
    for (let p = 1; p <= 5; p++) {
      await c.answer(tok, {
        assessmentId: aid,
        userAnswers: pageAnswers('STYLE', p, 3),
        lastPos: p < 5 ? `Style-${p + 1}` : 'Strategy-1',
      });
    }
    await refused(await c.finish(tok, aid), 409, /last Strategy page/);
    expect((await c.state(tok)).strategySurveyCompleted).toBe(false);
    // the Style pages are closed once Strategy has begun
    await refused(
      await c.answer(tok, { assessmentId: aid, userAnswers: [], lastPos: 'Style-5' }),
      409,
      /Style survey is finished/,
    );
  });
});

describe('unauthenticated calls', () => {
  it('are refused', async () => {
    expect((await c.start(null as unknown as string)).statusCode).toBe(401);
  });
});
