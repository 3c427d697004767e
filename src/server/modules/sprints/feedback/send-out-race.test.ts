import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { createManualClock } from '../../../platform/clock';
import { openDatabase } from '../../../platform/db/client';
import { createTestApp, type TestApp, testConfig } from '../../../testing/test-app';
import { insertSprintRows } from '../run/sprint-rows';

const clock = createManualClock(new Date('2030-03-18T00:00:00Z'));
const SPRINTS = 40;
let t: TestApp;
/** a second instance on the same PostgreSQL (on the embedded database: the same instance, called twice at once) */
let two: FastifyInstance | null = null;

beforeAll(async () => {
  t = await createTestApp({ config: { clock } });
  if (t.databaseUrl) {
    const database = await openDatabase({ databaseUrl: t.databaseUrl, pgliteDir: '' });
    two = await buildApp(testConfig({ clock }), database);
    two.addHook('onClose', () => database.close());
    await two.ready();
  }
});
afterAll(async () => {
  await two?.close();
  await t.close();
});

describe('two scheduler runs at once', () => {
  it(`mail each of ${SPRINTS * 2} crew members once, on two instances sharing one database`, async () => {
    const { db } = t.app.stride.database;
    const [{ clientId }] = await t.app.stride.database.query<{ clientId: number }>(
      `SELECT client_id AS "clientId" FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE u.email = 'member@demo.test'`,
    );
    for (let i = 0; i < SPRINTS; i++)
      await insertSprintRows(db, {
        clientId,
        userId: 800_000 + i, // owners need not exist for the scheduler
        startDate: '2030-03-18',
        durationWeeks: 4,
        crew: [
          { name: `Ada ${i}`, email: `race-a${i}@example.test`, role: 'Peer' },
          { name: `Bo ${i}`, email: `race-b${i}@example.test`, role: 'Mentor' },
        ],
      });
    clock.set(new Date('2030-03-25T09:30:00Z')); // the first send-out is due
    const first = t.app.stride.sprints.feedback.sendOut;
    const second = two ? two.stride.sprints.feedback.sendOut : first;
    const runs = await Promise.all([first(), second(), first(), second()]);
    // (the demo sprint of member@ has its send-out now too: 4 crew members)
    expect(runs.reduce((n, r) => n + r.requests, 0)).toBe(SPRINTS * 2 + 4);
    const perCrew = await t.app.stride.database.query<{ to: string; n: number }>(
      `SELECT to_address AS "to", count(*)::int AS n FROM mail_outbox WHERE to_address LIKE 'race-%'
       GROUP BY to_address`,
    );
    expect(perCrew).toHaveLength(SPRINTS * 2);
    expect(perCrew.every((r) => r.n === 1)).toBe(true);
    const [{ n }] = await t.app.stride.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sprint_feedback_requests r JOIN sprint_crew c ON c.id = r.crew_id
       WHERE r.mailed_at IS NOT NULL AND c.email LIKE 'race-%'`,
    );
    expect(n).toBe(SPRINTS * 2);
  });
});
