import { apiGet, apiLogin } from './support/api';
import { seriousViolations } from './support/axe';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectVisible, signIn } from './support/pages';

interface Badges {
  data: { earned: Array<{ id: number; badge: { type: string }; user: { fullname: string } }> };
}

describe('certificates and badges', () => {
  test('a stranger opens the public certificate page: verified, with PDF and LinkedIn links', async ({
    baseURL,
    newContext,
  }) => {
    const token = await apiLogin(baseURL, demo.manager);
    const badges = await apiGet<Badges>(baseURL, '/api/gamification/get-user-badges/', token);
    const cert = badges.body.data.earned.find((a) => a.badge.type === 'STRIDE_CERT');
    expect(cert).toBeDefined();

    // a new browser context: nobody is signed in
    const stranger = await (await newContext()).newPage();
    await stranger.goto(`/certification/${cert!.id}`);
    await expectVisible(stranger.getByRole('heading', { level: 1, name: 'Stride Sprint Certificate' }));
    await expectVisible(stranger.getByText(cert!.user.fullname, { exact: true }));
    await expectVisible(stranger.getByText(/Verified: the signature matches/));
    await expectVisible(stranger.getByRole('link', { name: 'Download PDF' }));
    const add = stranger.getByRole('link', { name: 'Add to LinkedIn profile' });
    expect(await add.getAttribute('href')).toContain('linkedin.com/profile/add');
    expect(await stranger.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href')).toContain(
      encodeURIComponent(`/certification/${cert!.id}`),
    );
    expect((await seriousViolations(stranger)).lines).toEqual([]);

    // an id that names no certificate says so
    await stranger.goto('/certification/999999');
    await expectVisible(stranger.getByText('This certificate does not exist or was withdrawn.'));
  });

  test('the profile lists badges earned and to earn, and the certificate', async ({ page }) => {
    await page.goto(`/auth/login?redirectUrl=${encodeURIComponent('/profile/general-settings#badges')}`);
    await signIn(page, demo.manager);
    const badges = page.locator('#badges');
    await expectVisible(badges.getByRole('heading', { name: 'Sprint Finisher' }));
    await expectVisible(badges.getByRole('heading', { name: 'Hat-trick' }));
    await expectVisible(badges.getByText('Not yet earned').first());
    const certs = page.locator('#produgie-cert');
    await expectVisible(certs.getByRole('link', { name: 'View certificate' }));
    expect((await seriousViolations(page)).lines).toEqual([]);
    await certs.getByRole('link', { name: 'View certificate' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Stride Sprint Certificate' }));
  });

  test('the sprint dashboard shows each certification criterion as the sprint runs', async ({ page }) => {
    await page.goto(`/auth/login?redirectUrl=${encodeURIComponent('/sprint/dashboard')}`);
    await signIn(page, demo.member);
    const panel = page.getByRole('region', { name: 'Certification Criteria' });
    await expectVisible(panel.getByText('Results:'));
    await expectVisible(panel.getByText('Sprint length (weeks)'));
    // week 3 of 8 without final feedback: the scores do not meet the criteria yet
    await expectVisible(
      panel
        .getByRole('listitem')
        .filter({ hasText: 'Lowest final crew score' })
        .getByText('Does not meet criteria'),
    );
    await expectVisible(
      panel.getByRole('listitem').filter({ hasText: 'Sprint length' }).getByText('Meets criteria'),
    );
    expect((await seriousViolations(page)).lines).toEqual([]);
  });
});
