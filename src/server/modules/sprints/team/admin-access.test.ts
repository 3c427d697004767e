import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/**
 * Issue 33 point 3 (decision 0073): an organisation ADMIN outside a team keeps its settings and the manager
 * impact view, and nothing of the people's own work in it: no stand-ups, no check-in notes, no sprint to run or
 * cancel.
 */
let t: TestApp;
let admin: string;
let teamId: number;
let sprintId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  const manager = await t.login('manager@demo.test');
  const summary = await t.app.inject({ url: '/api/team/team/summary', headers: t.bearer(manager) });
  const platform = summary.json().data.find((x: { name: string }) => x.name === 'Platform Team');
  teamId = platform.id;
  sprintId = platform.currentSprint.id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url: `/api/team${url}`, headers: t.bearer(admin) });

describe("an admin outside the team and the team's people", () => {
  it('is refused their stand-ups, check-ins, sprint board and analytics, and cannot cancel their sprint', async () => {
    for (const url of [
      `/team-sprint/stand-up/${sprintId}`,
      `/team-sprint/feedback/${sprintId}`,
      `/team-sprint/summary/${sprintId}`,
      `/team-sprint/analytics/${sprintId}`,
      `/team-sprint/${sprintId}`,
      `/team-sprint/findTeamActiveSprint/${teamId}`,
      `/activity/findAllActivityByTeamId/${teamId}`,
      `/team-sprint/cancel/${sprintId}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('NOT_TEAM_MEMBER');
    }
    const [sprint] = await t.app.stride.database.query<{ status: string }>(
      'SELECT status FROM sprints WHERE id = $1',
      [sprintId],
    );
    expect(sprint!.status).toBe('IN_PROGRESS');
  });

  it("keeps the team's settings and the manager impact view", async () => {
    expect((await get(`/teams/getTeam/${teamId}`)).statusCode).toBe(200);
    expect((await get(`/teams/getMembers/${teamId}`)).statusCode).toBe(200);
    expect((await get(`/team-impact/${teamId}`)).statusCode).toBe(200);
  });
});
