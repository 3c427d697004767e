import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let ops: string;
let admin: string;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp();
  ops = await t.login('ops@stride.test');
  admin = await t.login('admin@demo.test');
  const adminUser = await t.app.stride.identity.repo.userByEmail('admin@demo.test');
  demoId = (await t.app.stride.identity.repo.preferredMembership(adminUser!.id))!.clientId;
});
afterAll(() => t.close());

const licenceBase = '/api/license/api/v1/console';
const licence = async () =>
  (await t.app.inject({ url: `${licenceBase}/subscription`, headers: t.bearer(admin) })).json();
const setSeats = (seatCount: number | null | string) =>
  t.app.inject({
    method: 'PUT',
    url: `${licenceBase}/organisations/${demoId}/subscription`,
    headers: t.bearer(ops),
    payload: { planCode: 'PREMIUM', status: 'ACTIVE', currentTermEnd: null, seatCount },
  });
const invite = (emails: string[], roles = ['USER']) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/console/users/invite',
    headers: t.bearer(admin),
    payload: { rows: emails.map((email) => ({ email })), roles },
  });
const userAction = (userId: number, action: 'deactivate' | 'reactivate') =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/console/users/${userId}/${action}`,
    headers: t.bearer(admin),
  });
const memberCount = async () =>
  (
    await t.app.stride.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM memberships WHERE client_id = ${demoId}`,
    )
  )[0].n;

describe('the subscription’s seat count', () => {
  it('is 40 for Demo Co in the demo data and shows with the seats used (13 USER seats)', async () => {
    expect(await licence()).toMatchObject({ seatCount: 40, seatsUsed: 13 });
  });

  it('lets an operator set it (null: no limit) and refuses a bad one naming seatCount, changing nothing', async () => {
    for (const bad of [0, -3, 2.5, 'many']) {
      const res = await setSeats(bad as number);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/seatCount/);
    }
    expect((await licence()).seatCount).toBe(40);
    const unlimited = await setSeats(null);
    expect(unlimited.statusCode).toBe(200);
    expect(unlimited.json()).toMatchObject({ seatCount: null });
    expect((await licence()).seatCount).toBeNull();
    // a plan change that leaves the seat count out keeps it
    expect((await setSeats(40)).statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: `${licenceBase}/organisations/${demoId}/subscription`,
      headers: t.bearer(ops),
      payload: { planCode: 'PREMIUM', status: 'ACTIVE', currentTermEnd: null },
    });
    expect((await licence()).seatCount).toBe(40);
  });

  it('lets exactly the free seats through when 50 invitations arrive at once; the rest get 409 SEAT_LIMIT', async () => {
    // someone with an account elsewhere is invited now and accepts later (a seat is taken on accepting)
    expect((await invite(['other@other.test'])).statusCode).toBe(201);
    const { seatsUsed } = await licence();
    expect((await setSeats(seatsUsed + 3)).statusCode).toBe(200);
    const before = await memberCount();
    const stamp = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => invite([`seat-${stamp}-${i}@demo.test`])),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused).toMatchObject({ code: 'SEAT_LIMIT', seatCount: seatsUsed + 3 });
    expect(refused.message).toMatch(/seat/);
    expect(await memberCount()).toBe(before + 3);
    expect(await licence()).toMatchObject({ seatsUsed: seatsUsed + 3, seatCount: seatsUsed + 3 });
  });

  it('refuses a batch that does not fit as a whole, and a reactivation beyond the seats, changing nothing', async () => {
    const full = await licence();
    expect(full.seatsUsed).toBe(full.seatCount);
    const before = await memberCount();
    const batch = await invite([`late-a-${Date.now()}@demo.test`, `late-b-${Date.now()}@demo.test`]);
    expect(batch.statusCode).toBe(409);
    expect(batch.json().code).toBe('SEAT_LIMIT');
    expect(await memberCount()).toBe(before);
    expect(await t.app.stride.identity.repo.userByEmail(`late-a-${Date.now()}@demo.test`)).toBeFalsy();

    // people without the USER role take no seat
    expect((await invite([`analyst-${Date.now()}@demo.test`], ['TEAM_ANALYTICS'])).statusCode).toBe(201);

    // a deactivation frees a seat, someone takes it, and the deactivated person no longer fits
    const member = (await t.app.stride.identity.repo.userByEmail('member@demo.test'))!.id;
    expect((await userAction(member, 'deactivate')).statusCode).toBe(200);
    expect((await invite([`taker-${Date.now()}@demo.test`])).statusCode).toBe(201);
    const back = await userAction(member, 'reactivate');
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe('SEAT_LIMIT');
    // accepting a join invitation needs a free seat too; the refused link keeps working
    const mail = (await t.app.stride.mailer.list(demoId)).find((m) => m.to === 'other@other.test')!;
    const token = /token=(\S+)/.exec(mail.text ?? '')![1];
    const accept = () =>
      t.app.inject({ method: 'POST', url: '/api/user/guest/join-organisation', headers: t.bearer(token) });
    const beforeJoin = await memberCount();
    const refusedJoin = await accept();
    expect(refusedJoin.statusCode).toBe(409);
    expect(refusedJoin.json().code).toBe('SEAT_LIMIT');
    expect(await memberCount()).toBe(beforeJoin);
    // with two more seats both come back
    expect((await setSeats(full.seatCount + 2)).statusCode).toBe(200);
    expect((await userAction(member, 'reactivate')).statusCode).toBe(200);
    expect((await accept()).statusCode).toBe(200);
    expect(await licence()).toMatchObject({ seatsUsed: full.seatCount + 2 });
  });
});
