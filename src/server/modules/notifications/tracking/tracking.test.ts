import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { GUEST_TRACKING_PER_MINUTE } from './service';
import { trackingEvents } from './tables';

let t: TestApp;
let token: string;
let analyst: string;
const BASE = '/api/user/segment-event';

const newest = async () =>
  (
    await t.app.stride.database.db.select().from(trackingEvents).orderBy(desc(trackingEvents.id)).limit(1)
  )[0]!;
const count = async () => (await t.app.stride.database.db.select().from(trackingEvents)).length;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${BASE}${url}`, payload: payload as object, headers });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.createPerson({ email: 'tracked@demo.test', roles: ['USER'], consented: true });
  analyst = await t.createPerson({
    email: 'analyst.t@demo.test',
    roles: ['USER', 'TEAM_ANALYTICS'],
    consented: true,
  });
});
afterAll(() => t.close());

describe('tracking', () => {
  it('publish, page, identify and group store the event with user and organisation, passwords masked', async () => {
    const me = (await t.app.inject({ url: '/api/user/users/getUserState', headers: t.bearer(token) })).json();
    const res = await post(
      '/publish',
      {
        event: 'Password Changed',
        traits: {
          lastActionDate: '05 Mar 2024',
          form: { oldPassword: 'old-secret', newPassword: 'new-secret' },
        },
        properties: { password: 'p', keep: 'yes' },
      },
      t.bearer(token),
    );
    expect(res.statusCode).toBe(200);
    const row = await newest();
    expect(row).toMatchObject({
      kind: 'TRACK',
      event: 'Password Changed',
      userId: (await t.app.stride.identity.people.byEmail('tracked@demo.test'))!.id,
      clientId: me.clientId,
    });
    expect(row.traits).toEqual({
      lastActionDate: '05 Mar 2024',
      form: { oldPassword: '*', newPassword: '*' },
    });
    expect(row.properties).toEqual({ password: '*', keep: 'yes' });
    expect(JSON.stringify(row)).not.toContain('secret');

    expect(
      (
        await post(
          '/page',
          { url: 'http://x/plan', path: '/plan', traits: { title: 'Plan' } },
          t.bearer(token),
        )
      ).statusCode,
    ).toBe(200);
    expect(await newest()).toMatchObject({
      kind: 'PAGE',
      event: '/plan',
      properties: { url: 'http://x/plan' },
    });
    expect((await post('/identify', { traits: { plan: 'PRO' } }, t.bearer(token))).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ kind: 'IDENTIFY', traits: { plan: 'PRO' } });
    expect(
      (await post('/group', { traits: { plan: 'PRO', chargebeeId: 'cb_1' } }, t.bearer(token))).statusCode,
    ).toBe(200);
    expect(await newest()).toMatchObject({ kind: 'GROUP', traits: { chargebeeId: 'cb_1' } });
  });

  it('bad input is a 400 naming the field; without sign-in 401; over 32 KB 413; nothing stored', async () => {
    const before = await count();
    const bad = await post('/publish', { traits: {} }, t.bearer(token));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/event/);
    expect((await post('/publish', { event: 'x' })).statusCode).toBe(401);
    const big = await post(
      '/publish',
      { event: 'Big', traits: { blob: 'x'.repeat(33 * 1024) } },
      t.bearer(token),
    );
    expect(big.statusCode).toBe(413);
    const bigGuest = await post('/guest/publish', { event: 'Big', traits: { blob: 'x'.repeat(33 * 1024) } });
    expect(bigGuest.statusCode).toBe(413);
    expect(await count()).toBe(before);
  });

  it('guests publish without sign-in, limited per address: past the limit 429 with Retry-After, nothing stored', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const first = await t.app.inject({
      method: 'POST',
      url: `${BASE}/guest/publish`,
      payload: { event: 'Survey Opened', traits: { password: 'x' } },
      remoteAddress: '10.9.9.1',
    });
    expect(first.statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      event: 'Survey Opened',
      userId: null,
      clientId: null,
      traits: { password: '*' },
    });
    for (let i = 1; i < GUEST_TRACKING_PER_MINUTE; i++) {
      const ok = await t.app.inject({
        method: 'POST',
        url: `${BASE}/guest/publish`,
        payload: { event: `Guest ${i}` },
        remoteAddress: '10.9.9.1',
      });
      expect(ok.statusCode).toBe(200);
    }
    const before = await count();
    const refused = await t.app.inject({
      method: 'POST',
      url: `${BASE}/guest/publish`,
      payload: { event: 'One too many' },
      remoteAddress: '10.9.9.1',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await count()).toBe(before);
    // another address is not affected
    const other = await t.app.inject({
      method: 'POST',
      url: `${BASE}/guest/publish`,
      payload: { event: 'Elsewhere' },
      remoteAddress: '10.9.9.2',
      headers: from('10.9.9.2'),
    });
    expect(other.statusCode).toBe(200);
  });

  it('the console shows weekly active people and the funnel for the analytics roles only', async () => {
    const before = (
      await t.app.inject({ url: '/api/user/console/analytics/activity', headers: t.bearer(analyst) })
    ).json();
    // the demo data: four people down the funnel as far as 4, 3, 2 and 1 steps
    expect(before.funnel.map((s: { people: number }) => s.people)).toEqual([4, 3, 2, 1]);
    await post('/publish', { event: 'GLA Started' }, t.bearer(analyst));
    await post('/publish', { event: 'Sprint Started' }, t.bearer(analyst));
    const after = (
      await t.app.inject({ url: '/api/user/console/analytics/activity', headers: t.bearer(analyst) })
    ).json();
    expect(after.weeklyActive).toBe(before.weeklyActive + 1);
    // a step counts only those who reached every step before it
    expect(after.funnel.map((s: { people: number }) => s.people)).toEqual([5, 3, 2, 1]);
    const plain = await t.app.inject({
      url: '/api/user/console/analytics/activity',
      headers: t.bearer(token),
    });
    expect(plain.statusCode).toBe(403);
  });
});
