import { seriousViolations } from './support/axe';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectVisible, signIn } from './support/pages';

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
      expect((await body.textContent()) ?? '').not.toMatch(/\d{1,2}:\d{2}\s?(AM|PM)/);
      expect((await seriousViolations(page)).lines).toEqual([]);
    }
  });
});
