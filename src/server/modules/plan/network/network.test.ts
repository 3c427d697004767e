import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../platform/mail/tables';
import { startSmtpListener } from '../../../testing/smtp-listener';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let t: TestApp;
let owner: string;
let planId: number;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await createTestApp({ config: { smtpUrl: smtp.url } });
  owner = await t.createPerson({
    email: 'networker@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Nora Networker',
  });
  planId = (await call(owner, 'GET', '/agile-plan/agile-plan-list')).body.currentPlanId;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function call(token: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `/api/user${url}`,
    headers: token ? t.bearer(token) : {},
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}
const list = async () =>
  (
    await call(
      owner,
      'GET',
      `/agile-plan/get-agile-network-list/${planId}?pageNo=0&pageSize=9999&ascending=true&sortBy=id`,
    )
  ).body;
const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
const linkToken = (data: string) => {
  const unwrapped = data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
  return /accept\?token=(g_[A-Za-z0-9_-]+)/.exec(unwrapped)?.[1] ?? null;
};

describe('nurture network', () => {
  it('offers the ten network types', async () => {
    const res = await call(owner, 'GET', '/agile-plan/agile-network-type-options/');
    expect(res.body.items).toHaveLength(10);
    expect(res.body.items).toEqual(
      expect.arrayContaining(['MENTOR', 'ON_BOARDING_BUDDY', 'ACC_PARTNER', 'TEACHER']),
    );
  });

  it('invites a member by e-mail (PENDING), who accepts through the link (COMPLETED); without e-mail the entry is EXTERNAL', async () => {
    const added = await call(owner, 'POST', '/agile-plan/save-agile-network', {
      agilePlanGroupId: planId,
      type: 'MENTOR',
      name: 'Mel Mentor',
      email: 'Mel.Mentor@Example.test',
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      type: 'MENTOR',
      name: 'Mel Mentor',
      email: 'mel.mentor@example.test',
      status: 'PENDING',
    });
    await expect.poll(() => mailsTo('mel.mentor@example.test').length, { timeout: 10_000 }).toBe(1);
    const mail = mailsTo('mel.mentor@example.test')[0];
    expect(mail.data).toContain('Subject: Nora Networker invites you to their nurture network');
    const token = linkToken(mail.data);
    expect(token).toBeTruthy();

    const external = await call(owner, 'POST', '/agile-plan/save-agile-network', {
      agilePlanGroupId: planId,
      type: 'ACC_PARTNER',
      name: 'Pat Partner',
    });
    expect(external.body.status).toBe('EXTERNAL');

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/user/agile-plan/guest/accept-network-invitation',
      headers: t.bearer(token!),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ ownerName: 'Nora Networker', status: 'COMPLETED' });
    const entries = (await list()).items;
    expect(entries.map((e: { name: string; status: string }) => [e.name, e.status])).toEqual([
      ['Mel Mentor', 'COMPLETED'],
      ['Pat Partner', 'EXTERNAL'],
    ]);
    // the link works once
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/user/agile-plan/guest/accept-network-invitation',
      headers: t.bearer(token!),
    });
    expect(twice.statusCode).toBe(401);
    // only a pending invitation can be resent
    const resend = await call(owner, 'GET', `/agile-plan/resend-agile-network/${added.body.id}`);
    expect(resend.status).toBe(409);
  });

  it('resends a pending invitation with a new link; the old link stops working', async () => {
    const added = await call(owner, 'POST', '/agile-plan/save-agile-network', {
      agilePlanGroupId: planId,
      type: 'PEER',
      name: 'Pia Peer',
      email: 'pia.peer@example.test',
    });
    await expect.poll(() => mailsTo('pia.peer@example.test').length, { timeout: 10_000 }).toBe(1);
    const first = linkToken(mailsTo('pia.peer@example.test')[0].data)!;
    const resend = await call(owner, 'GET', `/agile-plan/resend-agile-network/${added.body.id}`);
    expect(resend).toEqual({ status: 200, body: { resent: true } });
    await expect.poll(() => mailsTo('pia.peer@example.test').length, { timeout: 10_000 }).toBe(2);
    const second = linkToken(mailsTo('pia.peer@example.test')[1].data)!;
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/user/agile-plan/guest/accept-network-invitation',
      headers: t.bearer(first),
    });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/user/agile-plan/guest/accept-network-invitation',
      headers: t.bearer(second),
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('schedules a meeting: the e-mail arrives over SMTP with its .ics attachment, and the meeting is listed', async () => {
    const coach = await call(owner, 'POST', '/agile-plan/save-agile-network', {
      agilePlanGroupId: planId,
      type: 'COACH',
      name: 'Cal Coach',
      email: 'cal.coach@example.test',
    });
    const res = await call(owner, 'POST', '/agile-plan/schedule-meeting', {
      agilePlanGroupId: planId,
      networkId: coach.body.id,
      title: 'Coaching, session 1',
      startsAt: `${year}-12-03T14:00:00Z`,
      durationMinutes: 60,
      location: 'Room 2',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      withName: 'Cal Coach',
      title: 'Coaching, session 1',
      durationMinutes: 60,
    });
    await expect.poll(() => mailsTo('cal.coach@example.test').length, { timeout: 10_000 }).toBe(2);
    const mail = mailsTo('cal.coach@example.test').find((m) => m.data.includes('Meeting invitation'))!;
    expect(mail.data).toMatch(/Content-Type: text\/calendar/i);
    expect(mail.data).toMatch(/filename="?meeting\.ics"?/);
    // the attachment is the .ics (nodemailer may encode it; decode base64 parts to look inside)
    const decoded = [...mail.data.matchAll(/\r\n\r\n([A-Za-z0-9+/=\r\n]{40,})\r\n/g)]
      .map((m) => Buffer.from(m[1].replace(/\r\n/g, ''), 'base64').toString('utf8'))
      .join('\n');
    const ics = mail.data.includes('BEGIN:VCALENDAR') ? mail.data : decoded;
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`DTSTART:${year}1203T140000Z`);
    expect(ics).toContain(`DTEND:${year}1203T150000Z`);
    expect(ics).toContain('SUMMARY:Coaching\\, session 1');

    const meetings = await call(owner, 'GET', `/agile-plan/schedule-meeting?agilePlanGroupId=${planId}`);
    expect(meetings.body.items.map((m: { title: string }) => m.title)).toEqual(['Coaching, session 1']);

    // the outbox keeps the attachment (for retries); the mailbox shows mail contents on the embedded database, and
    // delivery status only on PostgreSQL with an SMTP server
    const [row] = await t.app.stride.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Meeting invitation: Coaching, session 1'));
    expect(row.attachments.map((a) => a.filename)).toEqual(['meeting.ics']);
    expect(row.attachments[0].content).toContain('BEGIN:VEVENT');
    const box = await call(await t.login('admin@demo.test'), 'GET', '/mailbox');
    expect(box.status).toBe(200);
    // the mailbox shows demo accounts' mail only in demo mode (decision 0028)
    const demo = t.app.stride.config.demoData;
    expect(box.body.showsContents).toBe(demo);
    const invitation = box.body.items.find((m: { subject: string }) => m.subject === row.subject);
    expect(invitation.text === null).toBe(!demo);
  });

  it('refuses bad network input and meetings without an e-mail, changing nothing', async () => {
    const before = await list();
    const external = before.items.find((e: { status: string }) => e.status === 'EXTERNAL');
    const cases: [string, object][] = [
      ['/agile-plan/save-agile-network', { agilePlanGroupId: planId, type: 'FRIEND', name: 'F' }],
      ['/agile-plan/save-agile-network', { agilePlanGroupId: planId, type: 'PEER', name: '  ' }],
      [
        '/agile-plan/save-agile-network',
        { agilePlanGroupId: planId, type: 'PEER', name: 'P', email: 'not-an-address' },
      ],
      [
        '/agile-plan/save-agile-network',
        { agilePlanGroupId: planId, type: 'PEER', name: 'Me', email: 'networker@demo.test' },
      ],
      [
        '/agile-plan/schedule-meeting',
        {
          agilePlanGroupId: planId,
          networkId: external.id,
          title: 'T',
          startsAt: `${year}-12-01T10:00:00Z`,
          durationMinutes: 30,
        },
      ],
      [
        '/agile-plan/schedule-meeting',
        {
          agilePlanGroupId: planId,
          networkId: external.id,
          title: 'T',
          startsAt: 'tomorrow',
          durationMinutes: 30,
        },
      ],
      [
        '/agile-plan/schedule-meeting',
        {
          agilePlanGroupId: planId,
          networkId: external.id,
          title: 'T',
          startsAt: `${year}-12-01T10:00:00Z`,
          durationMinutes: 0,
        },
      ],
    ];
    // earlier steps' notification mails are delivered by jobs after their commit: let them all go out first
    while ((await t.app.stride.jobs.runDue()) > 0) {}
    await t.app.stride.mailer.flush();
    const mailCount = smtp.received.length;
    for (const [url, body] of cases) {
      const res = await call(owner, 'POST', url, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await list()).toEqual(before);
    expect(
      (await call(owner, 'GET', `/agile-plan/schedule-meeting?agilePlanGroupId=${planId}`)).body.items,
    ).toHaveLength(1);
    await t.app.stride.mailer.flush();
    expect(smtp.received.length).toBe(mailCount);
  });

  it("deletes an entry; another person's entry is 404", async () => {
    const entry = (await list()).items[0];
    const stranger = await t.login('buyer@demo.test');
    expect((await call(stranger, 'GET', `/agile-plan/resend-agile-network/${entry.id}`)).status).toBe(404);
    expect(
      (
        await call(stranger, 'DELETE', '/agile-plan/delete-agile-network', {
          id: entry.id,
          agilePlanGroupId: planId,
        })
      ).status,
    ).toBe(404);
    expect((await call(stranger, 'GET', `/agile-plan/get-agile-network-list/${planId}`)).status).toBe(404);
    const del = await call(owner, 'DELETE', '/agile-plan/delete-agile-network', {
      id: entry.id,
      agilePlanGroupId: planId,
    });
    expect(del.status).toBe(200);
    expect((await list()).items.some((e: { id: number }) => e.id === entry.id)).toBe(false);
  });
});
