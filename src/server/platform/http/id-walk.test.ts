import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isIdField, type Path, type Schema, sample, withValue } from '../../testing/openapi-sample';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 33 point 4: every id a route takes (path, query or body) is bounded by the one shared id type, so an id
 * the database cannot hold is a 400 and an id no row has a 404, never a 500 ("integer out of range"). The routes
 * come from the OpenAPI document, so a new route is walked as soon as it exists.
 */
const BAD_IDS: unknown[] = [0, -1, 2 ** 31, 2 ** 63, 1.5, 'abc'];

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
}

let t: TestApp;
let tokens: string[];
beforeAll(async () => {
  t = await createTestApp();
  tokens = [
    await t.login('manager@demo.test'),
    await t.login('admin@demo.test'),
    await t.login('ops@stride.test'),
  ];
});
afterAll(() => t.close());

/** One place an id goes: a path or query parameter, or a field of the body. */
type Slot = { in: 'path' | 'query'; name: string } | { in: 'body'; path: Path };

describe('every id-taking route, walked with ids no row can have', () => {
  it('answers 400 or 404 (or refuses the caller), never a 500', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    let routes = 0;
    let requests = 0;
    for (const [route, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const params = op.parameters ?? [];
        const slots: Slot[] = [];
        for (const p of params)
          if ((p.in === 'path' || p.in === 'query') && p.schema && isIdField(p.name, p.schema))
            slots.push({ in: p.in, name: p.name });
        const schema = op.requestBody?.content?.['application/json']?.schema;
        const found = { strings: [] as Path[], ids: [] as Path[] };
        const body = schema ? sample(schema, [], found) : undefined;
        for (const path of found.ids) slots.push({ in: 'body', path });
        if (slots.length === 0) continue;
        routes++;
        const base: Record<string, unknown> = {};
        const query: Record<string, string> = {};
        for (const p of params) {
          if (p.in === 'path') base[p.name] = p.schema ? sample(p.schema, [p.name], found) : 1;
          else if (p.in === 'query' && p.schema) {
            const v = sample(p.schema, [p.name], found);
            if (v !== undefined && isIdField(p.name, p.schema)) query[p.name] = String(v);
          }
        }
        for (const slot of slots) {
          for (const bad of BAD_IDS) {
            const pathValues = slot.in === 'path' ? { ...base, [slot.name]: bad } : base;
            const url = route.replace(/\{(\w+)\}/g, (_, n: string) =>
              encodeURIComponent(String(pathValues[n] ?? 1)),
            );
            const q = new URLSearchParams(
              slot.in === 'query' ? { ...query, [slot.name]: String(bad) } : query,
            );
            const payload = slot.in === 'body' ? withValue(body, slot.path, bad) : body;
            let res = null;
            for (const token of tokens) {
              res = await t.app.inject({
                method: method.toUpperCase() as 'POST',
                url: q.size ? `${url}?${q}` : url,
                headers: t.bearer(token),
                ...(payload === undefined ? {} : { payload: payload as object }),
              });
              requests++;
              if (res.statusCode !== 401 && res.statusCode !== 403) break;
            }
            const status = res!.statusCode;
            statuses[status] = (statuses[status] ?? 0) + 1;
            const where = slot.in === 'body' ? `body.${slot.path.join('.')}` : `${slot.in}.${slot.name}`;
            if (![400, 401, 403, 404].includes(status))
              failures.push(
                `${method.toUpperCase()} ${route} ${where}=${JSON.stringify(bad)}: ${status} ${res!.body.slice(0, 120)}`,
              );
          }
        }
      }
    }
    console.log(`id walk: ${routes} routes, ${requests} requests, statuses ${JSON.stringify(statuses)}`);
    expect(routes).toBeGreaterThan(70);
    expect(failures).toEqual([]);
  });
});
