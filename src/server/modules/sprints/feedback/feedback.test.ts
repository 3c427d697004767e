import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock';
import { mailOutbox } from '../../../platform/mail/tables';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { insertSprintRows } from '../run/sprint-rows';
import { sprintCrew, sprints } from '../tables';

// far enough ahead that a link's real expiry (checked by the database's now()) never interferes
const clock = createManualClock(new Date('2030-03-18T00:00:00Z'));
const HOUR = 3_600_000;
const EXPIRED =
  'This link to provide feedback/advice is probably expired as the deadline has passed or may be invalid.';
let t: TestApp;
let owner: string;
let colleague: string;
let outsider: string;
let ownerId: number;
let clientId: number;

type Method = 'GET' | 'POST';
async function call(token: string | null, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `/api/team${url}`,
    headers: token ? t.bearer(token) : {},
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}
const mailsTo = (to: string) =>
  t.app.stride.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));
const linkOf = (text: string) => {
  const m = /\/development\?token=([\w%-]+)/.exec(text);
  if (!m) throw new Error(`no guest link in ${text}`);
  return decodeURIComponent(m[1]);
};
const count = async (sql: string, params: unknown[] = []) =>
  (await t.app.stride.database.query<{ n: number }>(sql, params))[0].n;
const runJobs = () => t.app.stride.jobs.runDue();

async function personIn(email: string, fullName: string) {
  const token = await t.createPerson({ email, roles: ['USER'], consented: true, fullName });
  return { token, id: (await t.app.stride.identity.people.byEmail(email))!.id };
}

beforeAll(async () => {
  t = await createTestApp({ config: { clock } });
  const me = await personIn('rui.runner@demo.test', 'Rui Runner');
  owner = me.token;
  ownerId = me.id;
  colleague = (await personIn('carla.colleague@demo.test', 'Carla Colleague')).token;
  outsider = await t.login('other@other.test');
  [{ clientId }] = await t.app.stride.database.query<{ clientId: number }>(
    'SELECT client_id AS "clientId" FROM memberships WHERE user_id = $1',
    [ownerId],
  );
});
afterAll(() => t.close());

describe('the send-out scheduler', () => {
  it('moving the clock sends each crew member one mail per send-out for each frequency, and none twice', async () => {
    const expected: Record<number, number> = { 1: 25, 7: 4, 14: 2, 28: 1 };
    for (const days of [1, 7, 14, 28]) {
      const p = await personIn(`freq${days}@demo.test`, `Fran Frequency ${days}`);
      await insertSprintRows(t.app.stride.database.db, {
        clientId,
        userId: p.id,
        startDate: '2030-03-18', // a Monday
        durationWeeks: 4,
        checkInWeekday: 5, // the final check-in: Friday of week 4 (day 25)
        feedbackFrequencyDays: days,
        crew: [
          { name: `Ann ${days}`, email: `ann${days}@example.test`, role: 'Peer' },
          { name: `Ben ${days}`, email: `ben${days}@example.test`, role: 'Coach' },
        ],
      });
    }
    await runJobs();
    // walk through the sprint and a week past its end, twice a day
    const end = new Date('2030-04-23T00:00:00Z').getTime();
    for (let at = clock.now().getTime() + 12 * HOUR; at <= end; at += 12 * HOUR) {
      clock.set(new Date(at));
      await runJobs();
    }
    for (const [days, n] of Object.entries(expected)) {
      const ann = await mailsTo(`ann${days}@example.test`);
      expect(ann, `every ${days} days`).toHaveLength(n);
      expect(await mailsTo(`ben${days}@example.test`)).toHaveLength(n);
    }
    const weekly = await mailsTo('ann7@example.test');
    const requests = await t.app.stride.database.query<{ type: string; due: string }>(
      `SELECT r.type, to_char(r.due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS due
       FROM sprint_feedback_requests r JOIN sprint_crew c ON c.id = r.crew_id
       WHERE c.email = 'ann7@example.test' ORDER BY r.due_at`,
    );
    expect(requests).toEqual([
      { type: 'FIRST', due: '2030-03-25 09:00' }, // day 7 at the check-in time
      { type: 'WEEKLY', due: '2030-04-01 09:00' },
      { type: 'WEEKLY', due: '2030-04-08 09:00' },
      { type: 'FINAL', due: '2030-04-12 09:00' }, // the final check-in (Friday of week 4)
    ]);
    expect(weekly[0].subject).toBe('Fran Frequency 7 asks for your feedback on their sprint');
    expect(weekly[0].html).toContain('Your first feedback for Fran Frequency 7');
    expect(weekly[3].html).toContain('Your final feedback for Fran Frequency 7');
    // a repeated run, by the job or called directly, mails nothing more
    clock.set(new Date('2030-04-12T12:30:00Z'));
    await runJobs();
    expect(await t.app.stride.sprints.feedback.sendOut()).toEqual({ requests: 0, reminders: 0 });
    expect(await count(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address LIKE 'ann%'`)).toBe(32);
    // about 70 steps of the clock, each running every due job: longer than one call on a busy machine
  }, 90_000);
});

describe('the crew member’s guest link and the person’s lists', () => {
  let sprintId: number;
  let miaCrew: number;
  let peteCrew: number;
  let mia: string;
  let pete: string;
  let items: number[];
  const scores = (score = 70) => items.map((itemId) => ({ itemId, score }));
  const feedbackRows = () =>
    count('SELECT count(*)::int AS n FROM sprint_feedback WHERE sprint_id = $1', [sprintId]);

  beforeAll(async () => {
    clock.set(new Date('2030-06-03T00:00:00Z'));
    const made = await insertSprintRows(t.app.stride.database.db, {
      clientId,
      userId: ownerId,
      startDate: '2030-06-03',
      durationWeeks: 4,
      timezone: 'Europe/Berlin',
      checkInWeekday: 5,
      crew: [
        { name: 'Mia Mentor', email: 'mia@example.test', role: 'Mentor' },
        { name: 'Pete Peer', email: 'pete@example.test', role: 'Peer' },
      ],
    });
    sprintId = made.sprintId;
    [miaCrew, peteCrew] = made.crewIds;
    await runJobs();
    // the first send-out: day 7 at 09:00 Berlin (07:00 UTC)
    clock.set(new Date('2030-06-10T08:00:00Z'));
    await runJobs();
    mia = linkOf((await mailsTo('mia@example.test'))[0].text);
    pete = linkOf((await mailsTo('pete@example.test'))[0].text);
  });

  it('shows the crew member the person’s sprint and the open FIRST request, with its deadline', async () => {
    const res = await call(mia, 'GET', '/guest/development');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      personName: 'Rui Runner',
      crewName: 'Mia Mentor',
      role: 'Mentor',
      request: { type: 'FIRST', dueAt: '2030-06-10T07:00:00.000Z', deadlineAt: '2030-06-17T07:00:00.000Z' },
    });
    items = [...res.body.data.sprint.behaviours, ...res.body.data.sprint.outcomes].map(
      (i: { id: number }) => i.id,
    );
    expect(res.body.data.sprint.behaviours.length).toBeGreaterThan(0);
    expect(res.body.data.sprint.outcomes.length).toBeGreaterThan(0);
    expect((await call(pete, 'GET', '/guest/development')).body.data.crewName).toBe('Pete Peer');
  });

  it('refuses bad feedback with a 4xx naming the field, and changes nothing', async () => {
    const over = await call(mia, 'POST', '/guest/development/feedback', {
      scores: [{ itemId: items[0], score: 101 }, ...scores().slice(1)],
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/score/);
    const missing = await call(mia, 'POST', '/guest/development/feedback', { scores: scores().slice(1) });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toMatch(/^scores: give a score for every/);
    const foreign = await call(mia, 'POST', '/guest/development/feedback', {
      scores: [...scores().slice(1), { itemId: 999_999, score: 50 }],
    });
    expect(foreign.status).toBe(422);
    const nul = await call(mia, 'POST', '/guest/development/advice', { text: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toMatch(/text/);
    expect(await feedbackRows()).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM sprint_advice WHERE sprint_id = $1', [sprintId])).toBe(
      0,
    );
  });

  it('a Peer’s feedback tells the person; its scores stay withheld while only one crew member answered', async () => {
    const res = await call(pete, 'POST', '/guest/development/feedback', {
      scores: scores(40),
      comment: 'Good start <b>really</b>',
    });
    expect(res.status).toBe(200);
    expect((await call(pete, 'GET', '/guest/development')).body.data.request).toBeNull();
    const again = await call(pete, 'POST', '/guest/development/feedback', { scores: scores(90) });
    expect(again.status).toBe(409);
    expect(await feedbackRows()).toBe(1);
    expect(
      await count(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'FEEDBACK'`, [
        ownerId,
      ]),
    ).toBe(1);
    const list = await call(owner, 'GET', `/feedback/findAll?sprintId=${sprintId}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      name: 'Pete Peer',
      role: 'Peer',
      avatar: 'PP',
      type: 'FIRST',
      text: 'Good start <b>really</b>',
      scoresHidden: true,
      scores: null,
    });
  });

  it('"remind me" sends one reminder at that time, with a link that works', async () => {
    expect((await call(mia, 'POST', '/guest/development/remind', { inDays: 9 })).status).toBe(400);
    const late = await call(mia, 'POST', '/guest/development/remind', { inDays: 6 });
    expect(late.status).toBe(200); // 06-16 08:00, before the deadline 06-17 07:00
    expect((await call(mia, 'POST', '/guest/development/remind', { inDays: 2 })).status).toBe(200);
    clock.set(new Date('2030-06-12T07:00:00Z'));
    await runJobs();
    expect(await mailsTo('mia@example.test')).toHaveLength(1);
    clock.set(new Date('2030-06-12T08:10:00Z'));
    await runJobs();
    await runJobs();
    const sent = await mailsTo('mia@example.test');
    expect(sent).toHaveLength(2);
    expect(sent[1].subject).toBe('Reminder: Rui Runner asks for your feedback');
    mia = linkOf(sent[1].text);
    clock.set(new Date('2030-06-13T08:10:00Z'));
    await runJobs();
    expect(await mailsTo('mia@example.test')).toHaveLength(2);
  });

  it('with two answers the scores show; the lists are newest first with names, roles and avatars', async () => {
    expect((await call(mia, 'POST', '/guest/development/feedback', { scores: scores(80) })).status).toBe(200);
    expect(
      (await call(mia, 'POST', '/guest/development/advice', { text: 'Ask for the counter-argument.' }))
        .status,
    ).toBe(200);
    const list = (await call(owner, 'GET', `/feedback/findAll?sprintId=${sprintId}`)).body.data;
    expect(list.map((f: { name: string }) => f.name)).toEqual(['Mia Mentor', 'Pete Peer']);
    expect(list.every((f: { scoresHidden: boolean }) => !f.scoresHidden)).toBe(true);
    expect(list[0].scores.map((s: { score: number }) => s.score)).toEqual(items.map(() => 80));
    expect(list[1].scores.map((s: { score: number }) => s.score)).toEqual(items.map(() => 40));
    const advice = await call(owner, 'GET', `/advice/findAll?sprintId=${sprintId}`);
    expect(advice.body.data).toEqual([
      expect.objectContaining({
        name: 'Mia Mentor',
        role: 'Mentor',
        avatar: 'MM',
        text: 'Ask for the counter-argument.',
      }),
    ]);
    expect(
      await count(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'FEEDBACK'`, [
        ownerId,
      ]),
    ).toBe(3);
  });

  it('another person’s or organisation’s sprint is 404; a bad sprintId is 400', async () => {
    for (const who of [colleague, outsider]) {
      expect((await call(who, 'GET', `/feedback/findAll?sprintId=${sprintId}`)).status).toBe(404);
      expect((await call(who, 'GET', `/advice/findAll?sprintId=${sprintId}`)).status).toBe(404);
    }
    const bad = await call(owner, 'GET', '/feedback/findAll?sprintId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/sprintId/);
    expect((await call(null, 'GET', `/feedback/findAll?sprintId=${sprintId}`)).status).toBe(401);
  });

  it('the link is confined: another purpose’s token, no token or a made-up one is refused', async () => {
    const other = await t.app.stride.guestTokens.issue({
      clientId,
      purpose: 'LEADER_360_RATER',
      objectId: miaCrew,
      email: 'mia@example.test',
    });
    for (const token of [other, 'g_made-up', null]) {
      const res = await call(token, 'GET', '/guest/development');
      expect(res.status).toBe(401);
    }
    // a person's sign-in token is no crew link either
    expect((await call(owner, 'GET', '/guest/development')).status).toBe(401);
  });

  it('after the deadline, for a removed crew member and on an ended sprint the link shows the expired text', async () => {
    // the second send-out (day 14) goes out; the first links are past their deadline
    clock.set(new Date('2030-06-17T08:00:00Z'));
    await runJobs();
    const oldLink = await call(mia, 'GET', '/guest/development');
    expect(oldLink.status).toBe(410);
    expect(oldLink.body.message).toBe(EXPIRED);
    const miaNew = linkOf((await mailsTo('mia@example.test')).at(-1)!.text);
    const peteNew = linkOf((await mailsTo('pete@example.test')).at(-1)!.text);
    expect((await call(miaNew, 'GET', '/guest/development')).body.data.request.type).toBe('WEEKLY');
    await t.app.stride.database.db
      .update(sprintCrew)
      .set({ status: 'REMOVED' })
      .where(eq(sprintCrew.id, peteCrew));
    expect((await call(peteNew, 'GET', '/guest/development')).status).toBe(410);
    expect((await call(peteNew, 'POST', '/guest/development/advice', { text: 'Still here?' })).status).toBe(
      410,
    );
    await t.app.stride.database.db
      .update(sprints)
      .set({ status: 'FINISHED' })
      .where(eq(sprints.id, sprintId));
    const before = await feedbackRows();
    const late = await call(miaNew, 'POST', '/guest/development/feedback', { scores: scores(60) });
    expect(late.status).toBe(410);
    expect(late.body.message).toBe(EXPIRED);
    expect(await feedbackRows()).toBe(before);
  });
});
