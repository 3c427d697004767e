import AxeBuilder from '@axe-core/playwright';
import { apiGet, apiLogin, apiSend } from './support/api';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectPath, expectVisible, signIn } from './support/pages';

const PERSON = 'joiner@elsewhere.test';

describe('joining another organisation', () => {
  test('a person with an account elsewhere is invited, reads the invitation and joins only by accepting it', async ({
    page,
    newContext,
    baseURL,
  }) => {
    // Jo has an account in an organisation of their own
    const registered = await fetch(`${baseURL}/api/user/consumerization/register-freemium`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        companyName: 'Elsewhere Ltd',
        buyerAdminName: 'Jo Joiner',
        buyerAdminEmail: PERSON,
      }),
    });
    expect(registered.status).toBe(202);

    // Demo Co's admin invites Jo: Jo is asked, not added
    const admin = await apiLogin(baseURL, demo.admin);
    const invited = await apiSend<{ invited: { email: string; added: boolean; status: string }[] }>(
      baseURL,
      'POST',
      '/api/user/console/users/invite',
      admin,
      { rows: [{ email: PERSON }], roles: ['USER'] },
    );
    expect(invited.status).toBe(201);
    expect(invited.body.invited).toEqual([
      expect.objectContaining({ email: PERSON, added: false, status: 'CONSENT_REQUESTED' }),
    ]);
    const members = async () =>
      (
        await apiGet<{ items: { email: string }[] }>(baseURL, '/api/user/console/users', admin)
      ).body.items.map((u) => u.email);
    expect(await members()).not.toContain(PERSON);

    // the invitation waits in the mailbox with its link
    await signIn(page, demo.admin);
    await page.goto('/console/mailbox');
    await expectPath(page, '/console/mailbox');
    await page
      .getByRole('button', { name: new RegExp(`You are invited to join Demo Co on Stride.*To: ${PERSON}`) })
      .first()
      .click();
    const link = page.getByRole('link', { name: /\/guest\/join-organisation\?token=g_/ }).first();
    await expectVisible(link);
    const href = new URL((await link.getAttribute('href'))!);

    // opening the link changes nothing (a mail scanner opens links too); Accept does
    const jo = await (await newContext()).newPage();
    await jo.goto(href.pathname + href.search);
    const accept = jo.getByRole('button', { name: 'Accept the invitation' });
    await expectVisible(accept);
    expect(await members()).not.toContain(PERSON);
    const axe = await new AxeBuilder({ page: jo }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await accept.click();
    await expectVisible(
      jo.getByText('You joined Demo Co. Sign in and choose it in the organisation switch.'),
    );
    expect(await members()).toContain(PERSON);

    // the link worked once
    await jo.reload();
    await jo.getByRole('button', { name: 'Accept the invitation' }).click();
    await expectVisible(jo.getByRole('alert').filter({ hasText: 'The invitation could not be accepted.' }));
  });
});
