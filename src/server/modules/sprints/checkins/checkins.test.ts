import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { sprintFeedback, sprintFeedbackScores } from '../feedback/tables';
import { insertSprintRows } from '../run/sprint-rows';

// Monday 16 March 2026, Berlin; check-ins on Fridays 09:00 local (08:00 UTC): 20, 27 March, 3, 10 April
const clock = createManualClock(new Date('2026-03-16T10:00:00Z'));
let t: TestApp;
let owner: string;
let outsider: string;
let colleague: string;
let ownerId: number;
let clientId: number;
let made: Awaited<ReturnType<typeof insertSprintRows>>;
let items: { id: number; kind: string }[];
const completedEvents: unknown[] = [];

type Method = 'GET' | 'PUT';
async function call(token: string, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/api/team${url}`, headers: t.bearer(token), payload });
  return { status: res.statusCode, body: res.json() };
}
const q = (sql: string, params: unknown[] = []) =>
  t.app.stride.database.query<Record<string, unknown>>(sql, params);
const notificationsOf = async () =>
  (
    await q('SELECT related_id FROM notifications WHERE user_id = $1 AND kind = $2 ORDER BY id', [
      ownerId,
      'CHECK_IN',
    ])
  ).map((r) => r.related_id);
const list = async () =>
  (await call(owner, 'GET', `/check-in/findAllBySprintAndTeamMember?sprintId=${made.sprintId}`)).body.data;
const snapshot = () =>
  q(
    `SELECT k.status, k.step, k.energy_level, k.rating, (SELECT json_agg(s ORDER BY s.item_id) FROM sprint_check_in_scores s
      WHERE s.check_in_id = k.id) AS scores FROM sprint_check_ins k ORDER BY k.id`,
  );

beforeAll(async () => {
  t = await createTestApp({ config: { clock } });
  owner = await t.createPerson({ email: 'checker@demo.test', roles: ['USER'], consented: true });
  colleague = await t.createPerson({ email: 'colleague@demo.test', roles: ['USER'], consented: true });
  outsider = await t.login('other@other.test');
  ownerId = (await t.app.stride.identity.people.byEmail('checker@demo.test'))!.id;
  clientId = Number(
    (await q('SELECT client_id FROM memberships WHERE user_id = $1', [ownerId]))[0].client_id,
  );
  made = await insertSprintRows(t.app.stride.database.db, {
    clientId,
    userId: ownerId,
    startDate: '2026-03-16',
    durationWeeks: 4,
    timezone: 'Europe/Berlin',
    checkInWeekday: 5,
    crew: [
      { name: 'Pete Peer', email: 'pete@example.test', role: 'Peer' },
      { name: 'Tia Team', email: 'tia@example.test', role: 'Team' },
      { name: 'Mia Mentor', email: 'mia@example.test', role: 'Mentor' },
    ],
  });
  items = (await q('SELECT id, kind FROM sprint_items WHERE sprint_id = $1 ORDER BY id', [
    made.sprintId,
  ])) as {
    id: number;
    kind: string;
  }[];
  t.app.stride.events.on('checkIn.completed', (e) => void completedEvents.push(e));
});
afterAll(() => t.close());

// first, while the clock is where the seed left it
describe('demo data', () => {
  it('member@’s sprint has two completed, rated check-ins and today’s open one', async () => {
    const member = await t.login('member@demo.test');
    const summary = (await call(member, 'GET', '/user-sprint/summary')).body.data;
    const rows = (await call(member, 'GET', `/check-in/findAllBySprintAndTeamMember?sprintId=${summary.id}`))
      .body.data as { state: string; rating: number | null }[];
    expect(rows.slice(0, 3).map((r) => [r.state, r.rating])).toEqual([
      ['completed', 4],
      ['completed', 5],
      ['open', null],
    ]);
    expect(summary.behaviours.every((b: { current: number | null }) => b.current !== null)).toBe(true);
  });
});

describe('the check-in schedule and the opening job', () => {
  it('creates FIRST, WEEKLY and FINAL check-ins on the Fridays, all in the future before the first is due', async () => {
    const rows = await list();
    expect(
      rows.map((r: { type: string; start: string; state: string }) => [r.type, r.start, r.state]),
    ).toEqual([
      ['FIRST', '2026-03-20T08:00:00.000Z', 'future'],
      ['WEEKLY', '2026-03-27T08:00:00.000Z', 'future'],
      // summer time from 29 March: 09:00 in Berlin is 07:00 UTC
      ['WEEKLY', '2026-04-03T07:00:00.000Z', 'future'],
      ['FINAL', '2026-04-10T07:00:00.000Z', 'future'],
    ]);
    await t.app.stride.sprints.checkIns.openDue();
    expect((await list()).map((r: { openedAt: string | null }) => r.openedAt)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(await notificationsOf()).toEqual([]);
  });

  it('opens the due check-in once when the clock moves, however often the job runs', async () => {
    clock.set(new Date('2026-03-20T08:01:00Z'));
    // two runs at once (as two instances would), then a third: one opening, one notification
    await Promise.all([t.app.stride.sprints.checkIns.openDue(), t.app.stride.sprints.checkIns.openDue()]);
    await t.app.stride.sprints.checkIns.openDue();
    const first = (await list())[0];
    expect(first.openedAt).toBe('2026-03-20T08:01:00.000Z');
    expect(first.state).toBe('open');
    expect(await notificationsOf()).toEqual([first.id]);
  });

  it('runs as a scheduled job on the jobs platform', async () => {
    expect(t.app.stride.jobs.registered()).toContain('sprint.openCheckIns');
  });
});

describe('saving, resuming and completing a check-in', () => {
  it('saves the behaviours step as a draft and resumes at the furthest step', async () => {
    const current = (await call(owner, 'GET', `/check-in/findCurrentCheckIn?sprintId=${made.sprintId}`)).body
      .data;
    expect(current.type).toBe('FIRST');
    const behaviour = items.find((i) => i.kind === 'BEHAVIOUR')!;
    const saved = await call(owner, 'PUT', '/check-in/update', {
      id: current.id,
      step: 'OUTCOMES',
      scores: [{ itemId: behaviour.id, score: 40 }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      status: 'DRAFT',
      step: 'OUTCOMES',
      scores: [{ itemId: behaviour.id, score: 40 }],
    });
    // an earlier step saved again does not move the check-in back
    await call(owner, 'PUT', '/check-in/update', {
      id: current.id,
      step: 'BEHAVIOURS',
      status: 'IN_PROGRESS',
    });
    const resumed = (await call(owner, 'GET', `/check-in/findCurrentCheckIn?sprintId=${made.sprintId}`)).body
      .data;
    expect(resumed).toMatchObject({ status: 'IN_PROGRESS', step: 'OUTCOMES' });
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const id = (await list())[0].id;
    const before = await snapshot();
    const outcome = items.find((i) => i.kind === 'OUTCOME')!;
    const action = items.find((i) => i.kind === 'ACTION')!;
    const bad: [object, number, RegExp][] = [
      [{ id, scores: [{ itemId: outcome.id, score: 101 }] }, 400, /score/],
      [{ id, scores: [{ itemId: outcome.id, score: -1 }] }, 400, /score/],
      [{ id, energyLevel: 6 }, 400, /energyLevel/],
      [{ id, status: 'DONE' }, 400, /status/],
      [{ id, scores: [{ itemId: action.id, score: 50 }] }, 422, /scores\[0\]\.itemId/],
      [{ id: (await list())[1].id, energyLevel: 3 }, 409, /not due/],
    ];
    for (const [body, status, message] of bad) {
      const res = await call(owner, 'PUT', '/check-in/update', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps another person’s and another organisation’s check-ins and sprint out of reach (404)', async () => {
    const id = (await list())[0].id;
    for (const token of [colleague, outsider]) {
      expect((await call(token, 'PUT', '/check-in/update', { id, energyLevel: 2 })).status).toBe(404);
      expect(
        (await call(token, 'GET', `/check-in/findAllBySprintAndTeamMember?sprintId=${made.sprintId}`)).status,
      ).toBe(404);
      expect((await call(token, 'GET', `/user-sprint/analytics/${made.sprintId}`)).status).toBe(404);
    }
    const foreignMember = `/check-in/findCurrentCheckIn?sprintId=${made.sprintId}&sprintTeamMemberId=${ownerId + 999}`;
    expect((await call(owner, 'GET', foreignMember)).status).toBe(404);
  });

  it('completes: sets the items’ current percentages, emits checkIn.completed, shows completed on the timeline', async () => {
    const id = (await list())[0].id;
    const notice = () =>
      q('SELECT status, is_read FROM notifications WHERE user_id = $1 AND dedup_key = $2', [
        ownerId,
        `check-in:${id}`,
      ]);
    // the saves before completing leave the "check-in due" notification waiting, its button shown
    expect(await notice()).toEqual([{ status: 'ACTIVE', is_read: false }]);
    const scores = items
      .filter((i) => i.kind !== 'ACTION')
      .map((i, k) => ({ itemId: i.id, score: 50 + k * 10 }));
    const res = await call(owner, 'PUT', '/check-in/update', {
      id,
      scores,
      energyLevel: 4,
      progressNote: 'Spoke up twice',
      status: 'COMPLETED',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'COMPLETED',
      step: 'COMPLETED',
      energyLevel: 4,
      state: 'completed',
    });
    const current = await q(
      'SELECT id, current FROM sprint_items WHERE sprint_id = $1 AND kind <> $2 ORDER BY id',
      [made.sprintId, 'ACTION'],
    );
    expect(current.map((r) => r.current)).toEqual(scores.map((s) => s.score));
    expect(completedEvents).toEqual([
      { clientId, userId: ownerId, sprintId: made.sprintId, checkInId: id, type: 'FIRST' },
    ]);
    // the notification is done (its button goes) in the same transaction
    expect(await notice()).toEqual([{ status: 'COMPLETED', is_read: true }]);
    const summary = (await call(owner, 'GET', '/user-sprint/summary')).body.data;
    expect(summary.sprintTimeline.checkInDates.map((d: { status: string }) => d.status)).toEqual([
      'completed',
      'future',
      'future',
      'future',
    ]);
    // closed: a second completion is refused
    expect((await call(owner, 'PUT', '/check-in/update', { id, energyLevel: 2 })).status).toBe(409);
  });

  it('rates a completed check-in once; a second rating is 409 and a rating of 6 is 400', async () => {
    const id = (await list())[0].id;
    expect((await call(owner, 'GET', `/check-in/rate?checkInId=${id}&rating=6`)).status).toBe(400);
    const first = await call(owner, 'GET', `/check-in/rate?checkInId=${id}&rating=4`);
    expect(first.status).toBe(200);
    expect(first.body.data.rating).toBe(4);
    const again = await call(owner, 'GET', `/check-in/rate?checkInId=${id}&rating=5`);
    expect(again.status).toBe(409);
    expect((await list())[0].rating).toBe(4);
  });

  it('marks a check-in not done by the next one incomplete, and refuses answers to it', async () => {
    clock.set(new Date('2026-04-03T09:00:00Z'));
    await t.app.stride.sprints.checkIns.openDue();
    // both due ones are opened; only the latest is announced (the other is missed already)
    const rows = await list();
    expect(rows.map((r: { openedAt: string | null }) => r.openedAt !== null)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(rows.map((r: { state: string }) => r.state)).toEqual([
      'completed',
      'incomplete',
      'open',
      'future',
    ]);
    expect(await notificationsOf()).toEqual([rows[0].id, rows[2].id]);
    const res = await call(owner, 'PUT', '/check-in/update', { id: rows[1].id, energyLevel: 3 });
    expect(res.status).toBe(409);
  });
});

describe('analytics', () => {
  it('answers self scores per week and hides crew numbers below the anonymity threshold', async () => {
    const db = t.app.stride.database.db;
    const behaviour = items.find((i) => i.kind === 'BEHAVIOUR')!;
    const give = async (crew: number, at: string, score: number) => {
      const [f] = await db
        .insert(sprintFeedback)
        .values({ sprintId: made.sprintId, clientId, crewId: crew, type: 'WEEKLY', createdAt: new Date(at) })
        .returning();
      await db.insert(sprintFeedbackScores).values({ feedbackId: f.id, itemId: behaviour.id, score });
    };
    const [peer, team, mentor] = made.crewIds;
    await give(peer, '2026-03-18T10:00:00Z', 73); // week 1: a peer alone: hidden
    await give(peer, '2026-03-25T10:00:00Z', 60); // week 2: peer and team: shown
    await give(team, '2026-03-25T11:00:00Z', 80);
    await give(mentor, '2026-04-01T10:00:00Z', 90); // week 3: a mentor alone: shown
    const res = await call(owner, 'GET', `/user-sprint/analytics/${made.sprintId}`);
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a.weeks.map((w: { startDate: string }) => w.startDate)).toEqual([
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
      '2026-04-06',
    ]);
    const b = a.behaviours.find((x: { id: number }) => x.id === behaviour.id);
    expect(b.self).toEqual([50, null, null, null]);
    expect(b.crew).toEqual([null, 70, 90, null]);
    expect(a.crewHiddenWeeks).toEqual([1]);
    // the hidden number is nowhere in the answer
    expect(JSON.stringify(a)).not.toMatch(/\b73\b/);
    // engagement counts from the week of the first send-out (day 7, week 2): before it nobody was asked (issue 30)
    expect(a.sprintCrewEngagements).toEqual([null, 66.7, 33.3, null]);
    // week 3's check-in is open (the latest due, still to do): not counted as missed, as on the timeline
    expect(a.reflections).toEqual([1, 0, null, null]);
    expect(a.energyLevel).toEqual([4, null, null, null]);
    expect(a.cards).toMatchObject({ checkInsDue: 2, checkInsCompleted: 1, checkInsDone: 50 });
  });
});
