import type { MailboxResponse } from '../src/shared/contracts/mailbox';
import { apiGet, apiLogin, apiSend } from './support/api';
import { seriousViolations } from './support/axe';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectVisible, signIn } from './support/pages';
import { FRESH_PASSWORD, freshPerson } from './support/person';

describe('Leader 360', () => {
  test('a person rates themself and invites raters; a rater answers from the mailbox link in German', async ({
    page,
    baseURL,
    newContext,
  }) => {
    const email = `l360-${Date.now()}@demo.test`;
    await freshPerson(baseURL, email);
    await page.goto(`/auth/login?redirectUrl=${encodeURIComponent('/leader-360')}`);
    await signIn(page, email, FRESH_PASSWORD);
    await page.getByRole('button', { name: 'Start a 360' }).click();

    // the self-rating: every behaviour "Often"
    await expectVisible(page.getByRole('heading', { name: 'Rate yourself' }));
    const often = page.getByRole('radio', { name: 'Often' });
    await expect.poll(() => often.count()).toBe(27);
    for (let i = 0; i < 27; i++) await often.nth(i).click();
    expect((await seriousViolations(page)).lines).toEqual([]);
    await page.getByRole('button', { name: 'Submit self-rating' }).click();

    // raters: the manager and three peers
    await expectVisible(page.getByRole('heading', { name: 'Invite raters' }));
    const names = page.getByRole('textbox', { name: 'Name' });
    const emails = page.getByRole('textbox', { name: 'E-mail' });
    const raters = ['boss', 'peer1', 'peer2', 'peer3'];
    for (const [i, r] of raters.entries()) {
      await names.nth(i).fill(`Rater ${r}`);
      await emails.nth(i).fill(`${r}-${email}`);
    }
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await expectVisible(page.getByText('4 invitations sent'));
    const progress = page.getByRole('table', { name: 'Who has answered' });
    await expectVisible(progress.getByRole('row', { name: /Peers 3 0 0/ }));
    expect((await seriousViolations(page)).lines).toEqual([]);

    // the first peer opens the link from the mailbox and answers in German
    const admin = await apiLogin(baseURL, demo.admin);
    const box = await apiGet<MailboxResponse>(baseURL, '/api/user/mailbox', admin);
    const mail = box.body.items.find((m) => m.to === `peer1-${email}`);
    const link = new URL(/https?:\/\/\S+leader-360\/rate\?token=\S+/.exec(mail?.text ?? '')![0]);
    const rater = await (await newContext()).newPage();
    await rater.goto(`${link.pathname}${link.search}`);
    await expectVisible(rater.getByRole('heading', { name: /Feedback for/ }));
    // the rater may chat with the assistant as a guest, with the token of the same link (issue 16)
    expect(await rater.getByRole('link', { name: 'Questions? Ask the assistant' }).getAttribute('href')).toBe(
      `/arisa?token=${encodeURIComponent(link.searchParams.get('token') ?? '')}`,
    );
    await rater.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expectVisible(rater.getByRole('heading', { name: /Feedback für/ }));
    const oft = rater.getByRole('radio', { name: 'Oft' });
    await expect.poll(() => oft.count()).toBe(27);
    for (let i = 0; i < 27; i++) await oft.nth(i).click();
    expect((await seriousViolations(rater)).lines).toEqual([]);
    await rater.getByRole('button', { name: 'Feedback abschicken' }).click();
    await expectVisible(rater.getByText('Danke! Ihr Feedback ist abgeschickt.'));

    // the person sees one peer answered, not which
    await page.reload();
    await expectVisible(progress.getByRole('row', { name: /Peers 3 1 0/ }));
  }, 240_000);

  test('the person reads the report with its blind spot', async ({ page }) => {
    await page.goto(`/auth/login?redirectUrl=${encodeURIComponent('/leader-360')}`);
    await signIn(page, demo.member);
    await expectVisible(page.getByRole('img', { name: 'You and others, per capability' }));
    const blind = page.getByRole('heading', { name: 'Blind spots' }).locator('..');
    await expectVisible(blind.getByText(/Focused Delivery: you/));
    await expectVisible(page.getByRole('heading', { name: 'Hidden strengths' }));
    expect((await seriousViolations(page)).lines).toEqual([]);
  });

  test('the admin renames the Custom 360 and the navigation follows', async ({ page, baseURL }) => {
    const adminToken = await apiLogin(baseURL, demo.admin);
    const before = (await apiGet<Record<string, unknown>>(baseURL, '/api/user/console/settings', adminToken))
      .body;
    try {
      await signIn(page, demo.admin);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expectVisible(nav.getByRole('link', { name: 'Culture 360' }));
      await page.goto('/console/settings');
      const name = page.getByLabel('Custom 360 display name');
      await expect.poll(() => name.inputValue()).toBe('Culture 360');
      // Demo Co's questions: six from the bank and two of its own
      const questions = page.getByRole('region', { name: 'Custom 360 questions' });
      await expect.poll(() => questions.getByRole('checkbox', { checked: true }).count()).toBe(6);
      await expect
        .poll(() => questions.getByRole('textbox', { name: 'Question in English' }).count())
        .toBe(2);
      expect((await seriousViolations(page)).lines).toEqual([]);

      await name.fill('Values 360');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expectVisible(page.getByText('The settings were saved.'));
      await page.goto('/');
      await expectVisible(nav.getByRole('link', { name: 'Values 360' }));
      expect(await nav.getByRole('link', { name: 'Culture 360' }).count()).toBe(0);
      await nav.getByRole('link', { name: 'Values 360' }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Values 360' }));
      await expectVisible(page.getByRole('button', { name: 'Start a 360' }));
    } finally {
      const { clientId: _id, ...settings } = before;
      const back = await apiSend(baseURL, 'PUT', '/api/user/console/settings', adminToken, settings);
      expect(back.status).toBe(200);
    }
  });
});
