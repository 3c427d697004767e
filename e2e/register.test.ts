import { apiLogin } from './support/api';
import { describe, expect, test } from './support/fixtures';
import { expectPath, expectVisible } from './support/pages';

describe('free sign-up', () => {
  test('anyone creates an organisation on the Free plan from the login page and is told where the e-mail went, the same for a taken address', async ({
    page,
    baseURL,
  }) => {
    const email = `founder-${Date.now()}@newco.test`;
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Create a free organisation' }).click();
    await expectPath(page, '/auth/register');

    await page.getByRole('button', { name: 'Create organisation' }).click();
    await expectVisible(page.getByText('Enter a name of 2 to 120 characters.'));
    await expectVisible(page.getByText('Enter a valid e-mail address.'));

    await page.getByLabel('Organisation name').fill('Newco');
    await page.getByLabel('Your full name').fill('Nia Founder');
    await page.getByLabel('Work e-mail').fill(email);
    await page.getByRole('button', { name: 'Create organisation' }).click();
    await expectVisible(page.getByText(`we sent an e-mail to ${email}`, { exact: false }));
    // no password yet: signing in waits for the e-mailed link
    await expect(apiLogin(baseURL, email, 'anything-at-all')).rejects.toThrow();

    await page.goto('/auth/register');
    await page.getByLabel('Organisation name').fill('Copyco');
    await page.getByLabel('Your full name').fill('Ada Again');
    await page.getByLabel('Work e-mail').fill('admin@demo.test');
    await page.getByRole('button', { name: 'Create organisation' }).click();
    // a taken address is answered like a new one (issue 18): its holder is told by e-mail
    await expectVisible(page.getByText('we sent an e-mail to admin@demo.test', { exact: false }));
  });
});
