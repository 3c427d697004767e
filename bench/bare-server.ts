/**
 * The benchmark's yardstick: a bare Fastify server (no logging, no auth, no schemas) whose one route does one
 * primary-key SELECT on the same database the real server used. Run as its own process, like the real
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

async function openQuery(): Promise<{ query: Query; close: () => Promise<void> }> {
  const url = process.env.BARE_DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.BARE_POOL_SIZE ?? 20) });
    return { query: async (text, params) => (await pool.query(text, params)).rows, close: () => pool.end() };
  }
  const dir = process.env.BARE_PGLITE_DIR;
  if (!dir) throw new Error('set BARE_PGLITE_DIR or BARE_DATABASE_URL');
  const client = new PGlite(dir);
  await client.waitReady;
  return {
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
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
