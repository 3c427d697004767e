import type { MailboxResponse } from '../src/shared/contracts/mailbox';
import { apiGet, apiLogin } from './support/api';
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
});
