import { seriousViolations } from './support/axe';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectHidden, expectVisible, signIn } from './support/pages';

describe('sprint check-in and analytics', () => {
  test('member@ opens today’s weekly check-in from the bell, completes and rates it, and reads the analytics with one filter unchecked', async ({
    page,
  }) => {
    await signIn(page, demo.member);
    await page.goto('/sprint/dashboard');
    // today's check-in is open (the demo's two before it are completed)
    const cta = page.getByRole('button', { name: /^(Check in now|Resume check-in)$/ });
    await expectVisible(cta);
    // ... and the timeline says so: due now, not missed (issue 30)
    await expectVisible(page.getByText('Due now (1)'));
    await expectVisible(page.getByText('Missed (0)'));

    // the bell holds the due check-in with its button, which opens the check-in dialog (60vw) over the page
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const dueItem = panel.getByTestId('notification-item').filter({ hasText: 'Your weekly check-in is due' });
    await bell.click();
    await expectVisible(dueItem.getByRole('button', { name: 'Check in' }));
    await dueItem.getByRole('button', { name: 'Check in' }).click();
    await expectHidden(panel);
    const dialog = page.getByRole('dialog', { name: /Weekly Check-in/ });
    await expectVisible(dialog);
    const width = await dialog.evaluate((el) => {
      const paper = el.querySelector('.MuiDialog-paper') ?? el;
      return paper.getBoundingClientRect().width / window.innerWidth;
    });
    expect(width).toBeGreaterThan(0.58);
    expect(width).toBeLessThan(0.62);
    await expectVisible(dialog.getByRole('heading', { name: 'Practised behaviours' }));
    expect((await seriousViolations(page)).lines).toEqual([]);

    // behaviours: one slider moved with the keyboard, saved
    const slider = dialog.getByRole('slider').first();
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    await expectVisible(dialog.getByRole('heading', { name: 'Practised outcomes' }));
    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    // energy level with the spec's labels
    await expectVisible(dialog.getByRole('heading', { name: 'Energy level' }));
    await expectVisible(dialog.getByLabel('Unsustainably High'));
    await dialog.getByLabel('High', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    await expectVisible(dialog.getByRole('heading', { name: 'Review of new progress' }));
    await dialog.getByLabel('What progress did you notice?').fill('Raised the release risk early.');
    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    await expectVisible(dialog.getByRole('heading', { name: 'New feedback received' }));
    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    await expectVisible(dialog.getByRole('heading', { name: 'Activities in progress' }));
    await expectVisible(dialog.getByText('Coaching session on difficult conversations'));
    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    await dialog.getByRole('button', { name: 'Complete check-in' }).click();

    // the rating dialog: Submit waits for a choice
    const rating = page.getByRole('dialog', { name: /How effective is your check-in today\?/ });
    await expectVisible(rating);
    const submit = rating.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    // rating is a choice once the check-in is saved: a visible close and "Not now"
    await expectVisible(rating.getByRole('button', { name: 'Not now' }));
    await rating.getByLabel('I did it and it moved my sprint forward').check();
    expect((await seriousViolations(page)).lines).toEqual([]);
    await submit.click();
    await expectHidden(rating);
    await expectHidden(cta);
    await expectVisible(page.getByText('Completed (3)'));
    // the Outcome tile has the check-ins' number, the one the analytics' Outcomes card shows below (issue 30)
    const cards = page.getByTestId('overview-cards');
    const outcome = (
      await cards
        .getByText(/^\d+\.\d%$/)
        .first()
        .innerText()
    ).trim();

    // completing it completed the notification: read, and its button gone (the panel refetched live)
    await bell.click();
    await expectVisible(dueItem);
    expect(await dueItem.getAttribute('data-read')).toBe('true');
    await expectHidden(dueItem.getByRole('button', { name: 'Check in' }));
    await page.keyboard.press('Escape');
    await expectHidden(panel);

    // analytics: the filter tree, one dimension unchecked
    await page.goto('/sprint/analytics');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Sprint analytics' }));
    const outcomesCard = page.getByRole('group', { name: 'Outcomes', exact: true }).first();
    await expectVisible(outcomesCard.getByText(outcome, { exact: true }));
    await expectVisible(page.getByRole('heading', { name: 'Energy level', level: 2 }));
    await page.getByRole('checkbox', { name: 'Energy level' }).uncheck();
    await expectHidden(page.getByRole('heading', { name: 'Energy level', level: 2 }));
    await expectVisible(page.getByRole('heading', { name: 'Behaviours', level: 2 }));
    // three check-ins done this sprint, weeks to come read No data
    await expectVisible(page.getByText('3 of 3 check-ins done'));
    expect(await page.getByRole('cell', { name: 'No data' }).count()).toBeGreaterThan(0);
    expect((await seriousViolations(page)).lines).toEqual([]);
  });
});
