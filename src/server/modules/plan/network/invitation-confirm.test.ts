import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../platform/mail/tables';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let owner: string;
let planId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createPerson({
    email: 'confirmer@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Cora Confirmer',
  });
  planId = (await call(owner, 'GET', '/agile-plan/agile-plan-list')).body.currentPlanId;
});
afterAll(() => t.close());

async function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/api/user${url}`, headers: t.bearer(token), payload });
  return { status: res.statusCode, body: res.json() };
}
async function linkTokenTo(address: string) {
  const [mail] = await t.app.stride.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, address))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return /accept\?token=(g_[A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? null;
}
const status = async (name: string) =>
  (await call(owner, 'GET', `/agile-plan/get-agile-network-list/${planId}`)).body.items.find(
    (e: { name: string }) => e.name === name,
  )?.status;

describe('nurture network invitation: read first, accept by a button (issue 21)', () => {
  it('reading the invitation changes nothing; the POST accepts it, once', async () => {
    const added = await call(owner, 'POST', '/agile-plan/save-agile-network', {
      agilePlanGroupId: planId,
      type: 'COACH',
      name: 'Cal Coach',
      email: 'cal.coach@example.test',
    });
    expect(added.status).toBe(200);
    const token = await linkTokenTo('cal.coach@example.test');
    expect(token).toBeTruthy();

    // a mail scanner (or the person) opens the link twice: the invitation is read, still pending
    for (let i = 0; i < 2; i++) {
      const read = await call(token!, 'GET', '/agile-plan/guest/network-invitation');
      expect(read).toEqual({
        status: 200,
        body: { ownerName: 'Cora Confirmer', name: 'Cal Coach', type: 'COACH', status: 'PENDING' },
      });
    }
    expect(await status('Cal Coach')).toBe('PENDING');

    const accepted = await call(token!, 'POST', '/agile-plan/guest/accept-network-invitation');
    expect(accepted).toEqual({ status: 200, body: { ownerName: 'Cora Confirmer', status: 'COMPLETED' } });
    expect(await status('Cal Coach')).toBe('COMPLETED');
    // the link is used up: neither reading nor accepting works any more
    expect((await call(token!, 'GET', '/agile-plan/guest/network-invitation')).status).toBe(401);
    expect((await call(token!, 'POST', '/agile-plan/guest/accept-network-invitation')).status).toBe(401);
  });

  it('refuses a made-up token, a token of another purpose and a signed-in session, changing nothing', async () => {
    await call(owner, 'POST', '/agile-plan/save-agile-network', {
      agilePlanGroupId: planId,
      type: 'PEER',
      name: 'Pem Peer',
      email: 'pem.peer@example.test',
    });
    const share = await call(owner, 'POST', '/agile-plan/share-plan', {
      agilePlanGroupId: planId,
      email: 'reader@example.test',
    });
    expect(share.status).toBeLessThan(300);
    const [mail] = await t.app.stride.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'reader@example.test'));
    const planGuestToken = /token=(g_[A-Za-z0-9_-]+)/.exec(mail.text)![1];
    for (const token of ['g_madeUpTokenThatIsNotStored0000000000', planGuestToken, owner]) {
      const read = await call(token, 'GET', '/agile-plan/guest/network-invitation');
      expect([401, 403], token).toContain(read.status);
    }
    expect(await status('Pem Peer')).toBe('PENDING');
  });
});
