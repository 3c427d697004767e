import { apiLogin, userState } from './support/api';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectPath, expectVisible, signIn } from './support/pages';

describe('profile', () => {
  test('a person changes their designation in the general settings, and it is kept', async ({
    page,
    baseURL,
  }) => {
    const designation = `Head of Journeys ${Date.now()}`;
    await page.goto('/auth/login?redirectUrl=%2Fprofile%2Fgeneral-settings');
    await signIn(page, demo.manager);
    await expectPath(page, '/profile/general-settings');

    const field = page.getByLabel('Designation');
    await expectVisible(field);
    await field.fill(designation);
    await page
      .getByRole('region', { name: 'Personal details' })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
    await expectVisible(page.getByText('Your changes are saved.'));

    await page.reload();
    await expect
      .poll(() => page.getByLabel('Designation').inputValue(), { timeout: 15_000 })
      .toBe(designation);
    expect((await userState(baseURL, await apiLogin(baseURL, demo.manager))).designation).toBe(designation);
  });

  test('an empty name is refused with a clear message and nothing is saved', async ({ page, baseURL }) => {
    const before = await userState(baseURL, await apiLogin(baseURL, demo.manager));
    await page.goto('/auth/login?redirectUrl=%2Fprofile%2Fgeneral-settings');
    await signIn(page, demo.manager);
    const name = page.getByLabel(/^Full name( \*)?$/);
    await expectVisible(name);
    await expect.poll(() => name.inputValue()).toBe(before.fullName);

    const save = page
      .getByRole('region', { name: 'Personal details' })
      .getByRole('button', { name: 'Save', exact: true });
    // the form may be drawn again once the signed-in state settles: empty the name until Save is enabled
    await expect
      .poll(async () => {
        await name.fill('');
        return save.isEnabled();
      })
      .toBe(true);
    await save.click();
    await expectVisible(page.getByText('Enter your name.'));
    expect((await userState(baseURL, await apiLogin(baseURL, demo.manager))).fullName).toBe(before.fullName);
  });
});
