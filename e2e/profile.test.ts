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
    await name.fill('');
    await save.click();
    await expectVisible(page.getByText('Enter your name.'));
    expect((await userState(baseURL, await apiLogin(baseURL, demo.manager))).fullName).toBe(before.fullName);
  });

  test('typing in the form goes on while the navigation fills in its teams after the page has drawn', async ({
    page,
    baseURL,
  }) => {
    const before = await userState(baseURL, await apiLogin(baseURL, demo.manager));
    // the teams' sprint entries of the side navigation arrive only once the person is typing
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/team/team/summary', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auth/login?redirectUrl=%2Fprofile%2Fgeneral-settings');
    await signIn(page, demo.manager);
    const name = page.getByLabel(/^Full name( \*)?$/);
    await expectVisible(name);
    await expect.poll(() => name.inputValue()).toBe(before.fullName);

    await name.click();
    await name.press('End');
    await page.keyboard.type(' Jr');
    release();
    const navigation = page.getByRole('navigation', { name: 'Main navigation', exact: true });
    await expectVisible(navigation.getByRole('link', { name: 'Team kanban' }));
    // the page stayed: the field kept the focus and what was typed, and the typing goes on in it
    await page.keyboard.type('.');
    expect(await name.inputValue()).toBe(`${before.fullName} Jr.`);
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
