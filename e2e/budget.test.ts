import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { apiGet, apiLogin } from './support/api';
import { demo } from './support/demo';
import { describe, expect, test } from './support/fixtures';
import { expectPath, expectVisible, loginForm, signIn } from './support/pages';

/** The web app's first load (the login page) ships at most 120 KB of JavaScript, gzipped. */
const BUDGET_BYTES = 120 * 1000;
/**
 * A signed-in page loads at most this much JavaScript, gzipped, all chunks it loads, and makes at most this many
 * requests until its main content shows and the network is idle. Issue 31's goal is 250 KB and 30 requests; the
 * pages are not there yet (decision 0076: 398-473 KB and 72-94 requests after the first step, from 471-553 KB
 * and 150-181): these hold what was reached so it only shrinks; lower them as the pages get lighter.
 */
const PAGE_BUDGET_BYTES = 500 * 1000;
const PAGE_REQUESTS = 100;

/** What a page loads: every request, and each script's size gzipped by us (so not by how the server sent it). */
function watchLoads(page: Page) {
  const gzipped = new Map<string, Promise<number>>();
  let scripts: string[] = [];
  let requests: string[] = [];
  page.on('request', (request) => {
    requests.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = response.url();
    scripts.push(url);
    if (!gzipped.has(url)) {
      gzipped.set(
        url,
        // a body read after its page was left is gone: counted as unknown, which fails the figures below
        response.body().then(
          (body) => gzipSync(body).length,
          () => Number.NaN,
        ),
      );
    }
  });
  return {
    /** Forgets what was loaded so far: the next page counts from here. */
    reset() {
      scripts = [];
      requests = [];
    },
    async figures() {
      const files = [...new Set(scripts)];
      const sizes = await Promise.all(files.map((f) => gzipped.get(f)!));
      const unread = files.filter((_, i) => Number.isNaN(sizes[i]));
      expect(unread, 'scripts whose body could not be read').toEqual([]);
      return { files, bytes: sizes.reduce((a, b) => a + b, 0), requests: requests.length };
    },
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

describe('first load', () => {
  test('the login page loads at most 120 KB of JavaScript gzipped', async ({ page }) => {
    const loads = watchLoads(page);
    await page.goto('/auth/login', { waitUntil: 'networkidle' });
    await expectVisible(loginForm(page).submit);

    const { files, bytes } = await loads.figures();
    expect(files.length, 'the login page loads its JavaScript').toBeGreaterThan(0);
    console.log(`login page JavaScript: ${kb(bytes)} gzipped in ${files.length} file(s)`);
    expect(
      bytes,
      `login page JavaScript: ${kb(bytes)} gzipped in ${files.length} file(s)`,
    ).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  test('a signed-out visit to a signed-in address lands on the login page and loads nothing of the signed-in app', async ({
    page,
    newContext,
  }) => {
    const login = await (await newContext()).newPage();
    const loginLoads = watchLoads(login);
    await login.goto('/auth/login', { waitUntil: 'networkidle' });
    const leanStart = new Set((await loginLoads.figures()).files);

    const loads = watchLoads(page);
    await page.goto('/dashboard/main-dashboard', { waitUntil: 'networkidle' });
    const url = await expectPath(page, '/auth/login');
    expect(url.searchParams.get('redirectUrl')).toBe('/dashboard/main-dashboard');
    await expectVisible(loginForm(page).submit);
    const { files } = await loads.figures();
    // the login page's own scripts and nothing more: no router, no shell, no dashboard
    expect(files.filter((f) => !leanStart.has(f))).toEqual([]);
  });

  test(`the signed-in pages break no Content-Security-Policy rule and each load at most ${kb(PAGE_BUDGET_BYTES)} of JavaScript gzipped and make at most ${PAGE_REQUESTS} requests before their content`, async ({
    page,
    baseURL,
  }) => {
    const token = await apiLogin(baseURL, demo.manager);
    const teams = await apiGet<{ data: Array<{ id: number; name: string }> }>(
      baseURL,
      '/api/team/teams-member/team-details',
      token,
    );
    const teamId = teams.body.data.find((t) => t.name === 'Platform Team')?.id;
    expect(teamId, 'manager@ has the Platform Team').toBeDefined();
    const pages = [
      '/dashboard/main-dashboard',
      '/sprint/dashboard',
      `/teams/v2/${teamId}/dashboard`,
      '/explore/growth-leader-assessment-v2',
      `/teams/v2/${teamId}/sprint/dashboard`,
    ];

    await signIn(page, demo.manager);
    await page.waitForLoadState('networkidle');
    const loads = watchLoads(page);
    // what the browser reports against our Content-Security-Policy (Lighthouse's best practices count it)
    const cspIssues: string[] = [];
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue')
        cspIssues.push(`${page.url()}: ${JSON.stringify(issue.details)}`);
    });
    await cdp.send('Audits.enable');
    const found: string[] = [];
    for (const path of pages) {
      loads.reset();
      // each visit is a new document: every chunk it needs is requested again (from the cache or not)
      await page.goto(path);
      await expectVisible(page.getByRole('heading', { level: 1 }), 30_000);
      await page.waitForLoadState('networkidle');
      const { files, bytes, requests } = await loads.figures();
      const line = `${path}: ${kb(bytes)} of JavaScript gzipped in ${files.length} file(s), ${requests} requests`;
      console.log(line);
      if (bytes > PAGE_BUDGET_BYTES || requests > PAGE_REQUESTS) found.push(line);
    }
    expect(cspIssues, 'Content-Security-Policy issues').toEqual([]);
    expect(found, `over ${kb(PAGE_BUDGET_BYTES)} or ${PAGE_REQUESTS} requests`).toEqual([]);
  });
});
