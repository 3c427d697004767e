import { gzipSync } from 'node:zlib';
import { describe, expect, test } from './support/fixtures';
import { expectVisible, loginForm } from './support/pages';

/** The web app's first load (the login page) ships at most 120 KB of JavaScript, gzipped. */
const BUDGET_BYTES = 120 * 1000;

describe('first load', () => {
  test('the login page loads at most 120 KB of JavaScript gzipped', async ({ page }) => {
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      // Gzip the body ourselves so the figure does not depend on how the server compressed it.
      scripts.set(
        response.url(),
        response.body().then((body) => gzipSync(body).length),
      );
    });
    await page.goto('/auth/login', { waitUntil: 'networkidle' });
    await expectVisible(loginForm(page).submit);

    const sizes = await Promise.all(scripts.values());
    const total = sizes.reduce((a, b) => a + b, 0);
    expect(scripts.size, 'the login page loads its JavaScript').toBeGreaterThan(0);
    console.log(`login page JavaScript: ${(total / 1000).toFixed(1)} KB gzipped in ${scripts.size} file(s)`);
    expect(
      total,
      `login page JavaScript: ${(total / 1000).toFixed(1)} KB gzipped in ${scripts.size} file(s)`,
    ).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
