import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { sprintItems, sprints, sprintTeamMembers } from '../tables';

let t: TestApp;
let token: string;
const STARTS = 50;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.createPerson({
    email: 'team-racer@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Tara Racer',
  });
});
afterAll(() => t.close());

describe('starting team sprints at once', () => {
  it(`lets exactly one of ${STARTS} concurrent starts of the team's sprints through; the others get 409`, async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/team/teams/createTeam',
      headers: t.bearer(token),
      payload: { name: 'Racing Team', teamType: 'PROJECT' },
    });
    const teamId = created.json().data.id as number;
    const person = (await t.app.stride.identity.people.byEmail('team-racer@demo.test'))!;
    const [{ clientId }] = await t.app.stride.database.query<{ clientId: number }>(
      'SELECT client_id AS "clientId" FROM memberships WHERE user_id = $1',
      [person.id],
    );
    const { db } = t.app.stride.database;
    const startDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const designs = await db
      .insert(sprints)
      .values(
        Array.from({ length: STARTS }, (_, i) => ({
          clientId,
          userId: person.id,
          teamId,
          sprintType: 'TEAM_SPRINT',
          label: `Team design ${i}`,
          status: 'NOT_STARTED',
          startDate,
        })),
      )
      .returning({ id: sprints.id });
    await db.insert(sprintItems).values(
      designs.flatMap((d) =>
        (['ACTION', 'BEHAVIOUR', 'OUTCOME'] as const).map((kind) => ({
          sprintId: d.id,
          clientId,
          kind,
          label: kind.toLowerCase(),
          actionLeadId: kind === 'ACTION' ? person.id : null,
        })),
      ),
    );
    await db
      .insert(sprintTeamMembers)
      .values(designs.map((d) => ({ sprintId: d.id, clientId, userId: person.id, type: 'TEAM_MANAGER' })));
    const answers = await Promise.all(
      designs.map((d) =>
        t.app.inject({
          method: 'POST',
          url: `/api/team/team-sprint/start/${d.id}`,
          headers: t.bearer(token),
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(STARTS - 1);
    const [{ n }] = await t.app.stride.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sprints WHERE team_id = $1 AND status = 'IN_PROGRESS'`,
      [teamId],
    );
    expect(n).toBe(1);
    // one started mail for the one sprint team member
    const [{ m }] = await t.app.stride.database.query<{ m: number }>(
      `SELECT count(*)::int AS m FROM mail_outbox WHERE to_address = 'team-racer@demo.test'
         AND attachments::text LIKE '%stand-ups.ics%'`,
    );
    expect(m).toBe(1);
  }, 120_000);
});
