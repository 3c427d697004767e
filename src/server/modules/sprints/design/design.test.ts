import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SprintView } from '../../../../shared/contracts/sprint-design';
import { createManualClock } from '../../../platform/clock';
import { mailOutbox } from '../../../platform/mail/tables';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// Monday 23 November 2026, 23:30 UTC: already Tuesday in Tokyo
const clock = createManualClock(new Date('2026-11-23T23:30:00Z'));
let t: TestApp;
let ana: string;
let ben: string;
let outsider: string;
const ids: Record<string, number> = {};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(token: string | null, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, payload });
  return { status: res.statusCode, body: res.json() };
}
const team = (token: string | null, method: Method, url: string, payload?: object) =>
  call(token, method, `/api/team${url}`, payload);
const mails = async (to: string) =>
  t.app.stride.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id));
const count = async (sql: string) => (await t.app.stride.database.query<{ n: number }>(sql))[0].n;

beforeAll(async () => {
  t = await createTestApp({ config: { clock } });
  // these tests count sprints, crew and crew links from zero: the demo sprints (sprint-run's seed) go first
  await t.app.stride.database.query(`DELETE FROM guest_tokens WHERE purpose = 'CREW_FEEDBACK'`);
  await t.app.stride.database.query('DELETE FROM sprints');
  ana = await t.createPerson({
    email: 'ana@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Ana Alves',
    roleChallengesCompleted: true,
  });
  ben = await t.createPerson({
    email: 'ben@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Ben Berg',
    roleChallengesCompleted: true,
  });
  await t.createPerson({ email: 'cleo@demo.test', roles: ['USER'], consented: true, fullName: 'Cleo Crew' });
  await t.app.stride.database.query(`UPDATE users SET language = 'de' WHERE email = 'cleo@demo.test'`);
  outsider = await t.login('other@other.test');
  for (const e of ['ana@demo.test', 'ben@demo.test', 'cleo@demo.test'])
    ids[e] = (await t.app.stride.identity.people.byEmail(e))!.id;
});
afterAll(() => t.close());

describe('the sprint library', () => {
  it("lists the pre-designed sprints in the person's language or the one asked for", async () => {
    const en = await call(ana, 'GET', '/api/sprint-library/api/v1/sprints/library');
    expect(en.status).toBe(200);
    const cand = en.body.data.sprints.find((s: { code: string }) => s.code === 'CAND-1');
    expect(cand.label).toBe('Say the hard thing kindly');
    expect(cand.capabilities[0]).toMatchObject({ code: 'CANDOUR' });
    expect(cand.actions[0].suggestedActivities.length).toBeGreaterThan(0);
    const de = await call(ana, 'GET', '/api/sprint-library/api/v1/sprints/library?languageCode=de');
    expect(de.body.data.sprints.find((s: { code: string }) => s.code === 'CAND-1').label).toBe(
      'Schwieriges freundlich aussprechen',
    );
    expect((await call(null, 'GET', '/api/sprint-library/api/v1/sprints/library')).status).toBe(401);
  });
});

describe("sprints unlock with the role challenges (the navigation's rule, held by the server)", () => {
  it('refuses to begin a design or start a sprint before the role challenges are done, naming why; nothing changes', async () => {
    const locked = await t.createPerson({ email: 'lena@demo.test', roles: ['USER'], consented: true });
    // the page hides the Sprint group for this person: the same state the server reads
    const state = await call(locked, 'GET', '/api/user/users/getUserState');
    expect(state.body.roleChallengesCompleted).toBe(false);
    const before = await count('SELECT count(*)::int AS n FROM sprints');
    for (const body of [
      { step: 'select', sprintCode: 'CAND-1' },
      { step: 'select', custom: { label: 'My own' } },
    ]) {
      const refused = await team(locked, 'POST', '/user-sprint', body);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('ROLE_CHALLENGES_INCOMPLETE');
      expect(refused.body.message).toContain('role challenges');
    }
    expect(await count('SELECT count(*)::int AS n FROM sprints')).toBe(before);

    // a design begun while unlocked does not start once the challenges are undone
    const lenaId = (await t.app.stride.identity.people.byEmail('lena@demo.test'))!.id;
    const clientId = (await count(
      `SELECT client_id AS n FROM memberships WHERE user_id = ${lenaId}`,
    )) as number;
    await t.app.stride.identity.repo.setRoleChallengesCompleted(lenaId, clientId, true);
    await t.app.stride.identity.people.forgetUser(lenaId);
    const begun = await team(locked, 'POST', '/user-sprint', { step: 'select', sprintCode: 'CAND-1' });
    expect(begun.status).toBe(200);
    await t.app.stride.identity.repo.setRoleChallengesCompleted(lenaId, clientId, false);
    const start = await team(locked, 'POST', `/user-sprint/start/${begun.body.data.id}`);
    expect(start.status).toBe(403);
    expect(start.body.code).toBe('ROLE_CHALLENGES_INCOMPLETE');
    expect(
      await count(
        `SELECT count(*)::int AS n FROM sprints WHERE id = ${begun.body.data.id} AND status = 'NOT_STARTED'`,
      ),
    ).toBe(1);
    await t.app.stride.database.query(`DELETE FROM sprints WHERE user_id = ${lenaId}`);
  });

  it('refuses user@ of the demo data (no role challenges yet) the same way', async () => {
    const user = await t.login('user@demo.test');
    expect((await call(user, 'GET', '/api/user/users/getUserState')).body.roleChallengesCompleted).toBe(
      false,
    );
    const refused = await team(user, 'POST', '/user-sprint', { step: 'select', sprintCode: 'CAND-1' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ROLE_CHALLENGES_INCOMPLETE');
  });
});

describe('designing a sprint step by step', () => {
  let id: number;
  let design: SprintView;

  it('begins a design from the library (NOT_STARTED, its items in the language, resumes at configure)', async () => {
    const bad = await team(ana, 'POST', '/user-sprint', { step: 'select', sprintCode: 'NOPE-1' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('sprintCode');
    expect(await count('SELECT count(*)::int AS n FROM sprints')).toBe(0);

    const res = await team(ana, 'POST', '/user-sprint', { step: 'select', sprintCode: 'CAND-1' });
    expect(res.status).toBe(200);
    design = res.body.data;
    id = design.id;
    expect(design).toMatchObject({ status: 'NOT_STARTED', designStep: 'configure', sprintCode: 'CAND-1' });
    expect(design.actions.length).toBeGreaterThan(0);
    expect(design.behaviours).toHaveLength(3);
    // starting over keeps one design
    const again = await team(ana, 'POST', '/user-sprint', { step: 'select', sprintCode: 'CAND-1' });
    expect(again.body.data.id).toBe(id);
    design = again.body.data;
    const state = await call(ana, 'GET', '/api/user/users/getUserState');
    expect(state.body.currentSprintStatus).toBe('NOT_STARTED');
  });

  it('refuses a bad configuration naming the field, and changes nothing', async () => {
    const good = {
      durationWeeks: 4,
      feedbackFrequencyDays: 7,
      checkInWeekday: 1,
      checkInTime: '09:00',
      timezone: 'Asia/Tokyo',
      startDate: '2026-11-24',
    };
    for (const [field, value] of [
      ['durationWeeks', 3],
      ['feedbackFrequencyDays', 3],
      ['checkInTime', '25:00'],
      ['timezone', 'Mars/Olympus'],
      ['startDate', '2026-11-23'], // today in UTC, but yesterday in Tokyo
    ] as const) {
      const res = await team(ana, 'POST', '/user-sprint', {
        id,
        step: 'configure',
        configure: { ...good, [field]: value },
      });
      expect(res.status, field).toBe(400);
      expect(res.body.message).toContain(field);
    }
    const read = await team(ana, 'GET', `/user-sprint/${id}`);
    expect(read.body.data).toMatchObject({ durationWeeks: 4, timezone: 'UTC', designStep: 'configure' });

    const ok = await team(ana, 'POST', '/user-sprint', {
      id,
      step: 'configure',
      configure: { ...good, durationWeeks: 8, timezone: 'Europe/Berlin', startDate: '2026-11-24' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ durationWeeks: 8, timezone: 'Europe/Berlin', designStep: 'review' });
  });

  it('edits and reorders the items in review; a fourth action is refused', async () => {
    const [a1, ...rest] = design.actions;
    const four = [a1, a1, a1, a1].map((a) => ({ label: a.label }));
    const bad = await team(ana, 'POST', '/user-sprint', { id, step: 'review', actions: four });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('actions');
    const empty = await team(ana, 'POST', '/user-sprint', {
      id,
      step: 'review',
      behaviours: [{ label: ' ' }],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('behaviours');

    const reordered = [...design.behaviours].reverse().map((b: { id: number; label: string }, i: number) => ({
      id: b.id,
      label: i === 0 ? 'Pause before answering' : b.label,
    }));
    const res = await team(ana, 'POST', '/user-sprint', {
      id,
      step: 'review',
      actions: [
        { id: a1.id, label: a1.label },
        ...rest.map((a: { id: number; label: string }) => a),
        { label: 'My own' },
      ].slice(0, 3),
      behaviours: reordered,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.behaviours.map((b: { id: number }) => b.id)).toEqual(reordered.map((b) => b.id));
    expect(res.body.data.behaviours[0].label).toBe('Pause before answering');
    expect(res.body.data.designStep).toBe('crew');
    design = res.body.data;
  });

  it('adds crew: a member by search, anyone by name and e-mail; a bad e-mail or a duplicate is refused', async () => {
    const bad = await team(ana, 'POST', `/user-sprint/crew/${id}`, {
      role: 'Peer',
      name: 'X',
      email: 'not-an-address',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('email');
    const badRole = await team(ana, 'POST', `/user-sprint/crew/${id}`, {
      role: 'Boss',
      name: 'X',
      email: 'x@y.test',
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body.message).toContain('role');
    const foreign = await team(ana, 'POST', `/user-sprint/crew/${id}`, {
      role: 'Peer',
      userId: (await t.app.stride.identity.people.byEmail('other@other.test'))!.id,
    });
    expect(foreign.status).toBe(400);
    // the owner is never their own crew: not by their account, not by their e-mail in another case
    for (const self of [
      { role: 'Peer', userId: ids['ana@demo.test'] },
      { role: 'Peer', name: 'Me', email: 'ANA@demo.test' },
    ]) {
      const own = await team(ana, 'POST', `/user-sprint/crew/${id}`, self);
      expect(own.status).toBe(422);
      expect(own.body).toMatchObject({ code: 'CREW_SELF' });
      expect(own.body.message).toContain('your own crew');
    }
    expect(await count('SELECT count(*)::int AS n FROM sprint_crew')).toBe(0);

    const member = await team(ana, 'POST', `/user-sprint/crew/${id}`, {
      role: 'Mentor',
      userId: ids['cleo@demo.test'],
    });
    expect(member.status).toBe(200);
    const guest = await team(ana, 'POST', `/user-sprint/crew/${id}`, {
      role: 'Customer',
      name: 'Dora Dahl',
      email: 'Dora@Example.test',
    });
    expect(guest.body.data.crew.map((c: { email: string }) => c.email)).toEqual([
      'cleo@demo.test',
      'dora@example.test',
    ]);
    const dup = await team(ana, 'POST', `/user-sprint/crew/${id}`, {
      role: 'Peer',
      name: 'D',
      email: 'dora@example.test',
    });
    expect(dup.status).toBe(409);
    // nobody is mailed before the start
    expect(await mails('dora@example.test')).toHaveLength(0);
  });

  it('schedules routines: the check-in slot and suggested activities', async () => {
    const action = design.actions[0];
    const wrong = await team(ana, 'POST', '/user-sprint', {
      id,
      step: 'routines',
      routines: {
        checkInWeekday: 3,
        checkInTime: '08:30',
        activities: [{ actionId: action.id, codes: ['REV'] }],
      },
    });
    expect(wrong.status).toBe(400);
    const code = action.suggestedActivities[0].code;
    const res = await team(ana, 'POST', '/user-sprint', {
      id,
      step: 'routines',
      routines: {
        checkInWeekday: 3,
        checkInTime: '08:30',
        activities: [{ actionId: action.id, codes: [code] }],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ checkInWeekday: 3, checkInTime: '08:30', designStep: 'start' });
    expect(res.body.data.actions[0].suggestedActivities[0].chosen).toBe(true);
  });

  it("keeps the design its owner's: another person or organisation reads 404, no token 401", async () => {
    expect((await team(ben, 'GET', `/user-sprint/${id}`)).status).toBe(404);
    expect((await team(outsider, 'GET', `/user-sprint/${id}`)).status).toBe(404);
    expect((await team(null, 'GET', `/user-sprint/${id}`)).status).toBe(401);
    expect(
      (await team(ben, 'POST', '/user-sprint', { id, step: 'review', outcomes: [{ label: 'x' }] })).status,
    ).toBe(404);
    expect((await team(ben, 'POST', `/user-sprint/start/${id}`)).status).toBe(404);
    expect(
      (
        await team(outsider, 'POST', `/user-sprint/crew/${id}`, {
          role: 'Peer',
          name: 'a',
          email: 'a@b.test',
        })
      ).status,
    ).toBe(404);
  });

  it('starts in one go: dates in the zone stored in UTC, crew mailed in their language with a link, the check-in series', async () => {
    const res = await team(ana, 'POST', `/user-sprint/start/${id}`);
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s.status).toBe('IN_PROGRESS');
    // Berlin, winter: midnight is 23:00 UTC the day before; 8 weeks later, the midnight after the last day
    // (exclusive, as the dashboard's sprintReviewEndTime); the date people read is the last day (decision 0068)
    expect(s.startsAt).toBe('2026-11-23T23:00:00.000Z');
    expect(s.endsAt).toBe('2027-01-18T23:00:00.000Z');
    expect(s.lastDate).toBe('2027-01-18');
    const [cleo] = await mails('cleo@demo.test');
    expect(cleo.subject).toBe('Ana Alves hat Sie in die Sprint-Crew eingeladen');
    expect(cleo.text).toMatch(/\/development\?token=g_/);
    const [dora] = await mails('dora@example.test');
    expect(dora.subject).toBe('Ana Alves invited you to their sprint crew');
    const [own] = await mails('ana@demo.test');
    const ics = own.attachments[0].content;
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20261125T083000');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=WE;COUNT=8');
    expect(await count(`SELECT count(*)::int AS n FROM guest_tokens WHERE purpose = 'CREW_FEEDBACK'`)).toBe(
      2,
    );
    expect(await count(`SELECT count(*)::int AS n FROM sprint_activities WHERE sprint_id = ${id}`)).toBe(1);
    const state = await call(ana, 'GET', '/api/user/users/getUserState');
    expect(state.body.currentSprintStatus).toBe('IN_PROGRESS');
    const active = await team(ana, 'GET', '/user-sprint/findUserActiveSprint');
    expect(active.body.data.sprint.id).toBe(id);
    expect(active.body.data.design).toBeNull();
  });

  it('refuses design edits to a started sprint and a second start (409)', async () => {
    const edit = await team(ana, 'POST', '/user-sprint', {
      id,
      step: 'review',
      outcomes: [{ label: 'Later' }],
    });
    expect(edit.status).toBe(409);
    expect((await team(ana, 'POST', `/user-sprint/start/${id}`)).status).toBe(409);
    const second = await team(ana, 'POST', '/user-sprint', { step: 'select', sprintCode: 'CAND-1' });
    expect(second.status).toBe(200);
    await team(ana, 'POST', '/user-sprint', {
      id: second.body.data.id,
      step: 'configure',
      configure: {
        durationWeeks: 1,
        feedbackFrequencyDays: 1,
        checkInWeekday: 2,
        checkInTime: '10:00',
        timezone: 'UTC',
        startDate: '2026-11-30',
      },
    });
    const start = await team(ana, 'POST', `/user-sprint/start/${second.body.data.id}`);
    expect(start.status).toBe(409);
    expect(start.body.code).toBe('SPRINT_IN_PROGRESS');
  });

  it('resends a welcome at most once a day, adds and removes crew of the running sprint', async () => {
    const crew = (await team(ana, 'GET', `/user-sprint/${id}`)).body.data.crew;
    const dora = crew.find((c: { email: string }) => c.email === 'dora@example.test');
    const soon = await team(ana, 'POST', `/user-sprint/crew/${id}/${dora.id}/resend`);
    expect(soon.status).toBe(409);
    clock.advance(25 * 60 * 60 * 1000);
    const later = await team(ana, 'POST', `/user-sprint/crew/${id}/${dora.id}/resend`);
    expect(later.status).toBe(200);
    expect(await mails('dora@example.test')).toHaveLength(2);

    const added = await team(ana, 'POST', `/user-sprint/crew/${id}`, {
      role: 'Peer',
      userId: ids['ben@demo.test'],
    });
    expect(added.status).toBe(200);
    expect(await mails('ben@demo.test')).toHaveLength(1);
    const removed = await team(ana, 'DELETE', `/user-sprint/crew/${id}/${dora.id}`);
    expect(removed.body.data.crew.map((c: { email: string }) => c.email)).toEqual([
      'cleo@demo.test',
      'ben@demo.test',
    ]);
    expect((await team(ana, 'DELETE', `/user-sprint/crew/${id}/${dora.id}`)).status).toBe(404);
    expect((await team(ben, 'DELETE', `/user-sprint/crew/${id}/${crew[0].id}`)).status).toBe(404);
  });

  it("shows another person's sprint only with viewing rights", async () => {
    const res = await team(ben, 'GET', `/user-sprint/findUserActiveSprint/${ids['ana@demo.test']}`);
    expect(res.status).toBe(404);
    const own = await team(ana, 'GET', `/user-sprint/findUserActiveSprint/${ids['ana@demo.test']}`);
    expect(own.body.data.sprint.id).toBe(id);
    expect(
      (await team(outsider, 'GET', `/user-sprint/findUserActiveSprint/${ids['ana@demo.test']}`)).status,
    ).toBe(404);
  });

  it('notifies crew members with an account once, and the person when the last day opens the review', async () => {
    const notices = async (kind: string) =>
      t.app.stride.database.query<{ user_id: number; text_key: string; params: Record<string, string> }>(
        `SELECT n.user_id, n.text_key, n.params FROM notifications n WHERE n.kind = $1 AND n.sprint_id = $2
         ORDER BY n.id`,
        [kind, id],
      );
    // cleo joined at the start, ben while it ran, one notice each; dora has no account
    const crew = await notices('SPRINT_CREW_ADDED');
    expect(crew.map((n) => n.user_id)).toEqual([ids['cleo@demo.test'], ids['ben@demo.test']]);
    expect(crew[0]).toMatchObject({ text_key: 'sprintCrewAdded', params: { name: 'Ana Alves' } });
    // the 8 weeks in Berlin end on 2027-01-18: nothing the day before, one notice on the day, however often run
    const drain = async () => {
      while ((await t.app.stride.jobs.runDue()) > 0) {}
    };
    clock.set(new Date('2027-01-17T12:00:00Z'));
    await drain();
    expect(await notices('SPRINT_ENDING')).toEqual([]);
    clock.set(new Date('2027-01-17T23:30:00Z'));
    await drain();
    await drain();
    const ending = await notices('SPRINT_ENDING');
    expect(ending).toEqual([
      expect.objectContaining({ user_id: ids['ana@demo.test'], text_key: 'sprintEnding' }),
    ]);
    expect((await team(ana, 'GET', '/user-sprint/summary')).body.data.reviewPhase).toBe('review-due');
  });
});
