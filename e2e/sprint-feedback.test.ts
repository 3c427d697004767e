import type { MailboxResponse } from '../src/shared/contracts/mailbox';
import { apiGet, apiLogin } from './support/api';
import { seriousViolations } from './support/axe';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectVisible, signIn } from './support/pages';

describe('crew feedback', () => {
  test('a crew member gives feedback from the mailbox link; the person reads it on /sprint/feedback', async ({
    page,
    baseURL,
    newContext,
  }) => {
    // the demo data: Max Manager's feedback request on Mia Member's sprint waits in the mailbox
    const admin = await apiLogin(baseURL, demo.admin);
    const box = await apiGet<MailboxResponse>(baseURL, '/api/user/mailbox', admin);
    const mail = box.body.items.find(
      (m) => m.to === demo.manager && /\/development\?token=/.test(m.text ?? ''),
    );
    expect(mail?.subject).toBe('Mia Member asks for your feedback on their sprint');
    const link = new URL(/https?:\/\/\S+\/development\?token=\S+/.exec(mail?.text ?? '')![0]);

    const crew = await (await newContext()).newPage();
    await crew.goto(`${link.pathname}${link.search}`);
    await expectVisible(crew.getByRole('heading', { level: 1, name: 'Feedback and advice for Mia Member' }));
    await expectVisible(crew.getByRole('heading', { name: 'Your weekly feedback' }));
    const sliders = crew.getByRole('slider');
    expect(await sliders.count()).toBeGreaterThan(1);
    await sliders.first().focus();
    await crew.keyboard.press('End'); // 100 %
    const comment = `Clear and candid in the review (${Date.now()})`;
    await crew.getByRole('textbox', { name: 'Comment' }).fill(comment);
    expect((await seriousViolations(crew)).lines).toEqual([]);
    await crew.getByRole('button', { name: 'Send feedback' }).click();
    await expectVisible(
      crew.getByRole('alert').filter({ hasText: 'Thank you! Your feedback was sent.' }).first(),
    );

    // a made-up link shows the spec's expired text
    await crew.goto('/development?token=g_made-up');
    await expectVisible(
      crew.getByText(
        'This link to provide feedback/advice is probably expired as the deadline has passed or may be invalid.',
      ),
    );

    await page.goto(`/auth/login?redirectUrl=${encodeURIComponent('/sprint/feedback')}`);
    await signIn(page, demo.member);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Feedback and advice' }));
    const newest = page.getByRole('article').first();
    await expectVisible(newest.getByText(comment));
    await expectVisible(newest.getByText('Max Manager')); // the crew member is named as their account is
    await expectVisible(newest.getByText('100%').first());
    // the Mentor's feedback from the demo data is there too
    await expectVisible(page.getByRole('article', { name: 'Maya Mentor' }).first());
    expect((await seriousViolations(page)).lines).toEqual([]);
    await page.getByRole('tab', { name: 'Advice' }).click();
    await expectVisible(
      page.getByText('Bring one candid observation to our next one-to-one; I will do the same.'),
    );
  });
});
