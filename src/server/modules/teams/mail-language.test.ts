import { desc, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail/tables';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Mails arrive in the recipient's language, as two parts a mail client reads, with user values made harmless. */
let t: TestApp;
let manager: string;
let admin: string;
let planner: string;
const XSS = '<img src=x onerror=alert(1)>';
const sql = (text: string, params?: unknown[]) => t.app.stride.database.query<{ id: number }>(text, params);

/** The outbox row built into the raw message nodemailer sends, then read back as a mail client would. */
async function delivered(to: string) {
  const [row] = await t.app.stride.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({
    from: 'Stride <no-reply@stride.test>',
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html ?? undefined,
  });
  const raw = info.message as Buffer;
  return { raw: raw.toString('utf8'), mail: await simpleParser(raw) };
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.createPerson({
    email: 'lead@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Lena Lead',
  });
  await t.createPerson({
    email: 'jorg@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: `Jörg ${XSS}\nJäger`,
  });
  await sql("UPDATE users SET language = 'de' WHERE email = $1", ['jorg@demo.test']);
  admin = await t.login('admin@demo.test');
  planner = await t.createPerson({
    email: 'planner@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: `Pia ${XSS}\r\nPlanner`,
  });
  // Demo Co writes in German by default; the people above keep their own language (Lena: en, Jörg: de)
  await sql(
    `UPDATE clients SET default_language = 'de' WHERE id IN
       (SELECT m.client_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1)`,
    ['admin@demo.test'],
  );
});
afterAll(() => t.close());

describe('mail in the recipient language', () => {
  it('tells a German-speaking member in German, as text and HTML, escaping names and keeping the subject one line', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/team/teams/createTeam',
      headers: t.bearer(manager),
      payload: { name: `Kern ${XSS}\nBcc: evil@x.test`, teamType: 'PROJECT' },
    });
    expect(created.statusCode).toBe(200);
    const [jorg] = await sql('SELECT id FROM users WHERE email = $1', ['jorg@demo.test']);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/team/teams/team-membership-orgs',
      headers: t.bearer(manager),
      payload: { teamId: created.json().data.id, userIds: [jorg.id] },
    });
    expect(added.statusCode).toBe(200);

    const { raw, mail } = await delivered('jorg@demo.test');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.subject).toBe(`Sie wurden dem Team Kern ${XSS} Bcc: evil@x.test hinzugefügt`);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.bcc).toBeUndefined();

    const link = 'http://stride.test/plan/key-milestones';
    expect(mail.text).toContain(`Hallo Jörg ${XSS}`);
    expect(mail.text).toContain('Lena Lead hat Sie auf Stride dem Team „Kern');
    expect(mail.text).toContain(link);

    const html = mail.html as string;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain('Meilensteine des Teams ansehen');
    expect(html).toContain('Hallo Jörg &lt;img src=x onerror=alert(1)&gt;<br>Jäger,');
    expect(html).not.toContain('<img');
  });

  it("invites a new person in the organisation's default language (German), with the set-password link in both parts", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/console/users/invite',
      headers: t.bearer(admin),
      payload: { rows: [{ email: 'neu@demo.test', fullName: 'Nora Neu' }], roles: ['USER'] },
    });
    expect(res.statusCode).toBe(201);

    const { mail } = await delivered('neu@demo.test');
    expect(mail.subject).toBe('Willkommen bei Stride: Legen Sie Ihr Passwort fest');
    const link = /http:\/\/stride\.test\/guest\/set-password\?token=\S+/.exec(mail.text!)![0];
    expect(mail.text).toContain('Hallo Nora Neu,');
    expect(mail.text).toContain('läuft in 7 Tagen ab');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Passwort festlegen');
  });

  it("invites a network member known only by e-mail in the organisation's language, with the role named in it", async () => {
    const planId = (
      await t.app.inject({ url: '/api/user/agile-plan/agile-plan-list', headers: t.bearer(planner) })
    ).json().currentPlanId;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user/agile-plan/save-agile-network',
      headers: t.bearer(planner),
      payload: { agilePlanGroupId: planId, type: 'MANAGER', name: 'Max Muster', email: 'max@example.test' },
    });
    expect(saved.statusCode).toBe(200);

    const { mail } = await delivered('max@example.test');
    expect(mail.subject).toBe(`Pia ${XSS} Planner lädt Sie in das eigene Förder-Netzwerk ein`);
    const link = /http:\/\/stride\.test\/plan\/network\/accept\?token=\S+/.exec(mail.text!)![0];
    expect(mail.text).toContain('(Führungskraft)');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Pia &lt;img src=x onerror=alert(1)&gt;<br>Planner arbeitet');
    expect(mail.html).not.toContain('<img');
  });

  it('names the team options in the caller language and keeps the English names', async () => {
    const jorg = await t.login('jorg@demo.test');
    const names = async (token: string) =>
      (await t.app.inject({ url: '/api/team/teams/get-all-team-type', headers: t.bearer(token) })).json()
        .data;
    expect(await names(jorg)).toContainEqual({ code: 'LEADERSHIP', name: 'Führungsteam' });
    expect(await names(manager)).toContainEqual({ code: 'LEADERSHIP', name: 'Leadership team' });
  });
});
