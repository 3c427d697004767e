import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/** The mailbox hands no admin a live one-time link (issue 18, decision 0028). */
const LIVE_TOKEN = /token=g_(?!REDACTED)[A-Za-z0-9_-]{20,}/;

async function inviteAndList(t: TestApp, emails: string[]) {
  const admin = await t.login('admin@demo.test');
  const invite = await t.app.inject({
    method: 'POST',
    url: '/api/user/console/users/invite',
    headers: t.bearer(admin),
    payload: { rows: emails.map((email) => ({ email })), roles: ['USER'] },
  });
  expect(invite.statusCode).toBe(201);
  const mailbox = await t.app.inject({ url: '/api/user/mailbox', headers: t.bearer(admin) });
  expect(mailbox.statusCode).toBe(200);
  const demo = (await t.app.stride.identity.repo.userByEmail('admin@demo.test'))!;
  const clientId = (await t.app.stride.identity.repo.preferredMembership(demo.id))!.clientId;
  return {
    shown: mailbox.json() as { showsContents: boolean; items: { to: string; text: string | null }[] },
    stored: await t.app.stride.mailer.list(clientId),
  };
}

describe('the mailbox in demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("shows a demo account's mail with its link, and another address's mail as delivery status only, stored without its token", async () => {
    const { shown, stored } = await inviteAndList(t, ['trial.person@demo.test', 'someone@realcorp.com']);
    expect(shown.showsContents).toBe(true);
    const demoMail = shown.items.find((m) => m.to === 'trial.person@demo.test')!;
    expect(demoMail.text).toMatch(LIVE_TOKEN);
    const realMail = shown.items.find((m) => m.to === 'someone@realcorp.com')!;
    expect(realMail.text).toBeNull();
    const realStored = stored.find((m) => m.to === 'someone@realcorp.com')!;
    expect(realStored.text).not.toMatch(LIVE_TOKEN);
    expect(realStored.text).toContain('token=g_REDACTED');
  });
});

describe('the mailbox outside demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { demoData: false } });
  });
  afterAll(() => t.close());

  it('shows delivery status only, and recorded mail keeps no live token, even for .test addresses', async () => {
    const { shown, stored } = await inviteAndList(t, ['another@demo.test', 'someone@realcorp.com']);
    expect(shown.showsContents).toBe(false);
    expect(shown.items.length).toBeGreaterThan(0);
    for (const m of shown.items) expect(m.text).toBeNull();
    for (const m of stored) expect(m.text).not.toMatch(LIVE_TOKEN);
  });
});
