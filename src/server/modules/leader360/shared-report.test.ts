import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 30 point 10: "Share my Leader 360" stored as GRANTED opens the member's 360 report to the team's
 * manager (the one rule in the 360 service: owner, or holder of the '360' viewing right); without it, or after
 * it is withdrawn, the manager is refused, and nobody else reads it.
 */
let t: TestApp;
let manager: string;
let member: string;
let memberId: number;
let teamId: number;
beforeAll(async () => {
  t = await createTestApp();
  [manager, member] = await Promise.all([t.login('manager@demo.test'), t.login('member@demo.test')]);
  const [row] = await t.app.stride.database.query<{ team: number; user: number }>(
    "SELECT t.id AS team, u.id AS user FROM teams t, users u WHERE t.name = 'Platform Team' AND u.email = 'member@demo.test'",
  );
  teamId = row!.team;
  memberId = row!.user;
});
afterAll(() => t.close());

const get = async (token: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: t.bearer(token) });
  return { status: res.statusCode, body: res.json() };
};
const memberReport = (token: string, userId = memberId) =>
  get(token, `/api/assessment/leader-360/member/${userId}/report?languageCode=en`);
const share = async (granted: boolean) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/team/team-impact/toggle-viewing-right-item/${teamId}`,
    headers: t.bearer(member),
    payload: { item: '360', granted },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.status).toBe(granted ? 'GRANTED' : 'REFUSED');
};

describe('a shared Leader 360', () => {
  it('is closed to the manager until shared, then opens by person and by id, and closes again', async () => {
    const own = await memberReport(member);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const id = (
      await t.app.stride.database.query<{ id: number }>(
        'SELECT id FROM leader360_reviews WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
        [memberId],
      )
    )[0]!.id;

    await share(false);
    expect((await memberReport(manager)).status).toBe(403);
    expect((await memberReport(manager)).body.code).toBe('NO_360_ACCESS');
    expect((await get(manager, `/api/assessment/leader-360/${id}/report?languageCode=en`)).status).toBe(404);

    await share(true);
    const shared = await memberReport(manager);
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.body.capabilities).toEqual(own.body.capabilities);
    // the GLA beside it stays the member's own: member@ refused to share the GLA (demo data)
    expect(shared.body.gla).toBeNull();
    expect((await get(manager, `/api/assessment/leader-360/${id}/report?languageCode=en`)).status).toBe(200);

    // another member of the team, and another organisation, never read it
    const user = await t.login('user@demo.test');
    expect((await memberReport(user)).status).toBe(403);
    expect((await get(user, `/api/assessment/leader-360/${id}/report?languageCode=en`)).status).toBe(404);
    const other = await t.login('other@other.test');
    expect((await memberReport(other)).status).toBe(404);

    await share(false);
    expect((await memberReport(manager)).status).toBe(403);
  });
});
