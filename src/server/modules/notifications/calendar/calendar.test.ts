import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../testing/test-app';

const clock = createManualClock(new Date('2026-11-20T09:00:00Z'));
let t: TestApp;
let token: string;
let otherToken: string;
let userId: number;
let clientId: number;
let meetingId: number;
let milestoneId: number;
const BASE = '/api/calendar';

const feedOf = async (url: string) => {
  const path = new URL(url).pathname;
  const res = await t.app.inject({ url: path });
  return res;
};
const events = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is ical.VEvent => c?.type === 'VEVENT');
const byUid = (text: string) => Object.fromEntries(events(text).map((e) => [e.uid, e]));

beforeAll(async () => {
  t = await createTestApp({ config: { clock } });
  token = await t.createPerson({
    email: 'cal.owner@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Cal Owner',
  });
  otherToken = await t.createPerson({ email: 'cal.other@demo.test', roles: ['USER'], consented: true });
  userId = (await t.app.stride.identity.people.byEmail('cal.owner@demo.test'))!.id;
  clientId = (await t.app.inject({ url: '/api/user/users/getUserState', headers: t.bearer(token) })).json()
    .clientId;
  // a running sprint in Berlin (check-ins on Mondays at 09:00 for four weeks), one meeting, a plan milestone;
  // written as SQL: the tables are other modules' (a test reaches them only through the database)
  const q = t.app.stride.database.query.bind(t.app.stride.database);
  const [sprint] = await q<{ id: number }>(
    `INSERT INTO sprints (client_id, user_id, label, status, check_in_weekday, check_in_time, timezone, start_date,
       starts_at, ends_at)
     VALUES ($1, $2, 'Delegate more', 'IN_PROGRESS', 1, '09:00', 'Europe/Berlin', '2026-11-18',
       '2026-11-17T23:00:00Z', '2026-12-15T23:00:00Z') RETURNING id`,
    [clientId, userId],
  );
  const [meeting] = await q<{ id: number }>(
    `INSERT INTO sprint_activities (sprint_id, client_id, title, meeting_start, meeting_end, created_by)
     VALUES ($1, $2, 'Coaching, with Sam', '2026-11-25T14:00:00Z', '2026-11-25T14:45:00Z', $3) RETURNING id`,
    [sprint!.id, clientId, userId],
  );
  meetingId = meeting!.id;
  const [plan] = await q<{ id: number }>(
    'INSERT INTO agile_plans (client_id, user_id, year) VALUES ($1, $2, 2026) RETURNING id',
    [clientId, userId],
  );
  const [milestone] = await q<{ id: number }>(
    `INSERT INTO agile_milestones (client_id, plan_id, type, title, date)
     VALUES ($1, $2, 'OTHER', 'Present to the board', '2026-12-10') RETURNING id`,
    [clientId, plan!.id],
  );
  milestoneId = milestone!.id;
});
afterAll(() => t.close());

describe('calendar feed', () => {
  it('has no feed at first; sync makes one URL and answers the same one again', async () => {
    const before = await t.app.inject({ url: `${BASE}/account?withDetail=true`, headers: t.bearer(token) });
    expect(before.json()).toMatchObject({ connected: false, feedUrl: null });
    const first = await t.app.inject({ url: `${BASE}/sync-calendar-url`, headers: t.bearer(token) });
    expect(first.statusCode).toBe(200);
    expect(first.json().webcalUrl).toMatch(
      /^webcal:\/\/.+\/api\/calendar\/feeds\/cal_[\w-]+\/calendar\.ics$/,
    );
    const again = await t.app.inject({ url: `${BASE}/sync-calendar-url`, headers: t.bearer(token) });
    expect(again.json().feedUrl).toBe(first.json().feedUrl);
    const account = await t.app.inject({ url: `${BASE}/account?withDetail=true`, headers: t.bearer(token) });
    expect(account.json()).toMatchObject({ connected: true, feedUrl: first.json().feedUrl, itemCount: 3 });
    // another person's feed is another URL
    const other = await t.app.inject({ url: `${BASE}/sync-calendar-url`, headers: t.bearer(otherToken) });
    expect(other.json().feedUrl).not.toBe(first.json().feedUrl);
  });

  it('bad input is a 400 naming the field; without sign-in the account is 401', async () => {
    const bad = await t.app.inject({
      url: `${BASE}/sync-calendar-url?originUrl=not%20a%20url`,
      headers: t.bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/originUrl/);
    expect((await t.app.inject({ url: `${BASE}/account` })).statusCode).toBe(401);
  });

  it('serves RFC 5545 without sign-in: check-ins weekly in the sprint zone, the meeting, the milestone, stable UIDs', async () => {
    const { feedUrl } = (await t.app.inject({ url: `${BASE}/account`, headers: t.bearer(token) })).json();
    const res = await feedOf(feedUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const items = byUid(res.body);
    const uids = Object.keys(items).sort();
    expect(uids).toHaveLength(3);
    const checkIn = Object.values(items).find((e) => /Delegate more/.test(String(e.summary)))!;
    // Monday 23 Nov 2026, 09:00 in Berlin = 08:00 UTC; weekly until the sprint ends (4 Mondays)
    expect(new Date(checkIn.start).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(checkIn.rrule?.all().map((d) => d.toISOString().slice(0, 10))).toHaveLength(4);
    const meeting = Object.values(items).find((e) => e.summary === 'Coaching, with Sam')!;
    expect(new Date(meeting.start).toISOString()).toBe('2026-11-25T14:00:00.000Z');
    expect(new Date(meeting.end!).toISOString()).toBe('2026-11-25T14:45:00.000Z');
    const milestone = Object.values(items).find((e) => /Present to the board/.test(String(e.summary)))!;
    expect(milestone.datetype).toBe('date');
    expect(Object.values(items).every((e) => Number(e.sequence) === 0)).toBe(true);
    // read again: same UIDs, same SEQUENCE
    const again = byUid((await feedOf(feedUrl)).body);
    expect(Object.keys(again).sort()).toEqual(uids);
    expect(Object.values(again).every((e) => Number(e.sequence) === 0)).toBe(true);
  });

  it('a changed meeting keeps its UID with SEQUENCE one up; a deleted milestone comes back CANCELLED', async () => {
    const { feedUrl } = (await t.app.inject({ url: `${BASE}/account`, headers: t.bearer(token) })).json();
    const before = byUid((await feedOf(feedUrl)).body);
    const meetingUid = Object.keys(before).find((u) => u.startsWith(`meeting-${meetingId}@`))!;
    const milestoneUid = Object.keys(before).find((u) => u.startsWith(`plan-milestone-${milestoneId}@`))!;
    const q = t.app.stride.database.query.bind(t.app.stride.database);
    await q(
      `UPDATE sprint_activities SET meeting_start = '2026-11-26T10:00:00Z', meeting_end = '2026-11-26T11:00:00Z'
       WHERE id = $1`,
      [meetingId],
    );
    await q('DELETE FROM agile_milestones WHERE id = $1', [milestoneId]);
    const after = byUid((await feedOf(feedUrl)).body);
    expect(Number(after[meetingUid]!.sequence)).toBe(1);
    expect(new Date(after[meetingUid]!.start).toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(after[milestoneUid]!.status).toBe('CANCELLED');
    expect(Number(after[milestoneUid]!.sequence)).toBe(1);
    // unchanged on the next read
    const next = byUid((await feedOf(feedUrl)).body);
    expect(Number(next[meetingUid]!.sequence)).toBe(1);
    expect(next[milestoneUid]!.status).toBe('CANCELLED');
  });

  it('revoke: the URL answers 404 at once and changes nothing else; a new sync gives a new URL', async () => {
    const { feedUrl } = (await t.app.inject({ url: `${BASE}/account`, headers: t.bearer(token) })).json();
    const revoked = await t.app.inject({ url: `${BASE}/revoke-calendar-access`, headers: t.bearer(token) });
    expect(revoked.json()).toEqual({ revoked: true });
    expect((await feedOf(feedUrl)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/calendar/feeds/cal_guess/calendar.ics' })).statusCode).toBe(404);
    const other = (await t.app.inject({ url: `${BASE}/account`, headers: t.bearer(otherToken) })).json();
    expect(other.connected).toBe(true);
    const fresh = await t.app.inject({ url: `${BASE}/sync-calendar-url`, headers: t.bearer(token) });
    expect(fresh.json().feedUrl).not.toBe(feedUrl);
    expect((await feedOf(fresh.json().feedUrl)).statusCode).toBe(200);
  });
});
