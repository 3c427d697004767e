import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// issue 30 point b: a team sprint's crew is its manager's to add, also while it runs (the team wizard's crew step
// and the team sprint dashboard's "Add crew"); before, every crew call on a team sprint answered 404
let t: TestApp;
let sprintId: number;
const tok: Record<string, string> = {};

async function call(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/api/team${url}`, headers: t.bearer(token), payload });
  return { status: res.statusCode, body: res.json() };
}
const crewOf = async () =>
  (await call(tok.manager, 'GET', `/team-sprint/summary/${sprintId}`)).body.data.sprintCrews as Array<{
    id: number;
    email: string;
  }>;
const mailsTo = async (to: string) =>
  (
    await t.app.stride.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1',
      [to],
    )
  )[0].n;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['manager@demo.test', 'member@demo.test', 'admin@demo.test', 'other@other.test'])
    tok[who.split('@')[0]] = await t.login(who);
  const teams = (await call(tok.manager, 'GET', '/team/summary')).body.data;
  sprintId = teams.find((x: { name: string }) => x.name === 'Platform Team').currentSprint.id;
}, 120_000);
afterAll(() => t.close());

describe("a running team sprint's crew", () => {
  const crewMember = { role: 'Customer', name: 'Cara Customer', email: 'cara@customer.test' };

  it('starts empty in the demo: nobody is asked for feedback', async () => {
    expect(await crewOf()).toEqual([]);
  });

  it('refuses a member (403), an admin outside the team (403) and another organisation (404); nothing changes', async () => {
    const member = await call(tok.member, 'POST', `/user-sprint/crew/${sprintId}`, crewMember);
    expect(member).toMatchObject({ status: 403, body: { code: 'NOT_TEAM_MANAGER' } });
    const admin = await call(tok.admin, 'POST', `/user-sprint/crew/${sprintId}`, crewMember);
    expect(admin).toMatchObject({ status: 403, body: { code: 'NOT_TEAM_MEMBER' } });
    expect((await call(tok.other, 'POST', `/user-sprint/crew/${sprintId}`, crewMember)).status).toBe(404);
    expect(await crewOf()).toEqual([]);
    expect(await mailsTo(crewMember.email)).toBe(0);
  });

  it("lets the team's manager add someone, who is welcomed by mail at once, and remove them again", async () => {
    const added = await call(tok.manager, 'POST', `/user-sprint/crew/${sprintId}`, crewMember);
    expect(added.status).toBe(200);
    expect((await crewOf()).map((c) => c.email)).toEqual([crewMember.email]);
    expect(await mailsTo(crewMember.email)).toBe(1);
    const [row] = await crewOf();
    const removed = await call(tok.manager, 'DELETE', `/user-sprint/crew/${sprintId}/${row.id}`);
    expect(removed.status).toBe(200);
    expect(await crewOf()).toEqual([]);
  });
});
