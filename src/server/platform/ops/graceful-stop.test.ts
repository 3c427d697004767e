import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { seedDemoData } from '../../seed/seed';
import { startSmtpListener } from '../../testing/smtp-listener';
import { openTestDatabase, testConfig } from '../../testing/test-app';
import { type Database, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { ROOT_DIR } from '../root-dir';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

let listener: Awaited<ReturnType<typeof startSmtpListener>>;
let dataDir: string;
let databaseUrl: string | null = null;
let dropDatabase: () => Promise<void> = async () => undefined;
let mailId: number;
let sessionsBefore: number;

/** The database the server used (PGlite: its folder, once the server has let go of it). */
const reopen = (): Promise<Database> =>
  openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pgdata'), poolSize: 2 });

beforeAll(async () => {
  listener = await startSmtpListener();
  dataDir = await mkdtemp(path.join(tmpdir(), 'stride-stop-'));
  let database: Database;
  if (process.env.DATABASE_URL) {
    const t = await openTestDatabase();
    database = t.database;
    databaseUrl = t.url;
    dropDatabase = t.drop;
  } else {
    database = await reopen();
    await migrateDatabase(database);
  }
  const app = await buildApp(testConfig({ smtpUrl: listener.url, databaseUrl }), database);
  await app.ready();
  await app.stride.jobs.stop();
  await seedDemoData(app.stride);
  // only the one mail below waits for the server under test
  await database.query(`DELETE FROM jobs`);
  await database.query(`UPDATE mail_outbox SET status = 'RECORDED' WHERE status = 'PENDING'`);
  mailId = await app.stride.mailer.send({
    clientId: null,
    to: 'someone@example.test',
    subject: 'Sent once',
    text: 'This mail is on its way while the server stops.',
  });
  sessionsBefore = Number((await database.query<{ n: string }>('SELECT count(*) AS n FROM sessions'))[0].n);
  await app.close();
  await database.close();
}, 120_000);

afterAll(async () => {
  await listener?.close();
  await rm(dataDir, { recursive: true, force: true });
  await dropDatabase();
});

describe('graceful stop on SIGTERM (issue 34, point 5)', () => {
  it('during a running job and a slow request: both finish, new work is refused, nothing is lost or run twice', async () => {
    const port = await freePort();
    // the SMTP server takes 8 s to accept the mail: the delivery job is running when the signal comes
    listener.setHolding(8000);
    const mailStarted = listener.nextData();
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT_DIR,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        SMTP_URL: listener.url,
        DEMO_DATA: 'false',
        JWT_SECRET: 'graceful-stop-test-secret-long-enough-for-hs256',
        LOG_LEVEL: 'info',
        SHUTDOWN_TIMEOUT_SECONDS: '30',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 90_000;
      while (!output.includes('Stride is running at')) {
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`server did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      await mailStarted;

      // a slow request: its headers and the start of its body are in, the rest comes after the signal
      const body = JSON.stringify({ email: 'member@demo.test', password: DEMO_PASSWORD });
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (c: Buffer) => {
        answer += c.toString();
      });
      const answered = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write(
        `POST /api/auth/api/v1/login HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((r) => setTimeout(r, 300));

      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      // new work is refused and readiness says so, while the job and the slow request are still in flight
      const refused = await fetch(`http://127.0.0.1:${port}/api/auth/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(refused.status).toBe(503);
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect((await ready.json()).checks.accepting).toBe(false);

      socket.write(body.slice(10));
      await answered;
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toContain('"access_token"');

      expect(await exited).toBe(0);
      expect(output).toContain('"msg":"stopped"');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }

    // the mail was delivered once and its job is done (it will not run again); the sign-in's session is kept
    expect(listener.received.map((m) => m.parsed.subject)).toEqual(['Sent once']);
    const database = await reopen();
    try {
      const [mail] = await database.query<{ status: string }>(
        'SELECT status FROM mail_outbox WHERE id = $1',
        [mailId],
      );
      expect(mail.status).toBe('SENT');
      const jobs = await database.query<{ status: string; attempts: number }>(
        'SELECT status, attempts FROM jobs WHERE dedupe_key = $1',
        [`mail:${mailId}`],
      );
      expect(jobs).toEqual([{ status: 'DONE', attempts: 1 }]);
      const [sessions] = await database.query<{ n: string }>('SELECT count(*) AS n FROM sessions');
      expect(Number(sessions.n)).toBe(sessionsBefore + 1);
    } finally {
      await database.close();
    }
  }, 150_000);
});
