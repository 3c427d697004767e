import type { Locator, Page } from 'playwright-core';
import { apiSend } from './support/api';
import { seriousViolations } from './support/axe';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectVisible, signIn } from './support/pages';
import { completeRoleChallenges, FRESH_PASSWORD, freshPerson } from './support/person';

const PHONE = { width: 390, height: 844 } as const;

/** The e2e server's test clock (STRIDE_TEST_CLOCK=1): forward by days, or back to the system's time. */
async function moveClock(baseURL: string, body: { advanceDays: number } | { reset: true }) {
  const res = await fetch(`${baseURL}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`the test clock answered ${res.status}: ${await res.text()}`);
}

/** A fresh person's one-week sprint (CAND-1), started today in UTC through the API as the wizard would. */
async function startedWeekSprint(baseURL: string, token: string) {
  const team = async (method: 'POST', path: string, body?: object) => {
    const res = await apiSend<{ data: { id: number } }>(baseURL, method, `/api/team${path}`, token, body);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const { id } = await team('POST', '/user-sprint', { step: 'select', sprintCode: 'CAND-1' });
  const today = new Date().toISOString().slice(0, 10);
  await team('POST', '/user-sprint', {
    id,
    step: 'configure',
    configure: {
      durationWeeks: 1,
      feedbackFrequencyDays: 7,
      checkInWeekday: 1,
      checkInTime: '09:00',
      timezone: 'UTC',
      startDate: today,
    },
  });
  await team('POST', `/user-sprint/start/${id}`);
  return id;
}
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
    // and back: ArrowLeft from Done returns a card to In progress
    const backCard = column(page, 'Done').getByRole('button', { name: /^Read the chapter/ });
    await backCard.focus();
    for (const key of ['Space', 'ArrowLeft', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await expectVisible(column(page, 'In progress').getByRole('button', { name: /^Read the chapter/ }));
    // the server kept the moves (once their calls have answered)
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expectVisible(
      column(page, 'Done').getByRole('button', { name: /^Write down one thing I held back/ }),
    );
    await expectVisible(column(page, 'Done').getByRole('button', { name: /^Raise the release risk/ }));
    await expectVisible(column(page, 'In progress').getByRole('button', { name: /^Read the chapter/ }));
    expect((await seriousViolations(page)).lines).toEqual([]);
  });

  test('after the clock moves to the last day, a person saves the sprint to the portfolio and finds it there', async ({
    page,
    baseURL,
  }) => {
    const email = `finisher-${Date.now()}@demo.test`;
    const token = await freshPerson(baseURL, email);
    await completeRoleChallenges(baseURL, token);
    await startedWeekSprint(baseURL, token);
    await signIn(page, email, FRESH_PASSWORD);
    await page.goto('/sprint/dashboard');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Say the hard thing kindly' }));
    await expect(page.getByRole('button', { name: 'Save to portfolio' }).count()).resolves.toBe(0);
    // six days on is the sprint's last day: the final review opens (the clock goes back at the end, whatever happens)
    await moveClock(baseURL, { advanceDays: 6 });
    try {
      await page.reload();
      await expectVisible(page.getByRole('heading', { name: 'Time for your final review' }));
      expect((await seriousViolations(page)).lines).toEqual([]);
      await page.getByRole('button', { name: 'Save to portfolio' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save to portfolio' });
      await dialog.getByRole('textbox').first().fill('Saying it early worked.');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      // saved: the dashboard has no sprint in progress any more (the toast may wait behind a live notification's)
      await expectVisible(page.getByText('You have no sprint in progress', { exact: false }));
    } finally {
      await moveClock(baseURL, { reset: true });
    }
    await page.goto('/my/portfolio');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'My portfolio' }));
    await page.getByRole('button', { name: 'View' }).first().click();
    const view = page.getByRole('dialog', { name: 'Say the hard thing kindly' });
    await expectVisible(view.getByText('Saying it early worked.'));
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
