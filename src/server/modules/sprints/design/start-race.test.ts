import { describe, expect, it } from 'vitest';
import { count, insertDesigns, racer, STARTS, startAll } from './start-race-harness';

const race = racer({ email: 'racer@demo.test', fullName: 'Rita Racer' });

describe('starting sprints at once', () => {
  it(`lets exactly one of ${STARTS} concurrent starts through; the others get 409 and nothing of theirs changes`, async () => {
    const r = race();
    const ids = await insertDesigns(r);
    const codes = await startAll(r, ids, (id) => `/api/team/user-sprint/start/${id}`);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(STARTS - 1);
    expect(
      await count(r, `SELECT count(*)::int AS n FROM sprints WHERE user_id = $1 AND status = 'IN_PROGRESS'`, [
        r.userId,
      ]),
    ).toBe(1);
    // one started mail, one calendar series
    expect(
      await count(r, `SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = 'racer@demo.test'`),
    ).toBe(1);
  }, 120_000);
});
