import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpListener } from '../../testing/smtp-listener';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { mailOutbox } from './tables';

let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await createTestApp({ config: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const row = async (id: number) => {
  const [r] = await t.app.stride.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return r;
};

describe('mail outbox over SMTP', () => {
  it('records an invitation and delivers it to the SMTP server, with its link', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/consumerization/register-freemium',
      payload: { companyName: 'Mailco', buyerAdminName: 'Mo Mail', buyerAdminEmail: 'mo@mailco.test' },
    });
    expect(res.statusCode).toBe(201);
    await expect
      .poll(() => smtp.received.find((m) => m.to.includes('mo@mailco.test')), { timeout: 10_000 })
      .toBeTruthy();
    const mail = smtp.received.find((m) => m.to.includes('mo@mailco.test'))!;
    expect(mail.to).toEqual(['mo@mailco.test']);
    expect(mail.data).toContain('Subject: Welcome to Stride: set your password');
    expect(mail.data).toMatch(/guest\/set-password\?token=3D|guest\/set-password\?token=/);
    const [saved] = await t.app.stride.mailer.list(res.json().clientId);
    await expect.poll(async () => (await row(saved.id)).status, { timeout: 10_000 }).toBe('SENT');
  });

  it('keeps a refused mail and tries again later, never losing it', async () => {
    smtp.setRefusing(true);
    const id = await t.app.stride.mailer.send({
      clientId: null,
      to: 'later@x.test',
      subject: 'Later',
      text: 'hello',
    });
    await expect.poll(async () => (await row(id)).attempts, { timeout: 10_000 }).toBeGreaterThan(0);
    const r = await row(id);
    expect(r.status).toBe('PENDING');
    expect(r.lastError).toContain('451');
    expect(r.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    smtp.setRefusing(false);
    await t.app.stride.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(mailOutbox.id, id));
    await t.app.stride.mailer.flush();
    expect((await row(id)).status).toBe('SENT');
    expect(smtp.received.some((m) => m.to.includes('later@x.test'))).toBe(true);
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
    const mail = smtp.received.find((m) => m.to.includes('calendar@x.test'))!;
    expect(mail.data).toMatch(/Content-Type: text\/calendar; method=REQUEST/i);
    expect(mail.data).toMatch(/filename="?meeting\.ics"?/);
    expect(mail.data).toMatch(/BEGIN:VCALENDAR|QkVHSU46VkNBTEVOREFS/);
  });
});
