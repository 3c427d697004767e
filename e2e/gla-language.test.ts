import { seriousViolations } from './support/axe';
import { describe, expect, test } from './support/fixtures';
import { answerPage, pageTitle, questions, SCALE, survey } from './support/gla';
import { expectHidden, expectVisible, signIn } from './support/pages';
import { FRESH_PASSWORD, freshPerson } from './support/person';

describe('the survey language (issue 21, point 3)', () => {
  test('a signed-in person who switches the survey to German mid-way is warned, restarts, and sees the whole survey in German', async ({
    page,
    baseURL,
  }) => {
    const email = `gla-language-${Date.now()}@demo.test`;
    await freshPerson(baseURL, email);
    await signIn(page, email, FRESH_PASSWORD);
    const card = page.getByRole('region', { name: 'Growth Leader Assessment' });
    await card.getByRole('button', { name: 'Start the assessment' }).click();
    const info = page.getByRole('dialog', { name: 'Growth Leader Assessment' });
    await info.getByRole('button', { name: 'Start', exact: true }).click();

    // in English first, with some answers
    await pageTitle(page, 'Style: page 1 of 5');
    await answerPage(page, 1, [4, 5, 6, 7, 8, 9]);
    await expectVisible(survey(page).getByText('Style: 9%', { exact: true }));

    // Save and exit: the dashboard card shows the same share at once (issue 30, point 4), then resume
    await survey(page).getByRole('button', { name: 'Save and exit', exact: true }).click();
    await expectHidden(survey(page));
    await expectVisible(card.getByText('Style, page 1 of 5: 9% done', { exact: true }));
    // ... and "Next up" lists the unfinished assessment without a reload (issue 30: no stale card)
    await expectVisible(
      page.getByRole('region', { name: 'Next up' }).getByText('Finish the Growth Leader Assessment'),
    );
    await card.getByRole('button', { name: 'Resume' }).click();
    await pageTitle(page, 'Style: page 1 of 5');
    await expectVisible(survey(page).getByText('Style: 9%', { exact: true }));

    // switching warns that the answers are erased
    const language = survey(page).getByLabel('Survey language');
    await language.selectOption('de');
    const ask = page.getByRole('dialog', { name: 'Change the survey language?' });
    await expectVisible(ask.getByText(/all your answers so far will be erased/));
    await ask.getByRole('button', { name: 'Change and restart' }).click();
    await expectHidden(ask);

    // the whole survey is German: heading, progress, intro, scale labels, buttons; the answers are gone
    const dialog = survey(page);
    await expectVisible(dialog.getByText('Stil: Seite 1 von 5', { exact: true }));
    await expectVisible(dialog.getByText(/^Stil: 0\s?%$/));
    await expectVisible(dialog.getByText(/^Wie sehr stimmen Sie jeder Aussage/));
    const first = questions(page).first();
    for (const label of [
      'Stimme überhaupt nicht zu',
      'Stimme eher nicht zu',
      'Weder noch',
      'Stimme eher zu',
      'Stimme voll zu',
    ]) {
      await expectVisible(first.getByRole('radio', { name: label, exact: true }));
    }
    await expectVisible(first.getByText('Noch nicht beantwortet'));
    expect(await dialog.getByRole('radio', { checked: true }).count()).toBe(0);
    for (const name of ['Zurück', 'Weiter', 'Speichern und beenden']) {
      await expectVisible(dialog.getByRole('button', { name, exact: true }));
    }
    await expectVisible(dialog.getByLabel('Sprache des Fragebogens'));
    const text = (await dialog.textContent()) ?? '';
    for (const english of [...SCALE, 'Not answered yet', 'Save and exit', 'Survey language', 'page 1 of 5']) {
      expect(text, english).not.toContain(english);
    }
    // screen readers read it as German (the language is set on the dialog's root)
    expect(await dialog.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('de');
    expect((await seriousViolations(page)).lines).toEqual([]);

    // the skip warning of the new language too
    await dialog.getByRole('button', { name: 'Weiter', exact: true }).click();
    const skip = page.getByRole('dialog', { name: 'Einige Fragen sind unbeantwortet' });
    await expectVisible(skip);
    await expectVisible(skip.getByText(/Sie haben 0 von 10 Fragen/));
    expect((await skip.textContent()) ?? '').not.toMatch(/You have answered|Return|Skip/);
  });
});
