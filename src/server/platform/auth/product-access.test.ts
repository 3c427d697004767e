import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 19 point 1 (decision 0022): every signed-in route of the product refuses a person whose organisation's
 * subscription has ended and a person without the USER role, with the access-denied page's variant. Only the
 * routes declared `product: false` (what the access-denied page, the sign-in flow and the console need) stay open.
 */
let t: TestApp;
let expired: string;
let noUserRole: string;
beforeAll(async () => {
  t = await createTestApp();
  expired = await t.login('expired@expired.test');
  noUserRole = await t.login('noaccess@demo.test');
});
afterAll(() => t.close());

/** The signed-in routes open to people who may not use the product: change this list only on purpose. */
const OPEN = [
  'GET /api/user/users/getUserState',
  'GET /api/user/users/resources/roles',
  'POST /api/user/consent',
  'GET /api/user/users/org-members',
  'POST /api/user/users/impersonate/{userId}',
  'GET /api/user/mailbox',
  'POST /api/user/mailbox/{id}/retry',
  'GET /api/auth/api/v1/switch-org',
  'POST /api/auth/api/v1/end-impersonation',
  'GET /api/license/api/v1/license/subscription/plan',
  'GET /api/license/api/v1/feature-flags',
  // tracking works for every signed-in person, the access-denied page included (decision 0046)
  'POST /api/user/segment-event/publish',
  'POST /api/user/segment-event/page',
  'POST /api/user/segment-event/group',
  'POST /api/user/segment-event/identify',
  // a person's own data export (decision 0075): a right of every person, whatever the licence or their roles
  'GET /api/user/data-export',
  'POST /api/user/data-export',
  'POST /api/user/data-export/{exportId}/link',
  // the console's settings section edits the Custom 360 questions (decision 0047), like the rest of the console
  'GET /api/assessment/custom-360/definition',
  'PUT /api/assessment/custom-360/definition',
];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe('product access, route by route', () => {
  it('refuses every product route in the OpenAPI document to both, and leaves open only the declared ones', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json() as { paths: Record<string, object> };
    const open: string[] = [];
    let walked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations).filter((m) => METHODS.includes(m))) {
        const METHOD = method.toUpperCase();
        const declared = t.app.accessDeclarations.find(
          // the document drops a trailing slash (the router ignores it)
          (d) => d.method === METHOD && d.url.replace(/(.)\/$/, '$1') === path.replace(/\{(\w+)\}/g, ':$1'),
        );
        expect(declared, `${METHOD} ${path}`).toBeDefined();
        const rule = declared!.access;
        if (rule.kind !== 'user') continue;
        if (rule.product === false) {
          open.push(`${METHOD} ${path}`);
          continue;
        }
        for (const [token, variant] of [
          [expired, 'non-buyer-expired'],
          [noUserRole, 'permission-needed'],
        ] as const) {
          const res = await t.app.inject({
            method: METHOD as 'GET',
            url: path.replace(/\{\w+\}/g, '1'),
            headers: t.bearer(token),
            ...(METHOD === 'GET' ? {} : { payload: {} }),
          });
          expect(res.statusCode, `${METHOD} ${path}`).toBe(403);
          expect(res.json(), `${METHOD} ${path}`).toMatchObject({ code: 'ACCESS_DENIED', variant });
        }
        walked++;
      }
    }
    // every product route is in the document, so the walk saw them all
    const productRoutes = t.app.accessDeclarations.filter(
      (d) => d.method !== 'HEAD' && d.access.kind === 'user' && d.access.product !== false,
    );
    expect(walked).toBe(productRoutes.length);
    expect(walked).toBeGreaterThan(60);
    const consoleRoute = (r: string) => /\/console\//.test(r) || r.includes('/job-assessment/nominees');
    expect(open.filter((r) => !consoleRoute(r)).sort()).toEqual([...OPEN].sort());
  });

  it('lets both read what the access-denied page needs, and a buyer of an expired organisation use the console', async () => {
    for (const token of [expired, noUserRole]) {
      const state = await t.app.inject({ url: '/api/user/users/getUserState', headers: t.bearer(token) });
      expect(state.statusCode).toBe(200);
      const plan = await t.app.inject({
        url: '/api/license/api/v1/license/subscription/plan',
        headers: t.bearer(token),
      });
      expect(plan.statusCode).toBe(200);
    }
    const buyer = await t.login('expiredbuyer@expired.test');
    const licence = await t.app.inject({
      url: '/api/license/api/v1/console/subscription',
      headers: t.bearer(buyer),
    });
    expect(licence.statusCode).toBe(200);
    const plans = await t.app.inject({
      url: '/api/user/agile-plan/agile-plan-list',
      headers: t.bearer(buyer),
    });
    expect(plans.statusCode).toBe(403);
    expect(plans.json()).toMatchObject({ code: 'ACCESS_DENIED', variant: 'buyer-expired' });
  });
});
