import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock';
import { mailOutbox } from '../../../platform/mail/tables';
import { createTestApp, type TestApp } from '../../../testing/test-app';

const clock = createManualClock(new Date('2026-11-20T09:00:00Z'));
let t: TestApp;
let token: string;
let userId: number;
let clientId: number;
const EMAIL = 'mia.mail@demo.test';
const PREFS = '/api/notification/notification/ui/email-preferences';

const mails = () =>
  t.app.stride.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, EMAIL))
    .orderBy(desc(mailOutbox.id));
const notify = (kind: 'PLAN_COMMENT' | 'NETWORK_ACCEPTED' | 'FEEDBACK', key: string) =>
  t.app.stride.notifications.notify(t.app.stride.database.db, {
    userId,
    clientId,
    kind,
    textKey: kind === 'PLAN_COMMENT' ? 'planComment' : 'networkAccepted',
    params: { name: 'Pat Peer' },
    route: '/plan/summary',
    dedupKey: key,
  });
const runJobs = () => t.app.stride.jobs.runDue();

beforeAll(async () => {
  t = await createTestApp({ config: { clock } });
  token = await t.createPerson({ email: EMAIL, roles: ['USER'], consented: true, fullName: 'Mia Mail' });
  const person = (await t.app.stride.identity.people.byEmail(EMAIL))!;
  userId = person.id;
  clientId = (await t.app.inject({ url: '/api/user/users/getUserState', headers: t.bearer(token) })).json()
    .clientId;
  await t.app.stride.database.query(`UPDATE users SET language = 'de' WHERE id = $1`, [userId]);
});
afterAll(() => t.close());

describe('notification e-mail', () => {
  it('preferences: every e-mailed kind IMMEDIATE by default; bad input is a 400 naming the field and changes nothing', async () => {
    const got = await t.app.inject({ url: PREFS, headers: t.bearer(token) });
    expect(got.json().items).toHaveLength(8);
    expect(new Set(got.json().items.map((i: { mode: string }) => i.mode))).toEqual(new Set(['IMMEDIATE']));
    const bad = await t.app.inject({
      method: 'PUT',
      url: PREFS,
      headers: t.bearer(token),
      payload: { items: [{ kind: 'PLAN_COMMENT', mode: 'HOURLY' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/mode/);
    const saved = await t.app.inject({
      method: 'PUT',
      url: PREFS,
      headers: t.bearer(token),
      payload: {
        items: [
          { kind: 'NETWORK_ACCEPTED', mode: 'DAILY' },
          { kind: 'FEEDBACK', mode: 'NEVER' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const modes = Object.fromEntries(
      saved.json().items.map((i: { kind: string; mode: string }) => [i.kind, i.mode]),
    );
    expect(modes).toMatchObject({ PLAN_COMMENT: 'IMMEDIATE', NETWORK_ACCEPTED: 'DAILY', FEEDBACK: 'NEVER' });
  });

  it('an IMMEDIATE kind mails once, in the person’s language, with one-click unsubscribe headers; NEVER mails nothing', async () => {
    await notify('PLAN_COMMENT', 'c1');
    await notify('FEEDBACK', 'f1');
    await runJobs();
    await runJobs();
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('Pat Peer hat Ihren Plan kommentiert');
    expect(sent[0].text).toContain('http://stride.test/plan/summary');
    expect(sent[0].headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(sent[0].headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/stride\.test\/api\/notification\/notification\/ui\/unsubscribe\?token=g_[\w-]+>$/,
    );
  });

  it('DAILY kinds wait for the digest at 07:00 UTC: one mail with all of them, once, even when run again', async () => {
    await notify('NETWORK_ACCEPTED', 'n1');
    await notify('NETWORK_ACCEPTED', 'n2');
    await runJobs();
    expect(await mails()).toHaveLength(1);
    clock.set(new Date('2026-11-21T07:00:30Z'));
    await runJobs();
    await runJobs();
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent[0].subject).toBe('Ihre Tageszusammenfassung: 2 neue Benachrichtigungen');
    expect(sent[0].text.match(/Pat Peer hat Ihre Einladung/g)).toHaveLength(2);
    clock.set(new Date('2026-11-22T07:00:30Z'));
    await runJobs();
    expect(await mails()).toHaveLength(2);
  });

  it('the unsubscribe link works with one click and no sign-in: no notification e-mail any more', async () => {
    const [mail] = await mails();
    const url = new URL(/<(.+)>/.exec(mail.headers['List-Unsubscribe'])![1]);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: true, email: EMAIL });
    const prefs = await t.app.inject({ url: PREFS, headers: t.bearer(token) });
    expect(new Set(prefs.json().items.map((i: { mode: string }) => i.mode))).toEqual(new Set(['NEVER']));
    await notify('PLAN_COMMENT', 'c2');
    await runJobs();
    expect(await mails()).toHaveLength(2);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/notification/notification/ui/unsubscribe?token=g_made-up',
    });
    expect(forged.statusCode).toBe(401);
  });
});
