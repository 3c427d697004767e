import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { sprintItems, sprints } from '../tables';

/*
 * The harness of the start-race tests (personal and team sprints): one person on their own test app, designs
 * ready to start, all started at once. Each test adds its own setup and states what it expects.
 */

/** how many starts race */
export const STARTS = 50;

export interface Racer {
  t: TestApp;
  token: string;
  userId: number;
  clientId: number;
}

/**
 * A test app (built before the file's tests, closed after them) with a consented person of Demo Co; the racer
 * is read inside a test.
 */
export function racer(person: { email: string; fullName: string }): () => Racer {
  let racer: Racer | undefined;
  beforeAll(async () => {
    const t = await createTestApp();
    const token = await t.createPerson({
      ...person,
      roles: ['USER'],
      consented: true,
      roleChallengesCompleted: true,
    });
    const { id } = (await t.app.stride.identity.people.byEmail(person.email))!;
    const [{ clientId }] = await t.app.stride.database.query<{ clientId: number }>(
      'SELECT client_id AS "clientId" FROM memberships WHERE user_id = $1',
      [id],
    );
    racer = { t, token, userId: id, clientId };
  });
  afterAll(() => racer?.t.close());
  return () => {
    if (!racer) throw new Error('the racer is set up before the tests');
    return racer;
  };
}

type ItemKind = 'ACTION' | 'BEHAVIOUR' | 'OUTCOME';

/**
 * Inserts `STARTS` designs of the racer that may start (first day the day after tomorrow), each with one action,
 * behaviour and outcome; `design` and `item` add a test's own fields. Answers their ids.
 */
export async function insertDesigns(
  r: Racer,
  more: {
    design?: Partial<typeof sprints.$inferInsert>;
    item?: (kind: ItemKind) => Partial<typeof sprintItems.$inferInsert>;
  } = {},
): Promise<number[]> {
  const { db } = r.t.app.stride.database;
  const startDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const designs = await db
    .insert(sprints)
    .values(
      Array.from({ length: STARTS }, (_, i) => ({
        clientId: r.clientId,
        userId: r.userId,
        label: `Design ${i}`,
        status: 'NOT_STARTED',
        startDate,
        ...more.design,
      })),
    )
    .returning({ id: sprints.id });
  await db.insert(sprintItems).values(
    designs.flatMap((d) =>
      (['ACTION', 'BEHAVIOUR', 'OUTCOME'] as const).map((kind) => ({
        sprintId: d.id,
        clientId: r.clientId,
        kind,
        label: kind.toLowerCase(),
        ...more.item?.(kind),
      })),
    ),
  );
  return designs.map((d) => d.id);
}

/** Starts every design at once (`url` names a design's start call); answers the status codes, sorted. */
export async function startAll(r: Racer, ids: number[], url: (id: number) => string): Promise<number[]> {
  const answers = await Promise.all(
    ids.map((id) => r.t.app.inject({ method: 'POST', url: url(id), headers: r.t.bearer(r.token) })),
  );
  return answers.map((a) => a.statusCode).sort();
}

/** The number a counting query answers as `n`. */
export async function count(r: Racer, text: string, params: unknown[] = []): Promise<number> {
  const [{ n }] = await r.t.app.stride.database.query<{ n: number }>(text, params);
  return n;
}
