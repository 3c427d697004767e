import { and, asc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_KEEP_DAYS, EXPORTS_PER_DAY } from '../../../shared/domain/data-export';
import { formattersFor } from '../../../shared/domain/format';
import { createManualClock } from '../../platform/clock';
import { mailOutbox } from '../../platform/mail/tables';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { dataExports } from './tables';

const DAY = 86_400_000;
const clock = createManualClock(new Date('2030-05-06T09:00:00Z'));
let t: TestApp;

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, ...(payload ? { payload } : {}) });
const current = async (token: string) => (await call('GET', '/api/user/data-export', token)).json().data;
const request = (token: string) => call('POST', '/api/user/data-export', token);
const download = (token: string) => call('POST', '/api/data-export/download', null, { token });
const prepare = () => t.app.stride.jobs.runDue(['dataExport.prepare']);
const mailsTo = (to: string) =>
  t.app.stride.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));
const exportsOf = async (email: string) => {
  const person = await t.app.stride.identity.people.byEmail(email);
  return t.app.stride.database.db.select().from(dataExports).where(eq(dataExports.userId, person!.id));
};
/** the one-time link's token in the latest export mail to this address */
async function mailedToken(to: string): Promise<string> {
  const mail = (await mailsTo(to)).filter((m) => m.subject.includes('ready to download')).at(-1);
  const token = mail?.text.match(/token=(g_[A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no export link mailed to ${to}`);
  return token;
}
let n = 0;
async function person(fullName: string) {
  const email = `export-${++n}@demo.test`;
  const token = await t.createPerson({ email, roles: ['USER'], consented: true, fullName });
  const id = (await t.app.stride.identity.people.byEmail(email))!.id;
  return { email, token, id };
}

beforeAll(async () => {
  t = await createTestApp({ config: { clock } });
});
afterAll(() => t.close());

describe("a person's data export", () => {
  it('is prepared by a job, announced by notification and mail, and downloads once as a zip', async () => {
    const p = await person('Ines Export');
    expect(await current(p.token)).toBeNull();

    const asked = await request(p.token);
    expect(asked.statusCode).toBe(202);
    expect(asked.json().data).toMatchObject({ status: 'PREPARING', requestedByAdmin: false, readyAt: null });
    // a second request while it is prepared is refused, and nothing new is stored
    const again = await request(p.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EXPORT_IN_PREPARATION');
    expect(await exportsOf(p.email)).toHaveLength(1);

    await prepare();
    const ready = await current(p.token);
    expect(ready.status).toBe('READY');
    expect(ready.expiresAt).toBe(new Date(clock.now().getTime() + EXPORT_KEEP_DAYS * DAY).toISOString());
    expect(ready.sizeBytes).toBeGreaterThan(100);

    const bell = await call('GET', '/api/team/api/v1/notification/all', p.token);
    const note = bell
      .json()
      .data.find((x: { notificationType: string }) => x.notificationType === 'DATA_EXPORT');
    expect(note).toMatchObject({ text: 'dataExportReady', route: '/profile/general-settings#your-data' });

    const token = await mailedToken(p.email);
    const res = await download(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="stride-data-2030-05-06.zip"');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'assistant.json',
        'badges-and-certificates.json',
        'feedback-received.json',
        'gla.json',
        'leader-360.json',
        'notifications.json',
        'plan.json',
        'profile.json',
        'sprints.json',
      ].sort(),
    );
    const readme = strFromU8(files['README.txt']!);
    expect(readme).toContain('Ines Export');
    expect(readme).toContain(p.email);
    expect(readme).toContain('- gla.json:');
    const profile = JSON.parse(strFromU8(files['profile.json']!));
    expect(profile).toMatchObject({ id: p.id, fullName: 'Ines Export', email: p.email });
    expect(JSON.stringify(profile)).not.toMatch(/password|argon/i);

    expect((await current(p.token)).status).toBe('DOWNLOADED');
    // one-time: the same link again is refused with its own code
    const second = await download(token);
    expect(second.statusCode).toBe(410);
    expect(second.json().code).toBe('EXPORT_LINK_USED');
  });

  it("writes the summary and the mail in the person's language, dates through the shared formatter", async () => {
    const p = await person('Greta Deutsch');
    await t.app.stride.identity.repo.updateProfile(p.id, { language: 'de' });
    await request(p.token);
    await prepare();
    const [mail] = (await mailsTo(p.email)).filter((m) =>
      m.subject.includes('stehen zum Herunterladen bereit'),
    );
    expect(mail!.text).toContain(
      `bis ${formattersFor('de').dateTime(new Date(clock.now().getTime() + EXPORT_KEEP_DAYS * DAY))}`,
    );
    const token = mail!.text.match(/token=(g_[A-Za-z0-9_-]+)/)![1]!;
    const files = unzipSync(new Uint8Array((await download(token)).rawPayload));
    const readme = strFromU8(files['README.txt']!);
    expect(readme).toContain('Ihre Daten in Stride');
    expect(readme).toContain(`Erstellt am ${formattersFor('de').dateTime(clock.now())}`);
  });

  it('refuses an unknown or empty link, and a link to another person’s export', async () => {
    const unknown = await download(`g_${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('EXPORT_LINK_UNKNOWN');
    expect((await download('  ')).statusCode).toBe(400);
    expect((await call('POST', '/api/data-export/download', null, {})).statusCode).toBe(400);

    const a = await person('Abel Owner');
    const b = await person('Bert Stranger');
    await request(a.token);
    await prepare();
    const { id } = await current(a.token);
    const foreign = await call('POST', `/api/user/data-export/${id}/link`, b.token);
    expect(foreign.statusCode).toBe(404);
    expect((await call('POST', '/api/user/data-export/0/link', a.token)).statusCode).toBe(400);
    expect((await call('POST', '/api/user/data-export/2147483647/link', a.token)).statusCode).toBe(404);
    expect((await request(b.token)).statusCode).toBe(202);
  });

  it('gives the person new one-time links while the archive is kept, then expires it and deletes the file', async () => {
    const p = await person('Kai Keeper');
    await request(p.token);
    // asking for a link before the archive exists is refused
    const early = await call('POST', `/api/user/data-export/${(await current(p.token)).id}/link`, p.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('EXPORT_NOT_READY');
    await prepare();
    const { id } = await current(p.token);

    const link = await call('POST', `/api/user/data-export/${id}/link`, p.token);
    expect(link.statusCode).toBe(200);
    const { url, token } = link.json().data;
    expect(url).toBe(`http://stride.test/your-data/download?token=${token}`);
    expect((await download(token)).statusCode).toBe(200);
    expect((await download(token)).json().code).toBe('EXPORT_LINK_USED');

    // a link issued now still expires with the archive
    const late = (await call('POST', `/api/user/data-export/${id}/link`, p.token)).json().data.token;
    const mailed = await mailedToken(p.email);
    clock.advance(EXPORT_KEEP_DAYS * DAY);
    for (const tok of [late, mailed]) {
      const res = await download(tok);
      expect(res.statusCode).toBe(410);
      expect(res.json().code).toBe('EXPORT_LINK_EXPIRED');
    }
    expect((await current(p.token)).status).toBe('EXPIRED');
    const refused = await call('POST', `/api/user/data-export/${id}/link`, p.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EXPORT_EXPIRED');

    // the purge deletes the archive; the row stays, so the profile still says it expired
    expect(await t.app.stride.dataExport.repo.hasArchive(id)).toBe(true);
    await t.app.stride.jobs.runDue(['dataExport.purge']);
    expect(await t.app.stride.dataExport.repo.hasArchive(id)).toBe(false);
    expect((await current(p.token)).status).toBe('EXPIRED');
  });

  it(`allows ${EXPORTS_PER_DAY} exports a day (429 after), counting from the request`, async () => {
    const p = await person('Rita Ratelimit');
    for (let i = 0; i < EXPORTS_PER_DAY; i++) {
      expect((await request(p.token)).statusCode).toBe(202);
      await prepare();
    }
    const over = await request(p.token);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('EXPORT_RATE_LIMITED');
    expect(await exportsOf(p.email)).toHaveLength(EXPORTS_PER_DAY);
    clock.advance(DAY);
    expect((await request(p.token)).statusCode).toBe(202);
    await prepare();
  });

  it('holds one export in preparation under 50 requests at once', async () => {
    const p = await person('Cora Concurrent');
    const answers = await Promise.all(Array.from({ length: 50 }, () => request(p.token)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(await exportsOf(p.email)).toHaveLength(1);
    await prepare();
    // one mail and one notification, not one per request
    expect((await mailsTo(p.email)).filter((m) => m.subject.includes('ready to download'))).toHaveLength(1);
  });
});

describe('the wipe-out', () => {
  it("deletes the person's exports with the data they copied", async () => {
    const p = await person('Wanda Wipe');
    await request(p.token);
    await prepare();
    expect(await exportsOf(p.email)).toHaveLength(1);
    const asked = await call('POST', '/api/assessment/assessment-group/wipe-out-request', p.token, {});
    expect(asked.statusCode).toBe(200);
    const mail = (await mailsTo(p.email)).at(-1)!;
    const wipeToken = decodeURIComponent(mail.text.match(/\/wipeout\/([^\s?]+)/)![1]!);
    const wiped = await t.app.inject({
      method: 'DELETE',
      url: '/api/assessment/assessment-group/wipe-out',
      headers: t.bearer(wipeToken),
    });
    expect(wiped.statusCode).toBe(200);
    expect(await exportsOf(p.email)).toEqual([]);
  });
});

describe('an admin starts the export of a person who asked', () => {
  it('sends the link to the person only, and says an admin started it', async () => {
    const admin = await t.login('admin@demo.test');
    const p = await person('Pia Asked');
    const adminMails = (await mailsTo('admin@demo.test')).length;
    const res = await call('POST', `/api/user/console/users/${p.id}/data-export`, admin);
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toMatchObject({ status: 'PREPARING', requestedByAdmin: true });
    expect(JSON.stringify(res.json())).not.toMatch(/token|url/i);
    await prepare();

    const [mail] = (await mailsTo(p.email)).filter((m) => m.subject.includes('ready to download'));
    expect(mail!.text).toContain(
      'An administrator of your organisation started this export at your request.',
    );
    expect((await mailsTo('admin@demo.test')).length).toBe(adminMails);
    expect((await current(p.token)).requestedByAdmin).toBe(true);
    // the admin cannot get a link to it
    const { id } = await current(p.token);
    expect((await call('POST', `/api/user/data-export/${id}/link`, admin)).statusCode).toBe(404);
    // a second start while one is prepared is 409 for the admin too
    await call('POST', `/api/user/console/users/${p.id}/data-export`, admin);
    expect((await call('POST', `/api/user/console/users/${p.id}/data-export`, admin)).json().code).toBe(
      'EXPORT_IN_PREPARATION',
    );
    await prepare();
  });

  it("is 404 for another organisation's person and 403 for someone who is not an admin; nothing is started", async () => {
    const admin = await t.login('admin@demo.test');
    const other = await t.app.stride.identity.people.byEmail('other@other.test');
    const res = await call('POST', `/api/user/console/users/${other!.id}/data-export`, admin);
    expect(res.statusCode).toBe(404);
    const member = await t.login('member@demo.test');
    const target = await person('Nina Target');
    const refused = await call('POST', `/api/user/console/users/${target.id}/data-export`, member);
    expect(refused.statusCode).toBe(403);
    const db = t.app.stride.database.db;
    expect(await db.select().from(dataExports).where(eq(dataExports.userId, other!.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.userId, target.id))),
    ).toEqual([]);
    expect((await call('POST', '/api/user/console/users/0/data-export', admin)).statusCode).toBe(400);
  });
});
