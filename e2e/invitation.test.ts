import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectPath, expectVisible, openAccountMenu, signIn, submitLogin } from './support/pages';

describe('invitations', () => {
  test('an admin finds the invitation in the demo mailbox, and the invited person sets a password and signs in', async ({
    page,
    newContext,
  }) => {
    await signIn(page, demo.admin);
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Mailbox' }).click();
    await expectPath(page, '/console/mailbox');

    const invitation = page.getByRole('button', {
      name: /Welcome to Stride: set your password.*To: pending@demo\.test/,
    });
    await expectVisible(invitation);
    await invitation.click();
    const link = page.getByRole('link', { name: /\/guest\/set-password\?token=g_/ });
    await expectVisible(link);
    const href = new URL((await link.getAttribute('href'))!);
    expect(await link.getAttribute('rel')).toContain('noopener');

    // The invited person opens the link in their own browser.
    const guest = await (await newContext()).newPage();
    await guest.goto(href.pathname + href.search);
    await guest.getByLabel(/^New password( \*)?$/).fill('a-long-new-password');
    await guest.getByLabel(/^Confirm password( \*)?$/).fill('a-different-password');
    await guest.getByRole('button', { name: 'Set password', exact: true }).click();
    await expectVisible(guest.getByText('The passwords do not match.'));

    await guest.getByLabel(/^Confirm password( \*)?$/).fill('a-long-new-password');
    await guest.getByRole('button', { name: 'Set password', exact: true }).click();
    await expectPath(guest, '/auth/login');
    await expectVisible(guest.getByText(/Your password is set/));
    await submitLogin(guest, 'pending@demo.test', 'a-long-new-password');
    // a new person agrees to the policy first
    await expectPath(guest, '/auth/policy-consent', 20_000);

    // the link works once
    const again = await (await newContext()).newPage();
    await again.goto(href.pathname + href.search);
    await again.getByLabel(/^New password( \*)?$/).fill('yet-another-password');
    await again.getByLabel(/^Confirm password( \*)?$/).fill('yet-another-password');
    await again.getByRole('button', { name: 'Set password', exact: true }).click();
    await expectVisible(again.getByText(/The link may have expired/));
  });
});
