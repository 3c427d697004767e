import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectVisible, signIn } from './support/pages';

describe('demo mode is loud', () => {
  test('the login page and, after sign-in, the dashboard say it is a demo; in German too', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    const banner = page.getByRole('complementary', { name: 'Demo mode' });
    await expectVisible(banner);
    expect(await banner.textContent()).toContain('Do not enter real information');

    await signIn(page, demo.member);
    await expectVisible(page.getByRole('complementary', { name: 'Demo mode' }));

    await page.evaluate(() => localStorage.setItem('stride_language', 'de'));
    await page.reload();
    const german = page.getByRole('complementary', { name: 'Demomodus' });
    await expectVisible(german);
    expect(await german.textContent()).toContain('Geben Sie keine echten Informationen ein');
  });
});
