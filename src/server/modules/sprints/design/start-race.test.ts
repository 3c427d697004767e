import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { sprintItems, sprints } from '../tables';

let t: TestApp;
let token: string;
const STARTS = 50;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.createPerson({
    email: 'racer@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Rita Racer',
  });
});
afterAll(() => t.close());

describe('starting sprints at once', () => {
  it(`lets exactly one of ${STARTS} concurrent starts through; the others get 409 and nothing of theirs changes`, async () => {
    const person = (await t.app.stride.identity.people.byEmail('racer@demo.test'))!;
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
          label: `Design ${i}`,
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
        })),
      ),
    );
    const answers = await Promise.all(
      designs.map((d) =>
        t.app.inject({
          method: 'POST',
          url: `/api/team/user-sprint/start/${d.id}`,
          headers: t.bearer(token),
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(STARTS - 1);
    const [{ n }] = await t.app.stride.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sprints WHERE user_id = $1 AND status = 'IN_PROGRESS'`,
      [person.id],
    );
    expect(n).toBe(1);
    // one started mail, one calendar series
    const [{ m }] = await t.app.stride.database.query<{ m: number }>(
      `SELECT count(*)::int AS m FROM mail_outbox WHERE to_address = 'racer@demo.test'`,
    );
    expect(m).toBe(1);
  }, 120_000);
});
