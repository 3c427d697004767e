import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let ops: string;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp();
  ops = await t.login('ops@stride.test');
  const admin = await t.app.stride.identity.repo.userByEmail('admin@demo.test');
  demoId = (await t.app.stride.identity.repo.preferredMembership(admin!.id))!.clientId;
});
afterAll(() => t.close());

const base = '/api/license/api/v1/console';
const get = (url: string, token: string) => t.app.inject({ url: `${base}${url}`, headers: t.bearer(token) });
const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
  t.app.inject({ method, url: `${base}${url}`, headers: t.bearer(token), payload });
const planOf = async (token: string) =>
  (await t.app.inject({ url: '/api/user/users/getUserState', headers: t.bearer(token) })).json().plan;

describe('licence view', () => {
  it('shows BUYER and ADMIN the plan, status, term end, seats used and every entitlement', async () => {
    for (const email of ['buyer@demo.test', 'admin@demo.test']) {
      const res = await get('/subscription', await t.login(email));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ planCode: 'PREMIUM', planName: 'Premium', status: 'ACTIVE' });
      // active memberships with the USER role: admin, buyer, manager, member, dana, sam, user, newcomer, consultant
      // the Discovery Team's kai, lina and noor, and the invited person (a pending invitation holds its seat); not
      // the analyst, who has no USER role
      expect(body.seatsUsed).toBe(13);
      expect(body.entitlements).toHaveLength(23);
      expect(
        body.entitlements.find((e: { feature_id: string }) => e.feature_id === 'team-limit'),
      ).toMatchObject({
        feature_type: 'LIMIT',
        value: '25',
      });
      expect(body.lastChange).toMatchObject({ planCode: 'PREMIUM', changedBy: 'Olga Operations' });
    }
  });

  it('refuses users, analysts and operators of another organisation with 403', async () => {
    for (const email of ['member@demo.test', 'noaccess@demo.test', 'ops@stride.test']) {
      expect((await get('/subscription', await t.login(email))).statusCode).toBe(403);
    }
  });
});

describe('operators', () => {
  it('list every organisation with its plan and status', async () => {
    const res = await get('/organisations', ops);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((o: { name: string; planCode: string }) => [o.name, o.planCode])).toEqual([
      ['Demo Co', 'PREMIUM'],
      ['Expired Co', 'STANDARD'],
      ['Free Co', 'FREE'],
      ['Other Co', 'STANDARD'],
      ['Stride Operations', 'ENTERPRISE'],
    ]);
  });

  it("change an organisation's plan, recorded with who and when; its people see it at their next load", async () => {
    const member = await t.login('member@demo.test');
    expect((await planOf(member)).planCode).toBe('PREMIUM');
    const res = await send('PUT', `/organisations/${demoId}/subscription`, ops, {
      planCode: 'FREE',
      status: 'IN_TRIAL',
      currentTermEnd: '2027-03-31',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Demo Co', planCode: 'FREE', status: 'IN_TRIAL' });
    expect(await planOf(member)).toMatchObject({
      planCode: 'FREE',
      status: 'IN_TRIAL',
      currentTermEnd: '2027-03-31T00:00:00.000Z',
    });
    const changes = await t.app.stride.licensing.consoleRepo.changes(demoId);
    expect(changes[0]).toMatchObject({
      planCode: 'FREE',
      previousPlanCode: 'PREMIUM',
      changedByUserId: (await t.app.stride.identity.repo.userByEmail('ops@stride.test'))!.id,
    });
    expect(Date.now() - changes[0].changedAt.getTime()).toBeLessThan(60_000);
    await send('PUT', `/organisations/${demoId}/subscription`, ops, {
      planCode: 'PREMIUM',
      status: 'ACTIVE',
      currentTermEnd: null,
    });
    expect((await planOf(member)).planCode).toBe('PREMIUM');
  });

  it('refuse unknown plans, statuses and organisations, changing nothing', async () => {
    const before = (await get('/organisations', ops)).json();
    const badPlan = await send('PUT', `/organisations/${demoId}/subscription`, ops, {
      planCode: 'GOLD',
      status: 'ACTIVE',
      currentTermEnd: null,
    });
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json().message).toMatch(/planCode/);
    const badDate = await send('PUT', `/organisations/${demoId}/subscription`, ops, {
      planCode: 'FREE',
      status: 'ACTIVE',
      currentTermEnd: 'soon',
    });
    expect(badDate.statusCode).toBe(400);
    const unknown = await send('PUT', '/organisations/99999/subscription', ops, {
      planCode: 'FREE',
      status: 'ACTIVE',
      currentTermEnd: null,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await get('/organisations', ops)).json()).toEqual(before);
  });

  it('create an organisation whose buyer admin gets a set-password link', async () => {
    const res = await send('POST', '/organisations', ops, {
      name: 'Newco',
      planCode: 'STANDARD',
      buyerAdminName: 'Nora New',
      buyerAdminEmail: 'nora@newco.test',
    });
    expect(res.statusCode).toBe(201);
    const { clientId } = res.json();
    const mail = (await t.app.stride.mailer.list(clientId))[0];
    expect(mail.to).toBe('nora@newco.test');
    const token = /token=(\S+)/.exec(mail.text)![1];
    await t.app.inject({
      method: 'POST',
      url: '/api/user/guest/set-password',
      headers: t.bearer(token),
      payload: { password: 'a-long-password' },
    });
    const nora = await t.login('nora@newco.test', 'a-long-password');
    expect(await planOf(nora)).toMatchObject({ planCode: 'STANDARD', status: 'ACTIVE' });
    expect((await t.app.stride.licensing.consoleRepo.changes(clientId))[0]).toMatchObject({
      planCode: 'STANDARD',
    });
    const taken = await send('POST', '/organisations', ops, {
      name: 'Copyco',
      planCode: 'FREE',
      buyerAdminName: 'Ada',
      buyerAdminEmail: 'admin@demo.test',
    });
    expect(taken.statusCode).toBe(409);
    expect(
      (await get('/organisations', ops)).json().items.map((o: { name: string }) => o.name),
    ).not.toContain('Copyco');
  });

  it('is for PRODUGIE_OPS only', async () => {
    for (const email of ['admin@demo.test', 'buyer@demo.test', 'member@demo.test']) {
      const token = await t.login(email);
      expect((await get('/organisations', token)).statusCode).toBe(403);
      const change = await send('PUT', `/organisations/${demoId}/subscription`, token, {
        planCode: 'ENTERPRISE',
        status: 'ACTIVE',
        currentTermEnd: null,
      });
      expect(change.statusCode).toBe(403);
      const create = await send('POST', '/organisations', token, {
        name: 'Sneaky',
        planCode: 'ENTERPRISE',
        buyerAdminName: 'S',
        buyerAdminEmail: 's@sneaky.test',
      });
      expect(create.statusCode).toBe(403);
    }
    expect((await planOf(await t.login('member@demo.test'))).planCode).toBe('PREMIUM');
  });
});
