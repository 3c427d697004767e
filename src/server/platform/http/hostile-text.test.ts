import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Path, type Schema, sample, withValue } from '../../testing/openapi-sample';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { errorForLog, registerErrorHandling } from './errors';

/**
 * Hostile text (issue 19): a NUL in any string field of any write route is a 400 naming the field, never a 500,
 * and nothing the caller sent reaches the log. The routes come from the OpenAPI document, so a new route is
 * walked as soon as it exists.
 */
const MARK = 'Zq7';
const HOSTILE = `${MARK}\u0000x`;

let t: TestApp;
let tokens: string[];
const written: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'info' } });
  tokens = [
    await t.login('admin@demo.test'),
    await t.login('ops@stride.test'),
    await t.login('manager@demo.test'),
  ];
  // an express-list row of Demo Co's first team: the express edit route finds its object (id 1) before it reads the body
  await t.app.stride.database.query(
    `INSERT INTO alignment_express_members (client_id, team_id, name, email, team_role, created_by, created_at)
     SELECT client_id, id, 'Eve Express', 'eve@example.test', 'MEMBER', manager_id, now() FROM teams
     WHERE client_id = (SELECT id FROM clients WHERE name = 'Demo Co') ORDER BY id LIMIT 1`,
    [],
  );
  // keep what the server's logger writes (its request loggers inherit the root logger's stream)
  (t.app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
    write: (line: string) => written.push(line),
  };
});
afterAll(() => t.close());

describe('a NUL in every string field of every write route', () => {
  it('is a 400 naming the field (or the caller is refused before), never a 500, and never logged', async () => {
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema: Schema }> } }>
      >;
    };
    const report: string[] = [];
    let fields = 0;
    for (const [route, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const schema = op.requestBody?.content?.['application/json']?.schema;
        if (!schema || !['post', 'put', 'patch', 'delete'].includes(method)) continue;
        const found = { strings: [] as Path[], ids: [] as Path[] };
        const body = sample(schema, [], found);
        const url = route.replace(/\{[^}]+\}/g, '1');
        for (const field of found.strings) {
          let res = null;
          for (const token of tokens) {
            res = await t.app.inject({
              method: method.toUpperCase() as 'POST',
              url,
              headers: t.bearer(token),
              payload: withValue(body, field, HOSTILE) as object,
            });
            if (res.statusCode !== 401 && res.statusCode !== 403) break;
          }
          fields++;
          const name = field.filter((k) => typeof k === 'string').at(-1)!;
          const ok =
            res!.statusCode === 400
              ? res!.json().message.includes(name)
              : res!.statusCode === 401 || res!.statusCode === 403;
          if (!ok)
            report.push(
              `${method.toUpperCase()} ${route} ${field.join('.')}: ${res!.statusCode} ${res!.body}`,
            );
        }
      }
    }
    expect(fields).toBeGreaterThan(40);
    expect(report).toEqual([]);
    expect(written.join('')).toContain('incoming request'); // the capture sees the request log
    expect(written.join('').includes(MARK)).toBe(false);
  });

  it('the two searches refuse a NUL with 400 naming the parameter', async () => {
    const member = await t.login('member@demo.test');
    for (const url of [
      `/api/user/users/team/searchMember?keyword=${encodeURIComponent(HOSTILE)}`,
      `/api/user/console/users?search=${encodeURIComponent(HOSTILE)}`,
    ]) {
      const token = url.includes('console') ? tokens[0] : member;
      const res = await t.app.inject({ url, headers: t.bearer(token) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/keyword|search/);
    }
  });
});

describe('what an unexpected error logs', () => {
  it("keeps the database's code and constraint, never the query's parameters nor the values in messages", () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_idx"'),
      {
        code: '23505',
        severity: 'ERROR',
        constraint: 'users_email_idx',
        detail: 'Key (lower(email))=(mia@example.test) already exists.',
      },
    );
    const wrapped = Object.assign(
      new Error('Failed query: insert into users (email) values ($1)\nparams: mia@example.test'),
      { cause },
    );
    const logged = JSON.stringify(errorForLog(wrapped));
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_idx');
    expect(logged).not.toContain('mia@example.test');
    const plain = JSON.stringify(errorForLog(new Error('cannot handle "Mia <mia@example.test>" and 123456')));
    expect(plain).not.toMatch(/mia@example|Mia|123456/);
  });

  it('answers an unforeseen unique violation with 409 and any other failure with 500, logging no value', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (l: string) => lines.push(l) } } });
    registerErrorHandling(app);
    const failure = (code: string) =>
      Object.assign(
        new Error('Failed query: insert into users (email) values ($1)\nparams: mia@example.test'),
        {
          cause: Object.assign(new Error('database said no'), {
            code,
            severity: 'ERROR',
            constraint: 'users_email_idx',
          }),
        },
      );
    app.get('/duplicate', async () => {
      throw failure('23505');
    });
    app.get('/broken', async () => {
      throw failure('22021');
    });
    const dup = await app.inject({ url: '/duplicate' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('ALREADY_EXISTS');
    expect((await app.inject({ url: '/broken' })).statusCode).toBe(500);
    expect(lines.join('')).toContain('22021');
    expect(lines.join('')).not.toContain('mia@example.test');
    await app.close();
  });
});
