import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALIGNMENT_STATEMENTS } from '../../../../content/alignment';
import { defaultExtension } from '../../../shared/domain/alignment-deadline';
import { createManualClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 30 point 10: the rules the manager's survey panel shows are the server's. The deadline the page offers
 * (shared defaultExtension) is accepted and an earlier one refused; with everyone finished there is nobody to
 * remind (409), and people can still be added, after which the reminder goes to them.
 */
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
async function tokenOf(to: string): Promise<string> {
  const rows = await t.app.stride.database.query<{ text_body: string }>(
    "SELECT text_body FROM mail_outbox WHERE to_address = $1 AND text_body LIKE '%team-alignment/survey%' ORDER BY id DESC LIMIT 1",
    [to],
  );
  return decodeURIComponent(/token=([^\s&]+)/.exec(rows[0]?.text_body ?? '')?.[1] ?? '');
}
const save = (token: string, body: object) =>
  call('POST', `${A}/guest/saveAnswers?token=${encodeURIComponent(token)}`, null, body);
async function answerAll(token: string) {
  const codes = [...ALIGNMENT_STATEMENTS].sort((a, b) => a.code.localeCompare(b.code)).map((s) => s.code);
  for (let page = 1; page <= 6; page++) {
    const answers = codes.slice((page - 1) * 8, page * 8).map((code) => ({ unique_ref_id: code, answer: 4 }));
    expect((await save(token, { pageNo: page, answers })).statusCode).toBe(200);
  }
  expect((await save(token, { pageNo: 7, research: {}, submit: true })).statusCode).toBe(200);
}
const status = async () => (await call('GET', `${A}/teams/startSurveyStatus/${teamId}`, manager)).json().data;
const remind = () =>
  call('POST', `${A}/teams/sendSurveyNotifications`, manager, { team_id: teamId, notifyDTOList: [] });
const extend = (extendedDate: string) =>
  call('POST', `${A}/teams/extendTeamAlignmentDeadline/${teamId}`, manager, { extendedDate });

describe('team alignment panel rules', () => {
  it('2 of 2 finished: nobody to remind (409); adding a person makes the reminder go to them', async () => {
    clock.advance(40 * DAY); // past the demo survey's deadline: a new one may start
    const started = await call('POST', `${A}/teams/startSurvey`, manager, {
      team_id: teamId,
      team_members: [
        { name: 'Manager', email: 'manager@demo.test' },
        { name: 'Member', email: 'member@demo.test' },
      ],
    });
    expect(started.statusCode, started.body).toBe(200);
    await answerAll(await tokenOf('manager@demo.test'));
    await answerAll(await tokenOf('member@demo.test'));
    expect(await status()).toMatchObject({ completed: 2, invited: 2, reportStatus: 'Insufficient Data' });

    const none = await remind();
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NOTHING_TO_REMIND');

    const added = await call('POST', `${A}/teams/addMoreMembers`, manager, {
      team_id: teamId,
      team_members: [{ name: 'User', email: 'user@demo.test' }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ completed: 2, invited: 3 });
    const sent = await remind();
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ reminded: 1, skipped: 0 });
  });

  it("accepts the page's default new deadline and refuses a future day before the current deadline", async () => {
    const current = (await status()).deadline as string;
    const earlier = new Date(new Date(current).getTime() - 7 * DAY).toISOString().slice(0, 10);
    const before = await status();
    const refused = await extend(earlier);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'DEADLINE_NOT_LATER' });
    expect(refused.json().message).toContain(current.slice(0, 10));
    expect(await status()).toEqual(before);

    const proposed = defaultExtension(current, clock.now());
    const extended = await extend(proposed);
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().data.deadline.slice(0, 10)).toBe(proposed);
  });
});
