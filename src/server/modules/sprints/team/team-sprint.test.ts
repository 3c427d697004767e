import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamActivitiesResponse } from '../../../../shared/contracts/team-sprint';
import { createManualClock } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// a Wednesday, 10:00 UTC: after the stand-up time of a sprint in UTC
const clock = createManualClock(new Date('2026-12-02T10:00:00Z'));
const TODAY = '2026-12-02';
let t: TestApp;
const tok: Record<string, string> = {};
const uid: Record<string, number> = {};
let teamId: number;
let sprintId: number;
let actions: number[];

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
const q = <T>(sql: string, params: unknown[] = []) => t.app.stride.database.query<T>(sql, params);
const mails = async (to: string) =>
  (await q<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1', [to]))[0].n;

beforeAll(async () => {
  t = await createTestApp({ config: { clock } });
  for (const key of ['manager', 'lead1', 'lead2', 'member', 'bench', 'outside']) {
    const email = `ts-${key}@demo.test`;
    tok[key] = await t.createPerson({ email, roles: ['USER'], consented: true, fullName: `Tess ${key}` });
    uid[key] = (await t.app.stride.identity.people.byEmail(email))!.id;
  }
  tok.admin = await t.login('admin@demo.test');
  tok.otherOrg = await t.login('other@other.test');
  teamId = (
    await call(tok.manager, 'POST', '/teams/createTeam', { name: 'Sprint Team', teamType: 'PROJECT' })
  ).body.data.id;
  await call(tok.manager, 'POST', '/teams/team-membership-orgs', {
    teamId,
    userIds: [uid.lead1, uid.lead2, uid.member, uid.bench],
  });
}, 120_000);
afterAll(() => t.close());

const summaryOf = async (token: string) =>
  (await call(token, 'GET', '/team/summary')).body.data.find((x: { id: number }) => x.id === teamId);

describe('the demo team sprint', () => {
  it('runs in Platform Team with four people, a lead on each of three actions, three days of stand-ups', async () => {
    const manager = await t.login('manager@demo.test');
    const platform = (await call(manager, 'GET', '/team/summary')).body.data.find(
      (x: { name: string }) => x.name === 'Platform Team',
    );
    expect(platform.currentSprint.sprintStatus).toBe('IN_PROGRESS');
    const dash = (await call(manager, 'GET', `/team-sprint/summary/${platform.currentSprint.id}`)).body.data;
    expect(dash.sprintTeamMembers).toHaveLength(4);
    expect(dash.sprintTeamMembers.filter((m: { guest: boolean }) => m.guest)).toHaveLength(1);
    expect(dash.actions.every((a: { actionLeadId: number | null }) => a.actionLeadId !== null)).toBe(true);
    expect(new Set(dash.standUps.map((s: { date: string }) => s.date)).size).toBeGreaterThanOrEqual(3);
    const feedback = (await call(manager, 'GET', `/team-sprint/feedback/${platform.currentSprint.id}`)).body
      .data;
    expect(feedback.members.every((m: { checkInsCompleted: number }) => m.checkInsCompleted >= 1)).toBe(true);
  });
});

describe('designing a team sprint', () => {
  it('shows no sprint in the navigation before anything is designed', async () => {
    expect((await summaryOf(tok.member)).sprintNavigation).toBe('NO_SPRINT');
    expect((await summaryOf(tok.member)).currentSprint).toBeNull();
  });

  it('lets only the manager or a team admin design (member 403, outside the team 403, other organisation 404)', async () => {
    const begin = {
      teamId,
      step: 'select',
      custom: { label: 'Ship it calmly' },
      actions: [{ label: 'Automate deploys' }, { label: 'Write the runbook' }, { label: 'Halve the pages' }],
      behaviours: [{ label: 'Say the risk early' }],
      outcomes: [{ label: 'Calm releases' }],
    };
    expect((await call(tok.member, 'POST', '/team-sprint', begin)).status).toBe(403);
    expect((await call(tok.outside, 'POST', '/team-sprint', begin)).status).toBe(403);
    expect((await call(tok.otherOrg, 'POST', '/team-sprint', begin)).status).toBe(404);
    expect((await q('SELECT id FROM sprints WHERE team_id = $1', [teamId])).length).toBe(0);
    const res = await call(tok.manager, 'POST', '/team-sprint', begin);
    expect(res.status).toBe(200);
    sprintId = res.body.data.id;
    actions = res.body.data.actions.map((a: { id: number }) => a.id);
    expect(res.body.data).toMatchObject({ sprintType: 'TEAM_SPRINT', teamId, designStep: 'configure' });
    // the manager is in the sprint team from the start
    expect(res.body.data.sprintTeamMembers.map((m: { teamMemberId: number }) => m.teamMemberId)).toEqual([
      uid.manager,
    ]);
    expect((await summaryOf(tok.member)).sprintNavigation).toBe('NOT_STARTED');
  });

  it('refuses a sprint team without the manager or with someone outside the team; nothing changes', async () => {
    const without = await call(tok.manager, 'POST', '/team-sprint', {
      id: sprintId,
      teamId,
      step: 'team',
      sprintTeam: [uid.lead1, uid.member],
    });
    expect(without.status).toBe(400);
    expect(without.body.message).toMatch(/sprintTeam: must include the team manager/);
    const stranger = await call(tok.manager, 'POST', '/team-sprint', {
      id: sprintId,
      teamId,
      step: 'team',
      sprintTeam: [uid.manager, uid.outside],
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toMatch(/sprintTeam\.1: is not a member of the team/);
    const rows = await q<{ user_id: number }>(
      'SELECT user_id FROM sprint_team_members WHERE sprint_id = $1',
      [sprintId],
    );
    expect(rows.map((r) => r.user_id)).toEqual([uid.manager]);
  });

  it('saves the sprint team, then refuses a lead outside it (nothing changes) and saves one lead per action', async () => {
    const saved = await call(tok.manager, 'POST', '/team-sprint', {
      id: sprintId,
      teamId,
      step: 'team',
      sprintTeam: [uid.manager, uid.lead1, uid.lead2, uid.member],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.sprintTeamMembers).toHaveLength(4);
    const bad = await call(tok.manager, 'POST', '/team-sprint', {
      id: sprintId,
      teamId,
      step: 'leads',
      actionLeads: [
        { actionId: actions[0], leadId: uid.lead1 },
        { actionId: actions[1], leadId: uid.bench },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/actionLeads\.1\.leadId: is not in the sprint team/);
    const leads = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM sprint_items WHERE sprint_id = $1 AND action_lead_id IS NOT NULL',
      [sprintId],
    );
    expect(leads[0].n).toBe(0);
    const ok = await call(tok.manager, 'POST', '/team-sprint', {
      id: sprintId,
      teamId,
      step: 'leads',
      actionLeads: [
        { actionId: actions[0], leadId: uid.lead1 },
        { actionId: actions[1], leadId: uid.lead2 },
        { actionId: actions[2], leadId: uid.manager },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.actions.map((a: { actionLeadId: number }) => a.actionLeadId)).toEqual([
      uid.lead1,
      uid.lead2,
      uid.manager,
    ]);
  });

  it('starts: every sprint team member gets a mail with the stand-ups and the check-ins as .ics', async () => {
    const configured = await call(tok.manager, 'POST', '/team-sprint', {
      id: sprintId,
      teamId,
      step: 'configure',
      configure: {
        durationWeeks: 4,
        feedbackFrequencyDays: 7,
        checkInWeekday: 3,
        checkInTime: '09:00',
        timezone: 'UTC',
        startDate: TODAY,
      },
    });
    expect(configured.status).toBe(200);
    const benchBefore = await mails('ts-bench@demo.test');
    expect((await call(tok.lead1, 'POST', `/team-sprint/start/${sprintId}`)).status).toBe(403);
    const started = await call(tok.manager, 'POST', `/team-sprint/start/${sprintId}`);
    expect(started.status).toBe(200);
    expect(started.body.data.status).toBe('IN_PROGRESS');
    for (const key of ['manager', 'lead1', 'lead2', 'member']) {
      const [mail] = await q<{ attachments: Array<{ filename: string; content: string }> }>(
        'SELECT attachments FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
        [`ts-${key}@demo.test`],
      );
      expect(mail.attachments.map((a) => a.filename)).toEqual(['stand-ups.ics', 'check-ins.ics']);
      expect(mail.attachments[0].content).toMatch(/RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR/);
      expect(mail.attachments[1].content).toMatch(/RRULE:FREQ=WEEKLY;BYDAY=WE;COUNT=4/);
    }
    // someone of the team outside the sprint team gets nothing
    expect(await mails('ts-bench@demo.test')).toBe(benchBefore);
  });

  it('refuses a second team sprint in progress for the team (409); the first stays the only one', async () => {
    const second = await call(tok.manager, 'POST', '/team-sprint', {
      teamId,
      step: 'select',
      custom: { label: 'Another one' },
      actions: [{ label: 'A' }],
      behaviours: [{ label: 'B' }],
      outcomes: [{ label: 'C' }],
    });
    expect(second.status).toBe(200);
    const id = second.body.data.id;
    await call(tok.manager, 'POST', '/team-sprint', {
      id,
      teamId,
      step: 'leads',
      actionLeads: [{ actionId: second.body.data.actions[0].id, leadId: uid.manager }],
    });
    await call(tok.manager, 'POST', '/team-sprint', {
      id,
      teamId,
      step: 'configure',
      configure: {
        durationWeeks: 4,
        feedbackFrequencyDays: 7,
        checkInWeekday: 3,
        checkInTime: '09:00',
        timezone: 'UTC',
        startDate: TODAY,
      },
    });
    const res = await call(tok.manager, 'POST', `/team-sprint/start/${id}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('TEAM_SPRINT_IN_PROGRESS');
    const rows = await q<{ id: number }>(
      "SELECT id FROM sprints WHERE team_id = $1 AND status = 'IN_PROGRESS'",
      [teamId],
    );
    expect(rows.map((r) => r.id)).toEqual([sprintId]);
  });
});

describe('navigation gating', () => {
  it('opens the team sprint to the sprint team and shows Not Started to the rest of the team', async () => {
    expect((await summaryOf(tok.member)).sprintNavigation).toBe('IN_SPRINT_TEAM');
    expect((await summaryOf(tok.manager)).sprintNavigation).toBe('IN_SPRINT_TEAM');
    expect((await summaryOf(tok.bench)).sprintNavigation).toBe('NOT_IN_SPRINT_TEAM');
    const current = (await summaryOf(tok.bench)).currentSprint;
    expect(current).toMatchObject({ id: sprintId, sprintStatus: 'IN_PROGRESS' });
    expect(current.sprintTeamMembers).toHaveLength(4);
    const active = await call(tok.bench, 'GET', `/team-sprint/findTeamActiveSprint/${teamId}`);
    expect(active.body.data.viewer).toMatchObject({ inSprintTeam: false, navigation: 'NOT_IN_SPRINT_TEAM' });
    expect((await call(tok.outside, 'GET', `/team-sprint/findTeamActiveSprint/${teamId}`)).status).toBe(403);
    expect((await call(tok.otherOrg, 'GET', `/team-sprint/findTeamActiveSprint/${teamId}`)).status).toBe(404);
  });
});

describe('action leads: ticking and deleting an action', () => {
  const statusOf = async (id: number) =>
    (await q<{ status: string }>('SELECT status FROM sprint_items WHERE id = $1', [id]))[0].status;
  const tick = (token: string, id: number, status = 'FINISHED') =>
    call(token, 'GET', `/team-sprint/action-detail/update-status?actionDetailId=${id}&status=${status}`);

  // every role against the action led by lead1
  const table: Array<[string, number]> = [
    ['manager', 200],
    // an organisation ADMIN outside the team has no part in its sprint (decision 0073)
    ['admin', 403],
    ['lead1', 200],
    ['lead2', 403],
    ['member', 403],
    ['bench', 403],
    ['outside', 403],
    ['otherOrg', 404],
  ];
  for (const [role, expected] of table)
    it(`${role} ticking lead1's action: ${expected}`, async () => {
      const res = await tick(tok[role], actions[0]);
      expect(res.status).toBe(expected);
      expect(await statusOf(actions[0])).toBe(expected === 200 ? 'FINISHED' : 'OPEN');
      if (expected === 200) expect((await tick(tok.manager, actions[0], 'OPEN')).status).toBe(200);
    });

  it('shows the tick to the lead and the manager only', async () => {
    const canManage = async (token: string) =>
      (await call(token, 'GET', `/activity/findAllActivityByTeamId/${teamId}`)).body.data.actions.map(
        (a: { canManage: boolean }) => a.canManage,
      );
    expect(await canManage(tok.lead1)).toEqual([true, false, false]);
    expect(await canManage(tok.manager)).toEqual([true, true, true]);
    expect(await canManage(tok.member)).toEqual([false, false, false]);
  });

  it('deletes an action only for its lead or the manager (a member 403, nothing deleted)', async () => {
    expect((await call(tok.member, 'DELETE', `/team-sprint/action-detail/${actions[1]}`)).status).toBe(403);
    expect((await call(tok.lead1, 'DELETE', `/team-sprint/action-detail/${actions[1]}`)).status).toBe(403);
    expect(await statusOf(actions[1])).toBe('OPEN');
    expect((await call(tok.otherOrg, 'DELETE', `/team-sprint/action-detail/${actions[1]}`)).status).toBe(404);
    expect((await call(tok.lead2, 'DELETE', `/team-sprint/action-detail/${actions[1]}`)).status).toBe(200);
    expect(await q('SELECT id FROM sprint_items WHERE id = $1', [actions[1]])).toHaveLength(0);
  });
});

describe('activities on the team kanban', () => {
  let activityId: number;
  const titleOf = async (id: number) =>
    (await q<{ title: string }>('SELECT title FROM sprint_activities WHERE id = $1', [id]))[0]?.title;

  it('lets a sprint team member add one; someone outside the team may not (403), another organisation 404', async () => {
    const body = { sprintId, actionId: actions[0], title: 'Pair on the pipeline' };
    expect((await call(tok.bench, 'POST', '/team-sprint/activity', body)).status).toBe(403);
    expect((await call(tok.outside, 'POST', '/team-sprint/activity', body)).status).toBe(403);
    expect((await call(tok.otherOrg, 'POST', '/team-sprint/activity', body)).status).toBe(404);
    const res = await call(tok.member, 'POST', '/team-sprint/activity', body);
    expect(res.status).toBe(200);
    activityId = res.body.data.id;
    expect(res.body.data).toMatchObject({
      createdBy: uid.member,
      createdByName: 'Tess member',
      editable: true,
    });
  });

  const table: Array<[string, number]> = [
    ['manager', 200],
    ['member', 200],
    ['lead1', 403],
    ['lead2', 403],
    ['bench', 403],
    ['otherOrg', 404],
  ];
  for (const [role, expected] of table)
    it(`${role} changing the member's activity: ${expected}`, async () => {
      const before = await titleOf(activityId);
      const res = await call(tok[role], 'POST', '/team-sprint/activity', {
        id: activityId,
        sprintId,
        actionId: actions[0],
        title: `Changed by ${role}`,
      });
      expect(res.status).toBe(expected);
      expect(await titleOf(activityId)).toBe(expected === 200 ? `Changed by ${role}` : before);
    });

  it('converts meeting times to the viewer’s zone and lists the scheduled ones by date', async () => {
    await call(tok.member, 'POST', '/team-sprint/activity', {
      sprintId,
      actionId: actions[0],
      title: 'Demo call',
      meetingStart: '2026-12-03T23:30:00Z',
      meetingEnd: '2026-12-04T00:00:00Z',
    });
    const res = await call(
      tok.manager,
      'GET',
      `/activity/findAllActivityByTeamId/${teamId}?startDate=2026-12-04&endDate=2026-12-04&timeZone=Asia/Tokyo`,
    );
    expect(res.body.data.scheduledActivities.map((a: { title: string }) => a.title)).toEqual(['Demo call']);
    expect(res.body.data.scheduledActivities[0].localStart).toBe('2026-12-04T08:30');
  });

  it('shows the current week of the sprint unless another week or the whole sprint is asked for', async () => {
    await call(tok.member, 'POST', '/team-sprint/activity', {
      sprintId,
      actionId: actions[0],
      title: 'Week 3 review',
      meetingStart: '2026-12-17T10:00:00Z',
      meetingEnd: '2026-12-17T11:00:00Z',
    });
    // the member's card without a meeting, still open
    const open = await titleOf(activityId);
    const board = async (query: string) => {
      const res = await call(tok.manager, 'GET', `/activity/findAllActivityByTeamId/${teamId}${query}`);
      expect(res.status).toBe(200);
      // the JSON text the service writes itself is what the contract describes
      expect(() => teamActivitiesResponse.parse(res.body)).not.toThrow();
      const titles = res.body.data.allActivities.map((a: { title: string }) => a.title);
      return { week: res.body.data.week, weeks: res.body.data.weeks, titles };
    };
    // today (2 December) is in week 1 of 4: its meetings and the open cards without a meeting
    const now = await board('');
    expect(now).toMatchObject({ week: 1, weeks: 4 });
    expect(now.titles).toEqual(expect.arrayContaining(['Demo call', open]));
    expect(now.titles).not.toContain('Week 3 review');
    const third = await board('?week=3');
    expect(third).toMatchObject({ week: 3, weeks: 4 });
    expect(third.titles).toEqual(expect.arrayContaining(['Week 3 review', open]));
    expect(third.titles).not.toContain('Demo call');
    const all = await board('?week=all');
    expect(all.week).toBeNull();
    expect(all.titles).toEqual(expect.arrayContaining(['Demo call', 'Week 3 review', open]));
  });

  for (const bad of ['0', '5', '-1', '1.5', 'next', ''])
    it(`refuses week=${bad} with 400 naming the field, and shows nothing`, async () => {
      const res = await call(tok.manager, 'GET', `/activity/findAllActivityByTeamId/${teamId}?week=${bad}`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/week/);
      expect(res.body.data).toBeUndefined();
    });

  it('never changes a weekly check-in activity, nor one under a finished action', async () => {
    const [{ id: checkInActivity }] = await q<{ id: number }>(
      `INSERT INTO sprint_activities (sprint_id, client_id, type, title, created_by)
       SELECT id, client_id, 'CHECK_IN', 'Weekly check-in', $2 FROM sprints WHERE id = $1 RETURNING id`,
      [sprintId, uid.manager],
    );
    const res = await call(tok.manager, 'DELETE', `/team-sprint/activity/${checkInActivity}`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CHECK_IN_ACTIVITY');
    expect(await titleOf(checkInActivity)).toBe('Weekly check-in');
    expect(
      (
        await call(
          tok.lead1,
          'GET',
          `/team-sprint/action-detail/update-status?actionDetailId=${actions[0]}&status=FINISHED`,
        )
      ).status,
    ).toBe(200);
    const done = await call(tok.member, 'POST', '/team-sprint/activity/done', { id: activityId });
    expect(done.status).toBe(409);
    expect(done.body.code).toBe('ACTION_FINISHED');
    await call(
      tok.lead1,
      'GET',
      `/team-sprint/action-detail/update-status?actionDetailId=${actions[0]}&status=OPEN`,
    );
    expect((await call(tok.member, 'POST', '/team-sprint/activity/done', { id: activityId })).status).toBe(
      200,
    );
  });
});

describe('reminders', () => {
  it('lets the manager remind one member once a day; a member may not remind', async () => {
    const before = await mails('ts-member@demo.test');
    expect(
      (
        await call(tok.lead1, 'POST', `/team-sprint/sendTeamSprintReminder/${sprintId}`, {
          teamMemberId: uid.member,
        })
      ).status,
    ).toBe(403);
    const first = await call(tok.manager, 'POST', `/team-sprint/sendTeamSprintReminder/${sprintId}`, {
      id: sprintId,
      teamMemberId: uid.member,
    });
    expect(first.status).toBe(200);
    const again = await call(tok.manager, 'POST', `/team-sprint/sendTeamSprintReminder/${sprintId}`, {
      teamMemberId: uid.member,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('REMINDED_TODAY');
    expect(await mails('ts-member@demo.test')).toBe(before + 1);
    const notBench = await call(tok.manager, 'POST', `/team-sprint/sendTeamSprintReminder/${sprintId}`, {
      teamMemberId: uid.bench,
    });
    expect(notBench.status).toBe(400);
    expect(notBench.body.message).toMatch(/teamMemberId: is not in the sprint team/);
  });
});

describe('team check-ins', () => {
  it('opens each sprint team member’s check-in with a notice that leads to the team sprint dashboard', async () => {
    await t.app.stride.sprints.checkIns.openDue();
    const rows = await q<{ user_id: number; route: string }>(
      "SELECT user_id, route FROM notifications WHERE kind = 'CHECK_IN' AND sprint_id = $1",
      [sprintId],
    );
    expect(rows.map((r) => r.user_id).sort()).toEqual([uid.manager, uid.lead1, uid.lead2, uid.member].sort());
    expect(new Set(rows.map((r) => r.route))).toEqual(new Set([`/teams/v2/${teamId}/sprint/dashboard`]));
    const mine = await call(tok.member, 'GET', `/check-in/findCurrentCheckIn?sprintId=${sprintId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ sprintTeamMemberId: uid.member, type: 'FIRST' });
    expect((await call(tok.bench, 'GET', `/check-in/findCurrentCheckIn?sprintId=${sprintId}`)).status).toBe(
      404,
    );
  });
});

describe('stand-ups', () => {
  it('notifies each sprint team member once a day, not those who opted out', async () => {
    const assistant = await call(tok.lead2, 'PUT', '/team-sprint/stand-up-assistant', {
      sprintId,
      enabled: false,
    });
    expect(assistant.body.data).toEqual({ enabled: false });
    const run = t.app.stride.sprints.teamSprints.openStandUps;
    const count = async (userId: number) =>
      (
        await q<{ n: number }>(
          "SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'STAND_UP'",
          [userId],
        )
      )[0].n;
    await run();
    await run();
    expect(await count(uid.member)).toBe(1);
    expect(await count(uid.manager)).toBe(1);
    expect(await count(uid.lead2)).toBe(0);
    expect(await count(uid.bench)).toBe(0);
  });

  it('saves a member’s answer for today, shows it to the team, refuses people outside the sprint team', async () => {
    const answer = { sprintId, done: 'Fixed the pipeline', next: 'Write docs', blockers: '' };
    expect((await call(tok.bench, 'POST', '/team-sprint/stand-up', answer)).status).toBe(403);
    expect((await call(tok.otherOrg, 'POST', '/team-sprint/stand-up', answer)).status).toBe(404);
    const empty = await call(tok.member, 'POST', '/team-sprint/stand-up', { sprintId, done: ' ' });
    expect(empty.status).toBe(400);
    const saved = await call(tok.member, 'POST', '/team-sprint/stand-up', answer);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ date: TODAY, done: 'Fixed the pipeline', name: 'Tess member' });
    const list = await call(tok.manager, 'GET', `/team-sprint/stand-up/${sprintId}`);
    expect(list.body.data.map((a: { done: string }) => a.done)).toEqual(['Fixed the pipeline']);
    const dash = await call(tok.manager, 'GET', `/team-sprint/summary/${sprintId}`);
    expect(dash.body.data.standUps).toHaveLength(1);
    const dots = Object.fromEntries(
      dash.body.data.sprintTeamMembers.map((m: { teamMemberId: number; teamMemberStatus: string }) => [
        m.teamMemberId,
        m.teamMemberStatus,
      ]),
    );
    expect(dots[uid.member]).toBe('ACTIVE');
    expect(dots[uid.lead2]).toBe('NOT_JOINED');
  });
});

describe('ending a team sprint', () => {
  it('refuses the end states before the last day and to a member', async () => {
    expect(
      (await call(tok.manager, 'GET', `/team-sprint/extend/${sprintId}?extendedDuration=2`)).status,
    ).toBe(409);
    expect((await call(tok.member, 'GET', `/team-sprint/cancel/${sprintId}`)).status).toBe(403);
    expect(
      (await call(tok.manager, 'GET', `/team-sprint/extend/${sprintId}?extendedDuration=3`)).status,
    ).toBe(400);
  });

  it('extends by 2 weeks on the last day, then saves to the team portfolio and every member’s', async () => {
    clock.set(new Date('2026-12-29T12:00:00Z'));
    const extended = await call(tok.manager, 'GET', `/team-sprint/extend/${sprintId}?extendedDuration=2`);
    expect(extended.status).toBe(200);
    expect(extended.body.data.extendedWeeks).toBe(2);
    clock.set(new Date('2027-01-12T12:00:00Z'));
    const saved = await call(tok.manager, 'GET', `/team-sprint/saveToPortfolio/${sprintId}`);
    expect(saved.status).toBe(200);
    expect(saved.body.data.sprintStatus).toBe('PORTFOLIO');
    const portfolio = await call(tok.member, 'GET', `/team-impact/sprint-analytics/${teamId}?year=2026`);
    expect(portfolio.body.data.sprints.map((s: { id: number }) => s.id)).toEqual([sprintId]);
    const mine = await call(tok.lead1, 'GET', '/user-sprint/portfolio');
    expect(
      mine.body.data.years.flatMap((y: { sprints: { id: number }[] }) => y.sprints.map((s) => s.id)),
    ).toContain(sprintId);
    expect((await call(tok.bench, 'GET', '/user-sprint/portfolio')).body.data.total).toBe(0);
    expect((await summaryOf(tok.member)).sprintNavigation).toBe('NOT_STARTED');
  });
});
