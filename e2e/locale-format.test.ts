import { apiGet } from './support/api';
import { seriousViolations } from './support/axe';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectVisible, signIn } from './support/pages';
import { FRESH_PASSWORD, freshPerson } from './support/person';

const year = new Date().getUTCFullYear();

describe('locale formatting', () => {
  test('a German interface writes dates and times the German way, whatever the browser says', async ({
    page,
  }) => {
    {
      // the browser is American English; the interface language chosen in this browser is German
      await signIn(page, demo.admin);
      await page.evaluate(() => localStorage.setItem('stride_language', 'de'));
      await page.goto('/console/mailbox');
      await expectVisible(page.getByRole('heading', { level: 1 }));
      const body = page.locator('main');
      // "23.11.2026, 21:40", never "Nov 23, 2026, 9:40 PM"
      await expect
        .poll(async () => /\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/.test((await body.textContent()) ?? ''), {
          timeout: 15_000,
        })
        .toBe(true);
      // the page's own dates and times; the mails themselves are shown as sent, in each recipient's language
      const pageText = await body.evaluate((main) => {
        const copy = main.cloneNode(true) as HTMLElement;
        for (const mail of copy.querySelectorAll('[data-mail-text]')) mail.remove();
        return copy.textContent ?? '';
      });
      expect(pageText).not.toMatch(/\d{1,2}:\d{2}\s?(AM|PM)/);
      expect((await seriousViolations(page)).lines).toEqual([]);
    }
  });

  test('a German date field shows and reads TT.MM.JJJJ, whatever the browser says, and saves the ISO day', async ({
    page,
    baseURL,
  }) => {
    const email = `date-field-${Date.now()}@demo.test`;
    const token = await freshPerson(baseURL, email);
    await signIn(page, email, FRESH_PASSWORD);
    await page.evaluate(() => localStorage.setItem('stride_language', 'de'));
    await page.goto('/plan/goals-and-deliverables');
    await page.getByLabel('Ziel oder Ergebnis').fill('Wöchentliche Runde abgeben');
    const due = page.getByLabel('Fällig am (optional)');
    expect(await due.getAttribute('placeholder')).toBe('TT.MM.JJJJ');
    // a day typed the German way, short; it is written out in full on leaving the field
    await due.fill('3.9.' + String(year));
    await due.blur();
    expect(await due.inputValue()).toBe(`03.09.${year}`);
    // a day that does not exist is named, not saved
    await due.fill('31.02.' + String(year));
    await due.blur();
    await expectVisible(page.getByText('Geben Sie das Datum als TT.MM.JJJJ ein.'));
    await due.fill(`30.09.${year}`);
    expect((await seriousViolations(page)).lines).toEqual([]);
    await page.getByRole('button', { name: 'Ziel hinzufügen' }).click();
    await expectVisible(page.getByText(`Fällig am 30.09.${year}`));

    const planId = (
      await apiGet<{ currentPlanId: number }>(baseURL, '/api/user/agile-plan/agile-plan-list', token)
    ).body.currentPlanId;
    const stored = await apiGet<{ items: { label: string; dueDate: string }[] }>(
      baseURL,
      `/api/user/get-agile-goal-deliverable/${planId}`,
      token,
    );
    expect(stored.body.items).toEqual([
      expect.objectContaining({ label: 'Wöchentliche Runde abgeben', dueDate: `${year}-09-30` }),
    ]);
  });

  test('a meeting is set with a German date and time and listed the German way', async ({
    page,
    baseURL,
  }) => {
    const email = `meeting-${Date.now()}@demo.test`;
    await freshPerson(baseURL, email);
    await signIn(page, email, FRESH_PASSWORD);
    await page.evaluate(() => localStorage.setItem('stride_language', 'de'));
    await page.goto('/plan');
    await page.getByRole('tab', { name: 'Förder-Netzwerk' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Mira Mentor');
    await page.getByLabel('E-Mail (optional)').fill(`mira-${Date.now()}@example.test`);
    await page.getByRole('button', { name: 'Zum Netzwerk hinzufügen' }).click();
    await page.getByRole('button', { name: 'Termin mit Mira Mentor planen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Termin mit Mira Mentor planen' });
    await dialog.getByLabel('Betreff').fill('Kaffee');
    const day = dialog.getByLabel('Datum', { exact: true });
    const time = dialog.getByLabel('Uhrzeit');
    expect(await day.getAttribute('placeholder')).toBe('TT.MM.JJJJ');
    expect(await time.getAttribute('placeholder')).toBe('hh:mm');
    await day.fill(`10.12.${year + 1}`);
    await time.fill('14.30');
    await time.blur();
    expect(await time.inputValue()).toBe('14:30');
    expect((await seriousViolations(page)).lines).toEqual([]);
    await dialog.getByRole('button', { name: 'Einladung senden' }).click();
    await expectVisible(page.getByText(`Kaffee mit Mira Mentor, 10.12.${year + 1}, 14:30`));
  });
});
