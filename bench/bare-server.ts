/**
 * The benchmark's yardstick: a bare Fastify server (no logging, no auth, no schemas) whose one route does one
 * primary-key SELECT on the same database the real server used, and one that upserts a page of 10 answers in
 * one transaction (the yardstick of the GLA's POST /answer). Run as its own process, like the real
 * server, so both are driven by the same autocannon client on equal terms.
 *
 *   BARE_PGLITE_DIR=<PGlite data dir>   or   BARE_DATABASE_URL=postgres://...
 *   BARE_POOL_SIZE (PostgreSQL pool, default 20: the server's default)
 *
 * Prints one line `READY <port> <userId>` when listening.
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

async function openQuery(): Promise<{
  query: Query;
  /** runs the statements in one transaction */
  transaction: (fn: (query: Query) => Promise<void>) => Promise<void>;
  close: () => Promise<void>;
}> {
  const url = process.env.BARE_DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.BARE_POOL_SIZE ?? 20) });
    return {
      query: async (text, params) => (await pool.query(text, params)).rows,
      transaction: async (fn) => {
        const conn = await pool.connect();
        try {
          await conn.query('BEGIN');
          await fn(async (text, params) => (await conn.query(text, params)).rows);
          await conn.query('COMMIT');
        } catch (e) {
          await conn.query('ROLLBACK');
          throw e;
        } finally {
          conn.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dir = process.env.BARE_PGLITE_DIR;
  if (!dir) throw new Error('set BARE_PGLITE_DIR or BARE_DATABASE_URL');
  const client = new PGlite(dir);
  await client.waitReady;
  return {
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    transaction: async (fn) => {
      await client.transaction(async (tx) => {
        await fn(async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows);
      });
    },
    close: () => client.close(),
  };
}

const db = await openQuery();
const [admin] = await db.query('SELECT id FROM users WHERE email = $1', ['admin@demo.test']);
if (!admin) throw new Error('admin@demo.test is not in the users table: was the demo data seeded?');

const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>('/users/:id', async (request, reply) => {
  const [row] = await db.query('SELECT id, email FROM users WHERE id = $1', [Number(request.params.id)]);
  if (!row) return reply.code(404).send({ message: 'not found' });
  return row;
});

// The yardstick of POST /answer: one transaction upserting a page of 10 answers.
await db.query(
  `CREATE TABLE IF NOT EXISTS bench_bare_answers (assessment_id integer NOT NULL, question_code text NOT NULL,
     value smallint NOT NULL, updated_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (assessment_id, question_code))`,
  [],
);
app.post<{ Body: { assessmentId: number; answers: { questionCode: string; value: number }[] } }>(
  '/answers',
  async (request) => {
    const { assessmentId, answers } = request.body;
    const values = answers.map((_, i) => `($1, $${i * 2 + 2}, $${i * 2 + 3}, now())`).join(', ');
    const params = [assessmentId, ...answers.flatMap((a) => [a.questionCode, a.value])];
    await db.transaction(async (query) => {
      await query(
        `INSERT INTO bench_bare_answers (assessment_id, question_code, value, updated_at) VALUES ${values}
         ON CONFLICT (assessment_id, question_code) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
        params,
      );
    });
    return { saved: answers.length };
  },
);

// The yardstick of the sprint's activity create (bench/sprint-dashboard.ts): one row inserted, its id answered.
await db.query(
  `CREATE TABLE IF NOT EXISTS bench_bare_activities (id serial PRIMARY KEY, sprint_id integer NOT NULL,
     title text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`,
  [],
);
app.post<{ Body: { sprintId: number; title: string } }>('/activities', async (request) => {
  const [row] = await db.query(
    'INSERT INTO bench_bare_activities (sprint_id, title) VALUES ($1, $2) RETURNING id',
    [request.body.sprintId, request.body.title],
  );
  return { data: row };
});

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(`READY ${port} ${admin.id}`);

const shutdown = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
