import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSilentSmtpPeer, startSmtpListener } from '../../testing/smtp-listener';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createManualClock } from '../clock';
import { backoffDelay } from '../jobs/runtime';
import { MAIL_DELIVERY } from './outbox';
import { mailOutbox } from './tables';

let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let t: TestApp;
const clock = createManualClock(new Date('2026-11-02T08:00:00Z'));
beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await createTestApp({ config: { smtpUrl: smtp.url, clock } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const row = async (id: number) => {
  const [r] = await t.app.stride.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return r;
};
const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
/** moves the clock in steps, delivering what is due at each */
async function passTime(ms: number, step = 30_000) {
  for (let gone = 0; gone < ms; gone += step) {
    clock.advance(step);
    await t.app.stride.mailer.flush();
  }
}

describe('mail outbox over SMTP', () => {
  it('records an invitation and delivers it to the SMTP server, with its link', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/consumerization/register-freemium',
      payload: { companyName: 'Mailco', buyerAdminName: 'Mo Mail', buyerAdminEmail: 'mo@mailco.test' },
    });
    expect(res.statusCode).toBe(202);
    await expect
      .poll(() => smtp.received.find((m) => m.to.includes('mo@mailco.test')), { timeout: 10_000 })
      .toBeTruthy();
    const mail = smtp.received.find((m) => m.to.includes('mo@mailco.test'))!;
    expect(mail.to).toEqual(['mo@mailco.test']);
    expect(mail.data).toContain('Subject: Welcome to Stride: set your password');
    expect(mail.data).toMatch(/guest\/set-password\?token=3D|guest\/set-password\?token=/);
    const mo = await t.app.stride.identity.repo.userByEmail('mo@mailco.test');
    const membership = await t.app.stride.identity.repo.preferredMembership(mo!.id);
    const [saved] = await t.app.stride.mailer.list(membership!.clientId);
    await expect.poll(async () => (await row(saved.id)).status, { timeout: 10_000 }).toBe('SENT');
    // delivered: the stored copy keeps the link's shape but not its one-time token (issue 18)
    const delivered = await row(saved.id);
    expect(delivered.text).toContain('guest/set-password?token=g_REDACTED');
    expect(delivered.text).not.toMatch(/token=g_(?!REDACTED)[A-Za-z0-9_-]{20,}/);
  });

  it('keeps a refused mail and tries again later, never losing it', async () => {
    smtp.setRefusing(true);
    const id = await t.app.stride.mailer.send({
      clientId: null,
      to: 'later@x.test',
      subject: 'Later',
      text: 'hello',
    });
    await t.app.stride.mailer.flush();
    const r = await row(id);
    expect(r.attempts).toBeGreaterThan(0);
    expect(r.status).toBe('PENDING');
    expect(r.lastError).toContain('451');
    expect(r.nextAttemptAt.getTime()).toBeGreaterThan(clock.now().getTime());

    smtp.setRefusing(false);
    await t.app.stride.mailer.flush(); // not due yet: the back-off holds it
    expect(mailsTo('later@x.test')).toHaveLength(0);
    await passTime(backoffDelay(MAIL_DELIVERY, r.attempts));
    expect((await row(id)).status).toBe('SENT');
    expect(mailsTo('later@x.test')).toHaveLength(1);
    // the Message-ID names the public host, not the machine
    expect(mailsTo('later@x.test')[0].parsed.messageId).toMatch(/^<mail-\d+\.[0-9a-z]+@stride\.test>$/);
  });

  it('sends attachments (a meeting .ics) with the mail and keeps them for a retry', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    const id = await t.app.stride.mailer.send({
      clientId: null,
      to: 'calendar@x.test',
      subject: 'With a file',
      text: 'see attached',
      attachments: [{ filename: 'meeting.ics', contentType: 'text/calendar; method=REQUEST', content: ics }],
    });
    expect((await row(id)).attachments).toEqual([
      { filename: 'meeting.ics', contentType: 'text/calendar; method=REQUEST', content: ics },
    ]);
    await expect.poll(async () => (await row(id)).status, { timeout: 10_000 }).toBe('SENT');
    const mail = mailsTo('calendar@x.test')[0];
    expect(mail.data).toMatch(/Content-Type: text\/calendar; method=REQUEST/i);
    expect(mail.data).toMatch(/filename="?meeting\.ics"?/);
    expect(mail.parsed.attachments.map((a) => [a.filename, a.content.toString('utf8')])).toEqual([
      ['meeting.ics', ics],
    ]);
  });

  it('waits out an SMTP outage of 5 minutes and then delivers every mail exactly once', async () => {
    await smtp.setDown(true);
    const to = ['down1@x.test', 'down2@x.test', 'down3@x.test'];
    const ids: number[] = [];
    for (const address of to)
      ids.push(
        await t.app.stride.mailer.send({ clientId: null, to: address, subject: 'Outage', text: 'hi' }),
      );
    await passTime(5 * 60_000);
    for (const id of ids) {
      const r = await row(id);
      expect(r.status).toBe('PENDING');
      expect(r.attempts).toBeGreaterThanOrEqual(4);
    }
    await smtp.setDown(false);
    await passTime(6 * 60_000);
    for (const address of to) expect(mailsTo(address)).toHaveLength(1);
    for (const id of ids) expect((await row(id)).status).toBe('SENT');
    await passTime(10 * 60_000);
    for (const address of to) expect(mailsTo(address)).toHaveLength(1);
  });

  it('keeps trying for at least 3 days, with waits of at most a few minutes', () => {
    let total = 0;
    for (let attempt = 1; attempt < MAIL_DELIVERY.maxAttempts; attempt++) {
      const wait = backoffDelay(MAIL_DELIVERY, attempt);
      expect(wait).toBeLessThanOrEqual(5 * 60_000);
      total += wait;
    }
    expect(total).toBeGreaterThanOrEqual(3 * 86_400_000);
  });

  it('fails a mail the server refuses for good (550), shows it in the mailbox, and an admin sends it again', async () => {
    const admin = await t.login('admin@demo.test');
    const { repo } = t.app.stride.identity;
    const demoClient = (await repo.preferredMembership((await repo.userByEmail('admin@demo.test'))!.id))!
      .clientId;
    smtp.refuseRecipient('gone@x.test');
    const id = await t.app.stride.mailer.send({
      clientId: demoClient,
      to: 'gone@x.test',
      subject: 'Gone',
      text: 'x',
    });
    await t.app.stride.mailer.flush();
    const failed = await row(id);
    expect(failed.status).toBe('FAILED');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('550');
    await passTime(10 * 60_000);
    expect((await row(id)).attempts).toBe(1); // a permanent refusal is not retried by itself

    // the console's mailbox shows the failure with SMTP's answer on every database (contents only on PGlite)
    const mailbox = await t.app.inject({ url: '/api/user/mailbox', headers: t.bearer(admin) });
    const shown = mailbox.json().items.find((m: { id: number }) => m.id === id);
    expect(shown.status).toBe('FAILED');
    expect(shown.lastError).toContain('550');

    const retry = (token: string, mailId: number) =>
      t.app.inject({ method: 'POST', url: `/api/user/mailbox/${mailId}/retry`, headers: t.bearer(token) });
    const member = await t.createPerson({ email: 'mailmember@demo.test', roles: ['USER'] });
    expect((await retry(member, id)).statusCode).toBe(403);
    const sent = await t.app.stride.mailer.send({
      clientId: demoClient,
      to: 'ok@x.test',
      subject: 'Ok',
      text: 'x',
    });
    await t.app.stride.mailer.flush();
    expect((await retry(admin, sent)).statusCode).toBe(409);
    const elsewhere = await t.app.stride.mailer.send({
      clientId: null,
      to: 'gone@x.test',
      subject: 'G',
      text: 'x',
    });
    await t.app.stride.mailer.flush();
    expect((await row(elsewhere)).status).toBe('FAILED');
    expect((await retry(admin, elsewhere)).statusCode).toBe(404);
    expect((await retry(admin, 999_999)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/mailbox/abc/retry',
      headers: t.bearer(admin),
    });
    expect(bad.statusCode).toBe(400);

    smtp.refuseRecipient('gone@x.test', false);
    const again = await retry(admin, id);
    expect(again.statusCode).toBe(200);
    expect((await retry(admin, id)).statusCode).toBe(409); // pending again: a second click does not double it
    await t.app.stride.mailer.flush();
    expect((await row(id)).status).toBe('SENT');
    expect(mailsTo('gone@x.test')).toHaveLength(1);
  });
});

describe('an SMTP server that accepts the connection and never greets', () => {
  let silent: Awaited<ReturnType<typeof startSilentSmtpPeer>>;
  let s: TestApp;
  beforeAll(async () => {
    silent = await startSilentSmtpPeer();
    s = await createTestApp({ config: { smtpUrl: silent.url } });
  });
  afterAll(async () => {
    await s.close();
    await silent.close();
  });

  it('does not stall the app: a signed-in call stays fast while a delivery waits, and the mail is kept', async () => {
    const token = await s.login('member@demo.test');
    await s.app.inject({ url: '/api/user/users/getUserState', headers: s.bearer(token) }); // warm
    // the demo data's own mails are out of the way (each would wait for the greeting timeout before this one)
    await s.app.stride.database.query("UPDATE mail_outbox SET status = 'SENT' WHERE status = 'PENDING'");
    const id = await s.app.stride.mailer.send({
      clientId: null,
      to: 'stuck@x.test',
      subject: 'Stuck',
      text: 'x',
    });
    // the delivery runs on while the calls below are made (it ends with the greeting timeout)
    const delivering = s.app.stride.mailer.flush().catch(() => undefined);
    await expect.poll(() => silent.connections, { timeout: 5_000 }).toBeGreaterThan(0);
    const timings: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const res = await s.app.inject({ url: '/api/user/users/getUserState', headers: s.bearer(token) });
      timings.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
    }
    // before decision 0019 each call waited for the SMTP greeting timeout; the median spares a busy test machine
    timings.sort((a, b) => a - b);
    expect(timings[2]).toBeLessThan(100);
    const mail = async () =>
      (await s.app.stride.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
    // the greeting timeout ends the attempt (this flush's, or the poll loop's); the mail waits for its next try
    await expect.poll(async () => (await mail()).lastError, { timeout: 25_000 }).toMatch(/greeting|timeout/i);
    expect((await mail()).status).toBe('PENDING');
    void delivering;
  }, 40_000);
});
