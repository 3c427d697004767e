import { describe, expect, test } from './support/fixtures';
import { expectVisible, signIn } from './support/pages';
import { FRESH_PASSWORD, freshPerson } from './support/person';

describe('your data', () => {
  test('a person asks for their data on a phone, sees it prepared and downloads the archive', async ({
    newContext,
    baseURL,
  }) => {
    const email = `export-journey-${Date.now()}@demo.test`;
    await freshPerson(baseURL, email);
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/auth/login?redirectUrl=%2Fprofile%2Fgeneral-settings%23your-data');
    await signIn(page, email, FRESH_PASSWORD);

    const section = page.getByRole('region', { name: 'Your data' });
    await expectVisible(section.getByText('You have not asked for your data yet.'));
    await section.getByRole('button', { name: 'Prepare my data' }).click();
    await expectVisible(section.getByText(/We are preparing your archive/));
    // the job prepares it; the section looks again while it waits
    await expectVisible(section.getByText(/Your archive is ready/), 45_000);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^stride-data-\d{4}-\d{2}-\d{2}\.zip$/);
    await expectVisible(section.getByText(/You downloaded your archive on/));
    // the section fits the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
