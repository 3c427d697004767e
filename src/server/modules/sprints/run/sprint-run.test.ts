import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryResponse } from '../../../../shared/contracts/sprint-board';
import { conferenceLink } from '../../../../shared/domain/conference';
import { createManualClock } from '../../../platform/clock';
import { mailOutbox } from '../../../platform/mail/tables';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { insertSprintRows } from './sprint-rows';

const clock = createManualClock(new Date('2026-03-20T10:00:00Z'));
let t: TestApp;
let owner: string;
let colleague: string;
let outsider: string;
let ownerId: number;
let clientId: number;
let made: Awaited<ReturnType<typeof insertSprintRows>>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(token: string | null, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `/api/team${url}`,
    headers: token ? t.bearer(token) : {},
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}
const count = async (table: string) =>
  (await t.app.stride.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
const mails = () => t.app.stride.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));

beforeAll(async () => {
  t = await createTestApp({ config: { clock } });
  owner = await t.createPerson({
    email: 'runner@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Rui Runner',
  });
  colleague = await t.createPerson({ email: 'peer@demo.test', roles: ['USER'], consented: true });
  outsider = await t.login('other@other.test');
  const me = (await t.app.stride.identity.people.byEmail('runner@demo.test'))!;
  ownerId = me.id;
  const [m] = await t.app.stride.database.query<{ client_id: number }>(
    'SELECT client_id FROM memberships WHERE user_id = $1',
    [ownerId],
  );
  clientId = m.client_id;
  made = await insertSprintRows(t.app.stride.database.db, {
    clientId,
    userId: ownerId,
    startDate: '2026-03-16',
    durationWeeks: 4,
    timezone: 'Europe/Berlin',
    checkInWeekday: 5,
    crew: [
      { name: 'Mia Mentor', email: 'mia@example.test', role: 'Mentor' },
      { name: 'Pete Peer', email: 'pete@example.test', role: 'Peer' },
    ],
    activities: [
      { title: 'Ask for feedback', status: 'TODO' },
      { title: 'Prepare the talk', status: 'IN_PROGRESS' },
      { title: 'Read the chapter', status: 'DONE' },
    ],
  });
});
afterAll(() => t.close());

describe('the dashboard overview', () => {
  it('answers the owner’s sprint with cards, timeline, crew and actions with activities', async () => {
    const res = await call(owner, 'GET', '/user-sprint/summary');
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s).toMatchObject({
      id: made.sprintId,
      sprintStatus: 'IN_PROGRESS',
      currentWeek: 1,
      daysLeftToCompleteSprint: 24,
      nextSprintCheckInDate: '2026-03-27T08:00:00.000Z',
      reviewPhase: 'before-last-day',
      // no check-in done, nobody asked for feedback yet (the first send-out is on day 7): no data
      outcomePercentage: { current: null, fluctuation: null },
      sprintCrewEngagementPercentage: { current: null, fluctuation: null },
    });
    // today's check-in (09:00) is due and still to do: open, not missed (issue 30)
    expect(s.sprintTimeline.checkInDates.map((c: { status: string }) => c.status)).toEqual([
      'open',
      'future',
      'future',
      'future',
    ]);
    expect(s.sprintCrews).toHaveLength(2);
    expect(s.actions.flatMap((a: { activities: unknown[] }) => a.activities)).toHaveLength(3);
    expect(s.behaviours).toHaveLength(3);
  });
  it('is 404 for a colleague and another organisation, 401 without a token; null for someone with no sprint', async () => {
    for (const token of [colleague, outsider])
      expect((await call(token, 'GET', `/user-sprint/summary/${made.sprintId}`)).status).toBe(404);
    expect((await call(null, 'GET', `/user-sprint/summary/${made.sprintId}`)).status).toBe(401);
    expect((await call(colleague, 'GET', '/user-sprint/summary')).body).toEqual({ data: null });
  });
  it('answers JSON in the contract’s shape, the same summary as the sprint read by id', async () => {
    const token = await t.createPerson({ email: 'shape@demo.test', roles: ['USER'], consented: true });
    const person = (await t.app.stride.identity.people.byEmail('shape@demo.test'))!;
    const sprint = await insertSprintRows(t.app.stride.database.db, {
      clientId,
      userId: person.id,
      startDate: '2026-03-02',
      durationWeeks: 8,
      timezone: 'America/New_York',
      crew: [
        { name: 'Cleo Coach', email: 'cleo@example.test', role: 'Coach' },
        { name: 'Tom Team', email: 'tom@example.test', role: 'Team' },
      ],
      activities: [
        {
          title: 'Meet the coach',
          status: 'TODO',
          meetingStart: new Date('2026-03-25T14:30:00Z'),
          crew: [0, 1],
        },
        { title: 'Done & dusted "quoted"', status: 'DONE', crew: [1] },
        { title: 'Plan the week', status: 'IN_PROGRESS' },
        { title: 'Third action’s card', status: 'TODO' },
      ],
    });
    await call(token, 'POST', '/activity', {
      sprintId: sprint.sprintId,
      title: 'Under no action',
      kind: 'OFFLINE',
    });
    await call(token, 'POST', '/stakeholder', {
      sprintId: sprint.sprintId,
      name: 'Sam',
      email: 'sam@example.test',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/team/user-sprint/summary',
      headers: t.bearer(token),
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    // nothing the contract does not know, nothing it refuses
    expect(summaryResponse.parse(body)).toEqual(body);
    expect(body).toEqual((await call(token, 'GET', `/user-sprint/summary/${sprint.sprintId}`)).body);
    const s = body.data;
    expect(s.otherActivities.map((a: { title: string }) => a.title)).toEqual(['Under no action']);
    expect(s.stakeholders).toMatchObject([{ name: 'Sam', email: 'sam@example.test' }]);
    const meeting = s.actions
      .flatMap((a: { activities: { title: string }[] }) => a.activities)
      .find((a: { title: string }) => a.title === 'Meet the coach');
    expect(meeting).toMatchObject({ meetingStart: '2026-03-25T14:30:00.000Z', crewIds: sprint.crewIds });
    // a change made anywhere shows on the next read: a crew member removed (sprint design), an activity moved
    const [cleo, tom] = sprint.crewIds;
    expect((await call(token, 'DELETE', `/user-sprint/crew/${sprint.sprintId}/${cleo}`)).status).toBe(200);
    await call(token, 'POST', '/activity/done', { id: meeting.id });
    const after = (await call(token, 'GET', '/user-sprint/summary')).body.data;
    expect(after.sprintCrews.map((c: { id: number }) => c.id)).toEqual([tom]);
    const moved = after.actions
      .flatMap((a: { activities: { id: number }[] }) => a.activities)
      .find((a: { id: number }) => a.id === meeting.id);
    expect(moved.status).toBe('DONE');
  });
});

describe('activities', () => {
  let meetingId: number;
  it('creates an activity with a meeting and crew, lists it by local day', async () => {
    const res = await call(owner, 'POST', '/activity', {
      sprintId: made.sprintId,
      actionId: made.actionIds[0],
      code: 'FF',
      kind: 'ONLINE',
      title: 'Feedback chat with Mia',
      meetingStart: '2026-03-23T23:30:00Z',
      meetingEnd: '2026-03-24T00:00:00Z',
      crewIds: [made.crewIds[0]],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'TODO', crewIds: [made.crewIds[0]], invitationsSent: 0 });
    meetingId = res.body.data.id;
    const list = await call(
      owner,
      'GET',
      `/activity/${made.sprintId}?timeZone=Europe/Berlin&startDate=2026-03-24`,
    );
    expect(list.body.data.days).toEqual([
      { date: '2026-03-24', activities: [expect.objectContaining({ id: meetingId })] },
    ]);
    expect(list.body.data.activities).toHaveLength(4);
    // the dashboard's and the list's activity (built in SQL) is the very answer of the create (built in JS)
    expect(list.body.data.activities.find((a: { id: number }) => a.id === meetingId)).toEqual(res.body.data);
    expect(res.body.data).toMatchObject({ meetingStart: '2026-03-23T23:30:00.000Z' });
    const summary = await call(owner, 'GET', `/user-sprint/summary/${made.sprintId}`);
    const action = summary.body.data.actions.find((a: { id: number }) => a.id === made.actionIds[0]);
    expect(action.activities.find((a: { id: number }) => a.id === meetingId)).toEqual(res.body.data);
  });
  it('creates cards without people at the end of their column, a Done one with its time', async () => {
    const first = await call(owner, 'POST', '/activity', { sprintId: made.sprintId, title: 'Plain card' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'TODO', crewIds: [], actionId: null, doneAt: null });
    const done = await call(owner, 'POST', '/activity', {
      sprintId: made.sprintId,
      actionId: made.actionIds[1],
      title: 'Already done',
      status: 'DONE',
    });
    expect(done.body.data).toMatchObject({ status: 'DONE', doneAt: '2026-03-20T10:00:00.000Z' });
    const list = (await call(owner, 'GET', `/activity/${made.sprintId}`)).body.data.activities as {
      id: number;
      status: string;
      position: number;
    }[];
    const last = (status: string) => list.filter((a) => a.status === status).at(-1)?.id;
    expect(last('TODO')).toBe(first.body.data.id);
    expect(last('DONE')).toBe(done.body.data.id);
    for (const id of [first.body.data.id, done.body.data.id])
      expect((await call(owner, 'DELETE', `/activity/${id}`)).status).toBe(200);
  });
  it('refuses bad input naming the field and changes nothing', async () => {
    const before = await count('sprint_activities');
    const base = { sprintId: made.sprintId, title: 'x' };
    const bad = [
      { ...base, meetingStart: '2026-03-24T10:00:00Z', meetingEnd: '2026-03-24T09:00:00Z' },
      { ...base, type: 'PARTY' },
      { ...base, code: 'XYZ' },
      { ...base, title: '' },
      { ...base, crewIds: [999999] },
      { ...base, actionId: 999999 },
    ];
    for (const body of bad) {
      const res = await call(owner, 'POST', '/activity', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(owner, 'POST', '/activity', bad[0])).body.message).toContain('meetingEnd');
    expect((await call(owner, 'GET', `/activity/${made.sprintId}?timeZone=Mars/Base`)).status).toBe(400);
    // a meeting outside the sprint's days (one in 2030, one the day before it began) is refused, naming them
    for (const [meetingStart, meetingEnd] of [
      ['2030-01-10T09:00:00Z', '2030-01-10T10:00:00Z'],
      ['2026-03-15T09:00:00Z', '2026-03-15T10:00:00Z'],
    ]) {
      const outside = await call(owner, 'POST', '/activity', { ...base, meetingStart, meetingEnd });
      expect(outside.status).toBe(422);
      expect(outside.body).toMatchObject({ code: 'MEETING_OUTSIDE_SPRINT' });
      expect(outside.body.message).toContain('during the sprint (2026-03-16 to');
    }
    expect(await count('sprint_activities')).toBe(before);
    expect((await call(colleague, 'POST', '/activity', base)).status).toBe(404);
  });
  it('moves a card across columns at an index, marks one done', async () => {
    const moved = await call(owner, 'POST', '/activity/move', {
      id: made.activityIds[0],
      status: 'DONE',
      index: 0,
    });
    expect(moved.body.data).toMatchObject({ status: 'DONE' });
    const list = await call(owner, 'GET', `/activity/${made.sprintId}`);
    const done = list.body.data.activities.filter((a: { status: string }) => a.status === 'DONE');
    expect(done.map((a: { id: number }) => a.id)).toEqual([made.activityIds[0], made.activityIds[2]]);
    const marked = await call(owner, 'POST', '/activity/done', { id: made.activityIds[1] });
    expect(marked.body.data.doneAt).toBe('2026-03-20T10:00:00.000Z');
    expect(
      (await call(colleague, 'POST', '/activity/move', { id: made.activityIds[0], status: 'TODO', index: 0 }))
        .status,
    ).toBe(404);
  });
  it('sends the meeting as an .ics with a stable UID and a growing SEQUENCE, and cancels it on delete', async () => {
    const first = await call(owner, 'POST', `/activity/invitation/${meetingId}`);
    expect(first.body.data).toEqual({ sent: 1, sequence: 0 });
    const second = await call(owner, 'POST', `/activity/invitation/${meetingId}`);
    expect(second.body.data).toEqual({ sent: 1, sequence: 1 });
    const [latest, organiserCopy] = await mails();
    expect(latest.to).toBe('mia@example.test');
    // the organiser gets the same meeting in their calendar
    expect(organiserCopy.to).toBe('runner@demo.test');
    expect(String(organiserCopy.attachments[0].content)).toContain(`UID:sprint-activity-${meetingId}@`);
    const ics = String(latest.attachments[0].content);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain(`UID:sprint-activity-${meetingId}@`);
    expect((await call(owner, 'DELETE', `/activity/${meetingId}`)).status).toBe(200);
    const [cancel, organiserCancel] = await mails();
    expect(String(cancel.attachments[0].content)).toContain('METHOD:CANCEL');
    expect(organiserCancel.to).toBe('runner@demo.test');
    expect(String(organiserCancel.attachments[0].content)).toContain('METHOD:CANCEL');
    expect(String(cancel.attachments[0].content)).toContain('SEQUENCE:2');
    expect((await call(owner, 'POST', `/activity/invitation/${made.activityIds[0]}`)).status).toBe(400);
  });
  it('gives the meeting the video link of the owner’s conference provider: in the .ics, the mail and the same link the page derives', async () => {
    const choose = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/calendar/authorize-conference-provider',
        headers: t.bearer(owner),
        payload,
      });
    const meeting = await call(owner, 'POST', '/activity', {
      sprintId: made.sprintId,
      actionId: made.actionIds[0],
      code: 'FF',
      kind: 'ONLINE',
      title: 'Video chat with Mia',
      meetingStart: '2026-03-25T09:00:00Z',
      meetingEnd: '2026-03-25T09:30:00Z',
      crewIds: [made.crewIds[0]],
    });
    const id = meeting.body.data.id as number;
    // bad choices are refused by field and change nothing
    for (const [payload, field] of [
      [{ provider: 'OWN_ROOM' }, 'roomUrl'],
      [{ provider: 'OWN_ROOM', roomUrl: 'http://meet.example.com/rui' }, 'roomUrl'],
      [{ provider: 'JITSI', roomUrl: 'https://meet.example.com/rui' }, 'roomUrl'],
      [{ provider: 'ZOOMISH' }, 'provider'],
    ] as const) {
      const res = await choose(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    const account = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/calendar/account', headers: t.bearer(owner) })).json();
    expect((await account()).conference).toEqual({ provider: 'NONE', roomUrl: null, slug: null });

    // an open meeting service: one Jitsi Meet room per meeting
    const jitsi = (await choose({ provider: 'JITSI' })).json();
    expect(jitsi).toMatchObject({
      provider: 'JITSI',
      roomUrl: null,
      slug: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect((await account()).conference).toEqual(jitsi);
    await call(owner, 'POST', `/activity/invitation/${id}`);
    const link = conferenceLink(jitsi, id)!;
    expect(link).toBe(`https://meet.jit.si/Stride-${jitsi.slug}-${id}`);
    const [invitation] = await mails();
    const ics = String(invitation.attachments[0].content).replace(/\r\n /g, '');
    expect(ics).toContain(`LOCATION:${link}\r\n`);
    expect(ics).toContain(`URL:${link}\r\n`);
    expect(ics).toContain(`Video meeting: ${link}`);
    expect(invitation.text).toContain(`Video meeting: ${link}`);

    // the person's own room, for every meeting; the Jitsi slug is kept for a later return
    const own = (await choose({ provider: 'OWN_ROOM', roomUrl: 'https://meet.example.com/rui' })).json();
    expect(own).toEqual({ provider: 'OWN_ROOM', roomUrl: 'https://meet.example.com/rui', slug: jitsi.slug });
    await call(owner, 'POST', `/activity/invitation/${id}`);
    const [again] = await mails();
    expect(String(again.attachments[0].content)).toContain('LOCATION:https://meet.example.com/rui\r\n');

    // none: no link
    await choose({ provider: 'NONE' });
    await call(owner, 'POST', `/activity/invitation/${id}`);
    const [plain] = await mails();
    expect(String(plain.attachments[0].content)).not.toContain('LOCATION:');
    expect((await call(owner, 'DELETE', `/activity/${id}`)).status).toBe(200);
  });
  it('a finished action blocks changes to its activities (409)', async () => {
    const action = made.actionIds[0];
    const fin = await call(
      owner,
      'GET',
      `/action-detail/update-status?actionDetailId=${action}&status=FINISHED`,
    );
    expect(fin.body.data).toEqual({ id: action, status: 'FINISHED' });
    const res = await call(owner, 'POST', '/activity', {
      sprintId: made.sprintId,
      actionId: action,
      title: 'More',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ACTION_FINISHED');
    expect((await call(owner, 'POST', '/activity/done', { id: made.activityIds[0] })).status).toBe(409);
    await call(owner, 'GET', `/action-detail/update-status?actionDetailId=${action}&status=OPEN`);
    expect(
      (await call(colleague, 'GET', `/action-detail/update-status?actionDetailId=${action}&status=OPEN`))
        .status,
    ).toBe(404);
  });
  it('names the activity types and keeps stakeholders per sprint', async () => {
    const types = await call(owner, 'GET', '/activity-type/all');
    expect(types.body.data).toHaveLength(9);
    const added = await call(owner, 'POST', '/stakeholder', {
      sprintId: made.sprintId,
      name: 'Sam',
      email: 'Sam@Example.test',
    });
    expect(added.body.data).toMatchObject({ name: 'Sam', email: 'sam@example.test' });
    expect((await call(owner, 'GET', `/stakeholder/${added.body.data.id}`)).status).toBe(200);
    expect((await call(colleague, 'GET', `/stakeholder/${added.body.data.id}`)).status).toBe(404);
    expect((await call(outsider, 'GET', `/stakeholder/${added.body.data.id}`)).status).toBe(404);
    expect(
      (
        await call(owner, 'POST', '/stakeholder', {
          sprintId: made.sprintId,
          name: 'N',
          email: 'not-an-address',
        })
      ).status,
    ).toBe(400);
  });
});

describe('final review and the portfolio, moving the clock', () => {
  it('refuses the review before the last day and changes nothing', async () => {
    const res = await call(owner, 'GET', `/user-sprint/saveToPortfolio/${made.sprintId}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('REVIEW_NOT_DUE');
    expect((await call(owner, 'GET', '/user-sprint/summary')).body.data.sprintStatus).toBe('IN_PROGRESS');
  });
  it('extends on the last day, then saves to the portfolio after the extension (COMPLETED_EXTEND)', async () => {
    clock.set(new Date('2026-04-12T10:00:00Z'));
    expect((await call(owner, 'GET', '/user-sprint/summary')).body.data.reviewPhase).toBe('review-due');
    const ext = await call(owner, 'GET', `/user-sprint/extend/${made.sprintId}`);
    expect(ext.body.data).toMatchObject({
      extendedWeeks: 2,
      reviewPhase: 'before-last-day',
      lastDate: '2026-04-26',
    });
    clock.set(new Date('2026-04-28T10:00:00Z'));
    const saved = await call(owner, 'POST', '/sprint-review', {
      sprintId: made.sprintId,
      choice: 3,
      reflection: 'I spoke up in every review.',
    });
    expect(saved.body.data).toMatchObject({ sprintStatus: 'PORTFOLIO', outcomeStatus: 'COMPLETED_EXTEND' });
    // saving again answers the same sprint; nothing in it changes any more
    expect((await call(owner, 'GET', `/user-sprint/saveToPortfolio/${made.sprintId}`)).status).toBe(200);
    const edit = await call(owner, 'POST', '/activity', { sprintId: made.sprintId, title: 'Late' });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('SPRINT_FINISHED');
    const portfolio = await call(owner, 'GET', '/user-sprint/portfolio?year=2026');
    expect(portfolio.body.data.years[0].sprints[0]).toMatchObject({
      id: made.sprintId,
      outcomeStatus: 'COMPLETED_EXTEND',
    });
    expect((await call(colleague, 'GET', '/user-sprint/portfolio')).body.data.total).toBe(0);
  });
  it('stops a sprint early (COMPLETED_EARLY), cancels another (not in the portfolio)', async () => {
    const early = await insertSprintRows(t.app.stride.database.db, {
      clientId,
      userId: ownerId,
      startDate: '2026-04-27',
      durationWeeks: 4,
    });
    const stop = await call(owner, 'POST', `/user-sprint/stop-early/${early.sprintId}`);
    expect(stop.body.data).toMatchObject({ sprintStatus: 'PORTFOLIO', outcomeStatus: 'COMPLETED_EARLY' });
    const other = await insertSprintRows(t.app.stride.database.db, {
      clientId,
      userId: ownerId,
      startDate: '2026-04-27',
      durationWeeks: 1,
    });
    expect((await call(owner, 'GET', `/user-sprint/cancel/${other.sprintId}`)).body.data.outcomeStatus).toBe(
      'CANCELLED',
    );
    const ids = (await call(owner, 'GET', '/user-sprint/portfolio')).body.data.years[0].sprints.map(
      (s: { id: number }) => s.id,
    );
    expect(ids).toContain(early.sprintId);
    expect(ids).not.toContain(other.sprintId);
    expect((await call(colleague, 'GET', `/user-sprint/cancel/${early.sprintId}`)).status).toBe(404);
  });
  it('the plan’s portfolio shows the finished sprints by year, not the cancelled one; nobody else’s', async () => {
    const plan = async (token: string | null, query = '') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/user/agile-plan/sprint-portfolio${query}`,
        headers: token ? t.bearer(token) : {},
      });
      return { status: res.statusCode, body: res.json() };
    };
    const mine = await call(owner, 'GET', '/user-sprint/portfolio');
    const res = await plan(owner);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(mine.body.data.total);
    expect(res.body.total).toBeGreaterThanOrEqual(2);
    const titles = res.body.years.flatMap((y: { sprints: { id: number; title: string }[] }) => y.sprints);
    expect(titles).toContainEqual({ id: made.sprintId, title: expect.stringMatching(/\S/) });
    expect(res.body.years[0].year).toBe(2026);
    // the cancelled sprint of the test above is not in it
    const cancelled = mine.body.data.years.flatMap((y: { sprints: { id: number }[] }) => y.sprints).length;
    expect(titles).toHaveLength(cancelled);
    // one page of one
    const page = await plan(owner, '?pageNo=2&pageSize=1&ascending=true');
    expect(page.body.total).toBe(res.body.total);
    expect(page.body.years.flatMap((y: { sprints: unknown[] }) => y.sprints)).toHaveLength(1);
    expect((await plan(owner, '?year=2019')).body).toEqual({ years: [], total: 0 });
    expect((await plan(colleague)).body.total).toBe(0);
    expect((await plan(outsider)).body.total).toBe(0);
    expect((await plan(null)).status).toBe(401);
    expect((await plan(owner, '?year=abc')).status).toBe(400);
  });
  it('closes a sprint left without a review a week after its end (FINISHED), and the review is then refused', async () => {
    const late = await insertSprintRows(t.app.stride.database.db, {
      clientId,
      userId: ownerId,
      startDate: '2026-03-30',
      durationWeeks: 1,
    });
    const res = await call(owner, 'GET', `/user-sprint/summary/${late.sprintId}`);
    expect(res.body.data).toMatchObject({ sprintStatus: 'FINISHED', outcomeStatus: 'INCOMPLETE' });
    expect((await call(owner, 'GET', `/user-sprint/saveToIncomplete/${late.sprintId}`)).status).toBe(409);
  });
  it('shares a read-only copy by e-mail', async () => {
    const res = await call(owner, 'POST', '/user-sprint/share', {
      sprintId: made.sprintId,
      email: 'friend@example.test',
      message: 'Have a look',
    });
    expect(res.status).toBe(200);
    const [mail] = await mails();
    expect(mail.to).toBe('friend@example.test');
    expect(mail.subject).toContain('Rui Runner');
    expect(mail.text).toContain('Have a look');
    expect(
      (await call(owner, 'POST', '/user-sprint/share', { sprintId: made.sprintId, email: 'nope' })).status,
    ).toBe(400);
    expect(
      (await call(colleague, 'POST', '/user-sprint/share', { sprintId: made.sprintId, email: 'a@b.test' }))
        .status,
    ).toBe(404);
  });
});

describe('demo data', () => {
  it('member@ is in week 3 of 8 with four crew (the feedback demo adds a Mentor), two past check-ins, every column; manager@ has a portfolio; user@ none', async () => {
    clock.set(new Date('2026-03-20T10:00:00Z'));
    const member = await t.login('member@demo.test');
    const s = (await call(member, 'GET', '/user-sprint/summary')).body.data;
    expect(s).toMatchObject({ currentWeek: 3, duration: 8, sprintStatus: 'IN_PROGRESS' });
    expect(s.sprintCrews).toHaveLength(4);
    // two past check-ins completed (the check-ins seed), today's due and not yet done
    const statuses = s.sprintTimeline.checkInDates.map((c: { status: string }) => c.status);
    expect(statuses.slice(0, 3)).toEqual(['completed', 'completed', 'open']);
    const columns = new Set(
      s.actions.flatMap((a: { activities: { status: string }[] }) => a.activities.map((x) => x.status)),
    );
    expect([...columns].sort()).toEqual(['DONE', 'IN_PROGRESS', 'TODO']);
    const manager = await t.login('manager@demo.test');
    expect((await call(manager, 'GET', '/user-sprint/summary')).body.data).toBeNull();
    expect((await call(manager, 'GET', '/user-sprint/portfolio')).body.data.total).toBe(1);
    expect(
      (await call(await t.login('user@demo.test'), 'GET', '/user-sprint/portfolio')).body.data.total,
    ).toBe(0);
  });
});
