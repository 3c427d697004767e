import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { errorForLog, registerErrorHandling } from './errors';

/**
 * Hostile text (issue 19): a NUL in any string field of any write route is a 400 naming the field, never a 500,
 * and nothing the caller sent reaches the log. The routes come from the OpenAPI document, so a new route is
 * walked as soon as it exists.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  minItems?: number;
  minimum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};
type Path = (string | number)[];

const MARK = 'Zq7';
const HOSTILE = `${MARK}\u0000x`;

/** A plausible value for a schema, and the paths of its free-text string fields. */
function sample(s: Schema, at: Path, strings: Path[]): unknown {
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return sample(alt.find((a) => a.type !== 'null') ?? alt[0], at, strings);
  if (s.allOf) return sample(Object.assign({}, ...s.allOf), at, strings);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = sample(v, [...at, k], strings);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, (_, i) =>
        sample(s.items ?? {}, [...at, i], i === 0 ? strings : []),
      );
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string': {
      strings.push(at);
      if (s.format === 'email' || String(at.at(-1)).toLowerCase().includes('email'))
        return 'walker@demo.test';
      if (s.pattern?.includes('\\d{4}')) return '2031-03-04';
      if (s.pattern?.includes('[0-5]\\d$')) return '09:30';
      if (s.pattern?.includes('OWN-')) return 'OWN-1';
      if (/^time_?zone$/i.test(String(at.at(-1)))) return 'Europe/Berlin';
      if (s.format === 'date-time') return '2031-03-04T10:00:00.000Z';
      return 'x'.repeat(Math.max(3, s.minLength ?? 3));
    }
    default:
      return 'x';
  }
}

function withValue(body: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

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
        const strings: Path[] = [];
        const body = sample(schema, [], strings);
        const url = route.replace(/\{[^}]+\}/g, '1');
        for (const field of strings) {
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
