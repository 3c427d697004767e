import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALIGNMENT_STATEMENTS } from '../../../../content/alignment';
import { createManualClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../testing/test-app';

const A = '/api/alignment';
const DAY = 86_400_000;
const clock = createManualClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
let teamId: number;
let manager: string;
beforeAll(async () => {
  t = await createTestApp({ config: { clock } });
  const [row] = await t.app.stride.database.query<{ id: number }>(
    "SELECT id FROM teams WHERE name = 'Platform Team'",
  );
  teamId = row!.id;
  manager = await t.login('manager@demo.test');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? t.bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
/** the survey link mailed last to an address */
async function tokenOf(to: string): Promise<string> {
  const rows = await t.app.stride.database.query<{ text_body: string }>(
    "SELECT text_body FROM mail_outbox WHERE to_address = $1 AND text_body LIKE '%team-alignment/survey%' ORDER BY id DESC LIMIT 1",
    [to],
  );
  return decodeURIComponent(/token=([^\s&]+)/.exec(rows[0]?.text_body ?? '')?.[1] ?? '');
}
const questions = (token: string, pageNo: number, extra = '') =>
  call(
    'GET',
    `${A}/guest/getQuestions?pageNo=${pageNo}&pageSize=8&token=${encodeURIComponent(token)}${extra}`,
    null,
  );
const save = (token: string, body: object) =>
  call('POST', `${A}/guest/saveAnswers?token=${encodeURIComponent(token)}`, null, body);
const codesOfPage = (n: number) =>
  [...ALIGNMENT_STATEMENTS]
    .sort((a, b) => a.code.localeCompare(b.code))
    .slice((n - 1) * 8, n * 8)
    .map((s) => s.code);
/** answers every question page (value per page) and submits with research answers */
async function answerAll(token: string, value: number) {
  for (let page = 1; page <= 6; page++) {
    const res = await save(token, {
      pageNo: page,
      answers: codesOfPage(page).map((code) => ({ unique_ref_id: code, answer: value })),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const done = await save(token, { pageNo: 7, research: { ageRange: '30-39' }, submit: true });
  expect(done.statusCode, done.body).toBe(200);
}
/** the statements on the alignment tables and guest links sent to the database while `fn` runs */
async function statementsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  type Queryable = { query: (...args: unknown[]) => unknown };
  const target: Queryable = t.databaseUrl
    ? (pg.Client.prototype as unknown as Queryable)
    : (t.app.stride.database.db as unknown as { $client: Queryable }).$client;
  const original = target.query;
  const seen: string[] = [];
  target.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0];
    const text = typeof q === 'string' ? q : ((q as { text?: string } | null)?.text ?? '');
    if (/alignment_|guest_tokens/.test(text)) seen.push(text);
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    target.query = original;
  }
  return seen;
}
async function counts() {
  const [r] = await t.app.stride.database.query<{
    surveys: number;
    participants: number;
    reports: number;
    answers: string;
  }>(
    `SELECT (SELECT count(*)::int FROM alignment_surveys) AS surveys,
            (SELECT count(*)::int FROM alignment_participants) AS participants,
            (SELECT count(*)::int FROM alignment_reports) AS reports,
            (SELECT string_agg(answers::text, '|' ORDER BY id) FROM alignment_participants) AS answers`,
  );
  return r!;
}

describe('team alignment: demo data', () => {
  it('shows the running survey, two report versions and a two-point trend to the manager', async () => {
    const status = (await call('GET', `${A}/teams/startSurveyStatus/${teamId}`, manager)).json().data;
    expect(status).toMatchObject({ started: true, reportStatus: 'Insufficient Data', completed: 0 });
    expect(status.invited).toBeGreaterThanOrEqual(4);
    const versions = (
      await call('GET', `/api/team/teams/alignment-reports/versions?team_id=${teamId}`, manager)
    ).json();
    expect(versions.data.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    const trend = (await call('POST', `${A}/teams/subscale-trend/${teamId}`, manager, { years: 1 })).json()
      .data;
    expect(trend.subscales).toHaveLength(4);
    expect(new Set(trend.points.map((p: { version: number }) => p.version))).toEqual(new Set([1, 2]));
    const ranks = (
      await call('GET', `${A}/teams/getAlignmentScaleRanks?team_id=${teamId}&languageCode=de`, manager)
    ).json().data;
    expect(ranks.version).toBe(2);
    expect(ranks.team_alignment_sub_scale_list).toHaveLength(12);
    const flagged = ranks.team_alignment_sub_scale_list.filter((s: { isHighest: boolean }) => s.isHighest);
    expect(flagged.length).toBeGreaterThanOrEqual(3);
    const equipped = ranks.team_alignment_sub_scale_list.find((s: { code: string }) => s.code === 'EQUIPPED');
    expect(equipped.isLowest).toBe(true);
    expect(equipped.practices).toHaveLength(2);
    const history = (await call('GET', `/api/team/teams/survey/history/${teamId}`, manager)).json().data;
    expect(history.map((h: { reportStatus: string }) => h.reportStatus)).toEqual([
      'Insufficient Data',
      'Generated',
      'Generated',
    ]);
  });

  it('lets member@ resume half-way from the mailed link, with the team and recipient in the header', async () => {
    const token = await tokenOf('member@demo.test');
    const res = await questions(token, 4);
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json().data;
    expect(q).toMatchObject({
      teamName: 'Platform Team',
      recipient: 'member@demo.test',
      lastPage: 4,
      answered: 24,
    });
    expect(q.progress).toEqual({ percent: 53.33, remaining: 21 });
    expect(q.questions).toHaveLength(8);
    expect(q.scale).toHaveLength(6);
    const participants = (await call('GET', `${A}/teams/getAllTeamMembers/${teamId}`, manager)).json().data;
    const member = participants.participants.find((p: { email: string }) => p.email === 'member@demo.test');
    expect(member).toMatchObject({ status: 'ongoing', answered: 24 });
    // the manager sees how far, never what
    expect(JSON.stringify(participants)).not.toContain('TA01');
  });
});

describe('team alignment: access', () => {
  it('refuses a member (403), another organisation (404), no sign-in (401) and a survey link elsewhere', async () => {
    const member = await t.login('member@demo.test');
    expect((await call('GET', `${A}/teams/startSurveyStatus/${teamId}`, member)).statusCode).toBe(403);
    const other = await t.login('other@other.test');
    expect((await call('GET', `${A}/teams/startSurveyStatus/${teamId}`, other)).statusCode).toBe(404);
    expect((await call('GET', `${A}/teams/getAlignmentScaleRanks?team_id=${teamId}`, other)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `${A}/teams/startSurveyStatus/${teamId}`, null)).statusCode).toBe(401);
    const token = await tokenOf('member@demo.test');
    // a survey link is not a sign-in, and opens no other guest purpose
    expect((await call('GET', `${A}/teams/startSurveyStatus/${teamId}`, token)).statusCode).toBe(401);
    expect((await call('GET', '/api/assessment/leader-360/rater', token)).statusCode).toBe(401);
    expect((await questions('g_not-a-token', 1)).statusCode).toBe(401);
  });
});

describe('team alignment: bad input changes nothing', () => {
  it('refuses an answer off the scale, a question of another page, research on a question page', async () => {
    const token = await tokenOf('user@demo.test');
    const before = await counts();
    const off = await save(token, { pageNo: 1, answers: [{ unique_ref_id: codesOfPage(1)[0], answer: 7 }] });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toMatch(/answer/);
    const wrongPage = await save(token, {
      pageNo: 1,
      answers: [{ unique_ref_id: codesOfPage(2)[0], answer: 3 }],
    });
    expect(wrongPage.statusCode).toBe(400);
    expect(wrongPage.json().message).toMatch(/not a question of page 1/);
    const research = await save(token, { pageNo: 2, research: { ageRange: '30-39' } });
    expect(research.statusCode).toBe(400);
    expect((await save(token, { pageNo: 9, answers: [] })).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses a second running survey, a deadline in the past, a stranger, an express list of ten', async () => {
    const before = await counts();
    const members = [{ name: 'Morgan Member', email: 'member@demo.test' }];
    const again = await call('POST', `${A}/teams/startSurvey`, manager, {
      team_id: teamId,
      team_members: members,
    });
    expect(again.statusCode).toBe(409);
    const past = await call('POST', `${A}/teams/startSurvey`, manager, {
      team_id: teamId,
      deadline: '2026-03-01',
      team_members: members,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/deadline/);
    const stranger = await call('POST', `${A}/teams/addMoreMembers`, manager, {
      team_id: teamId,
      team_members: [{ name: 'Stranger', email: 'stranger@x.test' }],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toMatch(/not a member of the team/);
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `P ${i}`, email: `p${i}@x.test` }));
    const express = await call('POST', `${A}/teams/startSurvey`, manager, {
      team_id: teamId,
      surveyType: 'express',
      team_members: ten,
    });
    expect(express.statusCode).toBe(400);
    expect(express.json().message).toMatch(/up to 9/);
    expect(await counts()).toEqual(before);
  });
});

describe('team alignment: saving answers', () => {
  it('keeps every page of saves sent at once, and clears an answer sent as null', async () => {
    const token = await tokenOf('guest@partner.test');
    const pages = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((page) =>
        save(token, {
          pageNo: page,
          answers: codesOfPage(page).map((code) => ({ unique_ref_id: code, answer: 2 })),
        }),
      ),
    );
    for (const res of pages) expect(res.statusCode, res.body).toBe(200);
    const cleared = await save(token, {
      pageNo: 2,
      answers: [{ unique_ref_id: codesOfPage(2)[0], answer: null }],
    });
    expect(cleared.json().data).toEqual({ answered: 44, lastPage: 2, submitted: false });
    const page2 = (await questions(token, 2)).json().data;
    expect(page2).toMatchObject({ answered: 44, lastPage: 2 });
    expect(page2.questions.map((q: { answer: number | null }) => q.answer)).toEqual([
      null,
      2,
      2,
      2,
      2,
      2,
      2,
      2,
    ]);
  });

  it('reaches the database twice for a page: the link, then the answers with their checks', async () => {
    const token = await tokenOf('guest@partner.test');
    const statements = await statementsDuring(async () => {
      const res = await save(token, {
        pageNo: 3,
        answers: codesOfPage(3).map((code) => ({ unique_ref_id: code, answer: 5 })),
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(statements).toHaveLength(2);
  });
});

describe('team alignment: lifecycle', () => {
  it('keeps the report back below three completions, then generates it, with no one answer in it', async () => {
    await answerAll(await tokenOf('member@demo.test'), 5);
    await answerAll(await tokenOf('user@demo.test'), 4);
    const status = (await call('GET', `${A}/teams/getSurveyReportStatus/${teamId}`, manager)).json().data;
    expect(status).toEqual({ status: 'Insufficient Data', completed: 2, required: 3 });
    const early = await call('POST', `${A}/teams/generateSurveyReport/${teamId}`, manager);
    expect(early.statusCode).toBe(409);
    expect((await counts()).reports).toBe(2);

    // an answer again replaces it; submitting twice is refused
    const member = await tokenOf('member@demo.test');
    expect((await save(member, { pageNo: 1, answers: [] })).statusCode).toBe(409);

    await answerAll(await tokenOf('guest@partner.test'), 6);
    expect(
      (await call('GET', `${A}/teams/getSurveyReportStatus/${teamId}`, manager)).json().data.status,
    ).toBe('Generate');
    const generated = await call('POST', `${A}/teams/generateSurveyReport/${teamId}`, manager);
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json().data.status).toBe('Generated');
    const ranks = (await call('GET', `${A}/teams/getAlignmentScaleRanks?team_id=${teamId}`, manager)).json()
      .data;
    expect(ranks).toMatchObject({ version: 3, respondents: 3 });
    // reverse keys cancel out for someone answering the same everywhere: every subscale scores the mean of 4, 5, 6
    // on its plain statements and 7 - x on its reversed ones, so the team's scores stay between 1 and 6
    for (const s of ranks.team_alignment_sub_scale_list) expect(s.score).toBeGreaterThanOrEqual(1);
    expect((await call('POST', `${A}/teams/generateSurveyReport/${teamId}`, manager)).statusCode).toBe(409);
    // answers can no longer change after the report
    const late = await save(await tokenOf('manager@demo.test'), { pageNo: 1, answers: [] });
    expect(late.statusCode).toBe(409);
  });

  it('a new survey: the deadline passes (Expired), an extension reopens it, the deadline job reports it', async () => {
    const members = ['manager@demo.test', 'member@demo.test', 'user@demo.test', 'guest@partner.test'].map(
      (email) => ({
        name: email.split('@')[0]!,
        email,
      }),
    );
    const started = await call('POST', `${A}/teams/startSurvey`, manager, {
      team_id: teamId,
      team_members: members,
    });
    expect(started.statusCode, started.body).toBe(200);
    const data = started.json().data;
    expect(new Date(data.deadline).getTime() - clock.now().getTime()).toBeGreaterThan(14 * DAY - DAY);
    expect(data.managerSurveyLink).toContain('/team-alignment/survey?token=');

    await answerAll(await tokenOf('member@demo.test'), 3);
    clock.advance(15 * DAY);
    expect(
      (await call('GET', `${A}/teams/getSurveyReportStatus/${teamId}`, manager)).json().data.status,
    ).toBe('Expired');
    const closed = await save(await tokenOf('user@demo.test'), { pageNo: 1, answers: [] });
    expect(closed.statusCode).toBe(409);
    const day = (offset: number) => new Date(clock.now().getTime() + offset * DAY).toISOString().slice(0, 10);
    expect(
      (
        await call('POST', `${A}/teams/extendTeamAlignmentDeadline/${teamId}`, manager, {
          extendedDate: day(-1),
        })
      ).statusCode,
    ).toBe(400);
    const extended = await call('POST', `${A}/teams/extendTeamAlignmentDeadline/${teamId}`, manager, {
      extendedDate: day(7),
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().data.reportStatus).toBe('Insufficient Data');

    await answerAll(await tokenOf('user@demo.test'), 4);
    await answerAll(await tokenOf('guest@partner.test'), 5);
    clock.advance(8 * DAY);
    await t.app.stride.jobs.runDue(['alignment.closeDue']);
    await t.app.stride.jobs.runDue(['alignment.closeDue']);
    const versions = (
      await call('GET', `/api/team/teams/alignment-reports/versions?team_id=${teamId}`, manager)
    ).json();
    expect(versions.data.map((v: { version: number }) => v.version)).toEqual([1, 2, 3, 4]);
  });

  it('starts once when many identical starts arrive at once', async () => {
    const members = [
      { name: 'Member', email: 'member@demo.test' },
      { name: 'User', email: 'user@demo.test' },
    ];
    const before = (await counts()).surveys;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `${A}/teams/startSurvey`, manager, { team_id: teamId, team_members: members }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
    expect((await counts()).surveys).toBe(before + 1);
  });
});
