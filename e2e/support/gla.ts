/** Steps of the Growth Leader Assessment's survey dialog, shared by the GLA journeys. */
import type { Locator, Page } from 'playwright-core';
import { expect } from './fixtures';
import { expectVisible } from './pages';

export const SCALE = [
  'Strongly disagree',
  'Somewhat disagree',
  'Neither agree nor disagree',
  'Somewhat agree',
  'Strongly agree',
];

export const survey = (page: Page) => page.getByRole('dialog', { name: 'Growth Leader Assessment' });
export const questions = (page: Page) => survey(page).locator('li[id^="q-"]');

/** Answers the questions of survey page `pageNumber` (1-10: Style then Strategy), all but `skip`, with varied values. */
export async function answerPage(page: Page, pageNumber: number, skip: number[] = []) {
  const items = questions(page);
  await expectVisible(items.first());
  const count = await items.count();
  // 45 statements a survey: pages 1-4 hold 10, page 5 holds 5
  expect(count).toBe(pageNumber % 5 === 0 ? 5 : 10);
  for (let i = 0; i < count; i++) {
    if (skip.includes(i)) continue;
    const value = SCALE[(i * 3 + pageNumber) % 5];
    await items.nth(i).getByRole('radio', { name: value, exact: true }).check();
  }
}

export async function pageTitle(page: Page, text: string) {
  await expectVisible(survey(page).getByText(text, { exact: true }));
}

export async function next(page: Page) {
  await survey(page).getByRole('button', { name: 'Next', exact: true }).click();
}

export async function checkedCount(scope: Locator) {
  return scope.getByRole('radio', { checked: true }).count();
}

/** Answers every Style and Strategy page from Style 1, then submits and confirms (the research dialog opens). */
export async function answerWholeSurveyAndSubmit(page: Page) {
  for (let p = 1; p <= 5; p++) {
    await pageTitle(page, `Style: page ${p} of 5`);
    await answerPage(page, p);
    await next(page);
  }
  for (let p = 1; p <= 5; p++) {
    await pageTitle(page, `Strategy: page ${p} of 5`);
    await answerPage(page, p + 5);
    if (p < 5) await next(page);
  }
  await survey(page).getByRole('button', { name: 'Submit', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Submit your assessment?' })
    .getByRole('button', { name: 'Submit', exact: true })
    .click();
}
