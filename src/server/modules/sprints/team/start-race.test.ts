import { describe, expect, it } from 'vitest';
import { count, insertDesigns, racer, STARTS, startAll } from '../design/start-race-harness';
import { sprintTeamMembers } from '../tables';

const race = racer({ email: 'team-racer@demo.test', fullName: 'Tara Racer' });

describe('starting team sprints at once', () => {
  it(`lets exactly one of ${STARTS} concurrent starts of the team's sprints through; the others get 409`, async () => {
    const r = race();
    const created = await r.t.app.inject({
      method: 'POST',
      url: '/api/team/teams/createTeam',
      headers: r.t.bearer(r.token),
      payload: { name: 'Racing Team', teamType: 'PROJECT' },
    });
    const teamId = created.json().data.id as number;
    // team designs whose one action is led by the racer, the team manager and only sprint team member
    const ids = await insertDesigns(r, {
      design: { teamId, sprintType: 'TEAM_SPRINT' },
      item: (kind) => ({ actionLeadId: kind === 'ACTION' ? r.userId : null }),
    });
    await r.t.app.stride.database.db
      .insert(sprintTeamMembers)
      .values(
        ids.map((sprintId) => ({ sprintId, clientId: r.clientId, userId: r.userId, type: 'TEAM_MANAGER' })),
      );
    const codes = await startAll(r, ids, (id) => `/api/team/team-sprint/start/${id}`);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(STARTS - 1);
    expect(
      await count(r, `SELECT count(*)::int AS n FROM sprints WHERE team_id = $1 AND status = 'IN_PROGRESS'`, [
        teamId,
      ]),
    ).toBe(1);
    // one started mail for the one sprint team member
    expect(
      await count(
        r,
        `SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = 'team-racer@demo.test'
           AND attachments::text LIKE '%stand-ups.ics%'`,
      ),
    ).toBe(1);
  }, 120_000);
});
