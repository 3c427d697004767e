import { startServer } from '../test/support/server-process';
import { cpuProfileArgs } from './cpu-profile';

/** Signs a demo person in (password demo-password) and answers the Authorization header value. */
export async function login(baseURL: string, email = 'admin@demo.test'): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-password' }),
  });
  if (!res.ok) throw new Error(`login as ${email} answered ${res.status}: ${await res.text()}`);
  return `Bearer ${((await res.json()) as { access_token: string }).access_token}`;
}

/** The built server on a bench's PostgreSQL database, as in production, named `name` in logs and CPU profiles. */
export function startPostgresServer(name: string, o: { databaseUrl: string; dataDir: string }) {
  return startServer({
    nodeArgs: cpuProfileArgs(`postgres-${name}`),
    label: `bench-postgres-${name}`,
    timeoutMs: 180_000,
    dataDir: o.dataDir,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: o.databaseUrl, REDIS_URL: undefined },
  });
}
