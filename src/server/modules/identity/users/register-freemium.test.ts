import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../platform/mail/tables';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (buyerAdminEmail: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/consumerization/register-freemium',
    remoteAddress: ip,
    payload: { companyName: 'Probe Ltd', buyerAdminName: 'Pat Probe', buyerAdminEmail },
  });

const mailsTo = (to: string) =>
  t.app.stride.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));

describe('free sign-up does not tell who has an account (issue 18)', () => {
  it('answers a known address exactly as a new one; the account holder is told by e-mail, nothing is created', async () => {
    const clientsBefore = await t.app.stride.identity.repo.clientCount();
    const known = await register('Member@Demo.test', '10.7.0.1');
    const fresh = await register('new.person@probe.test', '10.7.0.2');
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual({ status: 'MAIL_SENT' });
    // only the new address made an organisation
    expect(await t.app.stride.identity.repo.clientCount()).toBe(clientsBefore + 1);

    // the newest mail to the known address (the demo data mails it too, e.g. as a sprint crew member)
    const notice = (await mailsTo('member@demo.test')).at(-1)!;
    expect(notice.subject).toBe('Someone tried to register Stride with your address');
    expect(notice.text).toContain('This address already has an account, so nothing was created.');
    expect(notice.text).toContain('http://stride.test/auth/login');
    expect(notice.text).not.toMatch(/token=/);
    const [welcome] = await mailsTo('new.person@probe.test');
    expect(welcome.subject).toBe('Welcome to Stride: set your password');
  });
});
