import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectVisible, signIn } from './support/pages';

const PHONE = { width: 390, height: 844 } as const;
const column = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

async function dragTo(page: Page, card: Locator, target: Locator) {
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + 20, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 30, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
  await page.mouse.up();
}

describe('sprint board', () => {
  test('member@ reads the dashboard, drags an activity across the kanban and moves one with the keyboard', async ({
    page,
  }) => {
    await signIn(page, demo.member);
    await page.goto('/sprint/dashboard');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Say the hard thing kindly' }));
    await expectVisible(page.getByText('Week 3 of 8'));
    // the check-ins seed completed the two past check-ins (the check-in journey may add today's)
    await expectVisible(page.getByText(/^Completed \([23]\)$/));
    expect((await seriousViolations(page)).lines).toEqual([]);

    await page.getByRole('link', { name: 'Open the kanban' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Kanban' }));
    // the mouse: a To do card to Done
    const mouseCard = column(page, 'To do').getByRole('button', {
      name: /^Write down one thing I held back/,
    });
    await dragTo(page, mouseCard, column(page, 'Done'));
    await expectVisible(
      column(page, 'Done').getByRole('button', { name: /^Write down one thing I held back/ }),
    );
    // the keyboard: focus an In progress card, Space, ArrowRight, Space
    const keyCard = column(page, 'In progress').getByRole('button', { name: /^Raise the release risk/ });
    await keyCard.focus();
    // a frame between keys: dnd-kit measures the columns after the pick-up and finds the target after the move
    for (const key of ['Space', 'ArrowRight', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await expectVisible(column(page, 'Done').getByRole('button', { name: /^Raise the release risk/ }));
    // the server kept both moves (once their calls have answered)
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expectVisible(
      column(page, 'Done').getByRole('button', { name: /^Write down one thing I held back/ }),
    );
    await expectVisible(column(page, 'Done').getByRole('button', { name: /^Raise the release risk/ }));
    expect((await seriousViolations(page)).lines).toEqual([]);
  });

  test('the dashboard in the compact layout at phone width, and manager@’s portfolio read-only', async ({
    newContext,
  }) => {
    const phone = await (await newContext({ viewport: PHONE })).newPage();
    await signIn(phone, demo.member);
    await phone.goto('/sprint/dashboard');
    await expectVisible(phone.getByRole('heading', { level: 1, name: 'Say the hard thing kindly' }));
    await expectVisible(phone.getByRole('heading', { name: 'Timeline' }));
    const cards = await phone.getByTestId('overview-cards').boundingBox();
    expect(cards!.width).toBeLessThanOrEqual(PHONE.width);
    expect((await seriousViolations(phone)).lines).toEqual([]);

    const desk = await (await newContext()).newPage();
    await signIn(desk, demo.manager);
    await desk.goto('/my/portfolio');
    await desk.getByRole('button', { name: 'View' }).first().click();
    const dialog = desk.getByRole('dialog', { name: 'Say the hard thing kindly' });
    await expectVisible(dialog.getByText('Saying the hard thing early saved us two weeks of rework.'));
    expect((await seriousViolations(desk)).lines).toEqual([]);
  });
});
