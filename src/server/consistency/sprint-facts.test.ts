import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formattersFor } from '../../shared/domain/format';
import { addDays } from '../../shared/domain/sprint-time';
import { createManualClock } from '../platform/clock';
import { mailOutbox } from '../platform/mail/tables';
import { createTestApp, type TestApp } from '../testing/test-app';

/*
 * One product (issue 30): each sprint fact the demo people see is read through every endpoint that carries it,
 * and they must agree. A new page or call that derives a fact again on its own breaks this test.
 *  - outcome and crew engagement: the dashboard's cards and the analytics' cards;
 *  - the end date (the last day, inclusive; decision 0068): dashboard, sprint by id, design view, team summary,
 *    team dashboard, the assistant's facts, the share mail and the calendar feed's check-in series;
 *  - check-in and crew statuses: the check-in list against both timelines, the analytics and the certification
 *    criterion; crew who gave feedback are ACTIVE.
 */
const clock = createManualClock(new Date('2026-11-28T10:00:00Z'));
let t: TestApp;
const tok: Record<string, string> = {};

type Method = 'GET' | 'POST';
async function call(token: string, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/api/team${url}`, headers: t.bearer(token), payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
}
const idOf = async (email: string) => (await t.app.stride.identity.people.byEmail(email))!.id;
const clientOf = async (userId: number) =>
  (
    await t.app.stride.database.query<{ client_id: number }>(
      'SELECT client_id FROM memberships WHERE user_id = $1',
      [userId],
    )
  )[0].client_id;

beforeAll(async () => {
  t = await createTestApp({ config: { clock } });
  for (const who of ['member', 'manager', 'user']) tok[who] = await t.login(`${who}@demo.test`);
}, 120_000);
afterAll(() => t.close());

describe('member@’s personal sprint: one fact, every endpoint', () => {
  it('shows one outcome and one crew engagement on the dashboard, the sprint by id and the analytics', async () => {
    const current = await call(tok.member, 'GET', '/user-sprint/summary');
    const byId = await call(tok.member, 'GET', `/user-sprint/summary/${current.id}`);
    const analytics = await call(tok.member, 'GET', `/user-sprint/analytics/${current.id}`);
    // two check-ins done and crew feedback given: the cards have data
    expect(current.outcomePercentage.current).not.toBeNull();
    expect(current.sprintCrewEngagementPercentage.current).not.toBeNull();
    for (const s of [current, byId]) {
      expect(s.outcomePercentage.current).toBe(analytics.cards.outcomes.score);
      expect(s.outcomePercentage.fluctuation).toBe(analytics.cards.outcomes.fluctuation);
      expect(s.sprintCrewEngagementPercentage.current).toBe(analytics.cards.crewEngagement.percentage);
      expect(s.sprintCrewEngagementPercentage.fluctuation).toBe(analytics.cards.crewEngagement.change);
    }
    // the engagement card is this week's point of the engagement chart
    expect(analytics.sprintCrewEngagements[current.currentWeek - 1]).toBe(
      analytics.cards.crewEngagement.percentage,
    );
    // weeks not yet begun have no data (not 0); nor does a week before the first send-out
    const later = analytics.weeks.filter((w: { week: number }) => w.week > current.currentWeek);
    for (const w of later) {
      expect(analytics.sprintCrewEngagements[w.week - 1]).toBeNull();
      for (const a of analytics.actions) expect(a.done[w.week - 1]).toBeNull();
    }
    expect(analytics.sprintCrewEngagements[0]).toBeNull();
  });

  it('names one end date, the last day inclusive, on every page, the assistant, the share mail and the .ics', async () => {
    const s = await call(tok.member, 'GET', '/user-sprint/summary');
    const byId = await call(tok.member, 'GET', `/user-sprint/summary/${s.id}`);
    const design = (await call(tok.member, 'GET', '/user-sprint/findUserActiveSprint')).sprint;
    const last = addDays(s.startDate, (s.duration + s.extendedWeeks) * 7 - 1);
    expect(s.lastDate).toBe(last);
    expect(byId.lastDate).toBe(last);
    expect(design.lastDate).toBe(last);
    // the exclusive window end is the midnight after that day, not a day to show
    expect(s.sprintReviewEndTime).toBe(`${addDays(last, 1)}T00:00:00.000Z`); // the demo sprint's zone is UTC
    const memberId = await idOf('member@demo.test');
    const facts = await t.app.stride.sprints.assistantFacts(memberId, await clientOf(memberId));
    expect(facts?.lastDate).toBe(last);
    // the share mail names the same last day
    await call(tok.member, 'POST', '/user-sprint/share', { sprintId: s.id, email: 'friend@example.test' });
    const sent = (await t.app.stride.database.db.select().from(mailOutbox)).filter(
      (m) => m.to === 'friend@example.test',
    );
    expect(sent).toHaveLength(1);
    // written as the sprint's page writes it (decision 0079)
    expect(sent.at(-1)?.text).toContain(formattersFor('en').date(last));
    // the calendar feed's check-in series runs until the end of that day
    const sync = await t.app.inject({
      url: '/api/calendar/sync-calendar-url',
      headers: t.bearer(tok.member),
    });
    const feed = await t.app.inject({
      url: new URL(sync.json().feedUrl.replace(/^webcal/, 'http')).pathname,
    });
    expect(feed.statusCode).toBe(200);
    const until = feed.body.replace(/\r\n /g, '').match(/UNTIL=(\d{8})T(\d{6})Z/);
    expect(until?.[1]).toBe(last.replace(/-/g, ''));
    expect(until?.[2]).toBe('235959');
  });

  it('gives each check-in one state: the check-in list and the timeline agree, today’s is open', async () => {
    const s = await call(tok.member, 'GET', '/user-sprint/summary');
    const list = await call(tok.member, 'GET', `/check-in/findAllBySprintAndTeamMember?sprintId=${s.id}`);
    const timeline = new Map(
      s.sprintTimeline.checkInDates.map((c: { date: string; status: string }) => [c.date, c.status]),
    );
    expect(list.length).toBe(timeline.size);
    for (const c of list as { start: string; state: string }[])
      expect(timeline.get(c.start)).toBe(c.state === 'skipped' ? 'incomplete' : c.state);
    // the demo: two done, today's (00:00) open, none missed
    expect([...timeline.values()].slice(0, 3)).toEqual(['completed', 'completed', 'open']);
    const analytics = await call(tok.member, 'GET', `/user-sprint/analytics/${s.id}`);
    const closed = list.filter((c: { state: string }) =>
      ['completed', 'skipped', 'incomplete'].includes(c.state),
    );
    expect(analytics.cards.checkInsDue).toBe(closed.length);
    expect(analytics.cards.checkInsCompleted).toBe(
      list.filter((c: { state: string }) => c.state === 'completed').length,
    );
    // the certification criterion "check-ins completed (%)" counts the same check-ins
    const res = await t.app.inject({
      url: `/api/gamification/achievement/${s.id}`,
      headers: t.bearer(tok.member),
    });
    const criterion = res
      .json()
      .data.criteria.criteria.find((c: { key: string }) => c.key === 'checkInParticipation');
    expect(criterion.valueToValidate).toBe(analytics.cards.checkInsDone);
  });

  it('shows crew who gave feedback as ACTIVE and the others as invited, on the dashboard and the design view', async () => {
    const s = await call(tok.member, 'GET', '/user-sprint/summary');
    const design = (await call(tok.member, 'GET', '/user-sprint/findUserActiveSprint')).sprint;
    const gave = new Set(
      (
        await t.app.stride.database.query<{ crew_id: number }>(
          'SELECT DISTINCT crew_id FROM sprint_feedback WHERE sprint_id = $1',
          [s.id],
        )
      ).map((r) => r.crew_id),
    );
    expect(gave.size).toBeGreaterThan(0);
    expect(gave.size).toBeLessThan(s.sprintCrews.length);
    for (const crew of [s.sprintCrews, design.crew])
      for (const c of crew as { id: number; status: string }[])
        expect(c.status).toBe(gave.has(c.id) ? 'ACTIVE' : 'INVITED');
  });
});

describe('Platform Team’s sprint: one fact for everyone who reads it', () => {
  const platform = async (token: string) =>
    (await call(token, 'GET', '/team/summary')).find((x: { name: string }) => x.name === 'Platform Team');

  it('shows the team’s outcome after everyone’s first check-in, the same for the manager and a member', async () => {
    const team = await platform(tok.manager);
    const id = team.currentSprint.id;
    const byManager = await call(tok.manager, 'GET', `/team-sprint/summary/${id}`);
    const byMember = await call(tok.member, 'GET', `/team-sprint/summary/${id}`);
    expect(byManager.outcomePercentage.current).not.toBeNull();
    expect(byMember.outcomePercentage).toEqual(byManager.outcomePercentage);
    // the card is the mean of the team's outcome scores of the latest check-in date (the analytics' team series)
    const analytics = await call(tok.manager, 'GET', `/team-sprint/analytics/${id}`);
    const week = analytics.weeks.findLast((_: unknown, w: number) =>
      analytics.outcomes.some((o: { team: (number | null)[] }) => o.team[w] !== null),
    );
    expect(week).toBeDefined();
    const means = analytics.outcomes
      .map((o: { team: (number | null)[] }) => o.team[week.week - 1])
      .filter((v: number | null) => v !== null);
    const mean = means.reduce((a: number, b: number) => a + b, 0) / means.length;
    // the chart rounds each item's mean to a whole number; the card keeps one decimal
    expect(Math.abs(byManager.outcomePercentage.current - mean)).toBeLessThanOrEqual(0.5);
  });

  it('names one end date on the team summary, the team sprint view and its dashboard', async () => {
    const team = await platform(tok.member);
    const id = team.currentSprint.id;
    const active = await call(tok.member, 'GET', `/team-sprint/findTeamActiveSprint/${team.id}`);
    const dash = await call(tok.member, 'GET', `/team-sprint/summary/${id}`);
    const last = addDays(dash.startDate, (dash.duration + dash.extendedWeeks) * 7 - 1);
    expect(dash.lastDate).toBe(last);
    expect(team.currentSprint.lastDate).toBe(last);
    expect(active.sprint.lastDate).toBe(last);
  });

  it('shows each viewer’s own check-ins on the team timeline, in the check-in list’s states', async () => {
    const team = await platform(tok.member);
    const id = team.currentSprint.id;
    for (const who of ['member', 'manager']) {
      const dash = await call(tok[who], 'GET', `/team-sprint/summary/${id}`);
      const list = await call(tok[who], 'GET', `/check-in/findAllBySprintAndTeamMember?sprintId=${id}`);
      const timeline = new Map(
        dash.sprintTimeline.checkInDates.map((c: { date: string; status: string }) => [c.date, c.status]),
      );
      for (const c of list as { start: string; state: string }[])
        expect(timeline.get(c.start), `${who} ${c.start}`).toBe(
          c.state === 'skipped' ? 'incomplete' : c.state,
        );
      // everyone's first check-in is done
      expect([...timeline.values()][0]).toBe('completed');
    }
  });
});
