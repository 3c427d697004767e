/**
 * Screenshots of the three journeys of issue 30 (a new person, a member, a manager), each screen at 1280 and
 * 390 px, in English, German and Japanese, for a person to look at: not a test (`npm test` does not run it).
 *
 *   npx vite build && node --import tsx scripts/journey-screenshots.ts [--journeys=new,member,manager]
 *     [--languages=en,de,ja] [--widths=1280,390] [--out=screenshots]
 *
 * Starts the built app as the browser journeys do (e2e/global-setup.ts: a fresh embedded database with the demo
 * data), drives Debian's Chromium through playwright-core and writes `<out>/<journey>/<language>-<width>/NN-<screen>.png`
 * (full page, or the screen while a dialog is open; a page longer than one and a half screens also as a person
 * scrolls through it, screen by screen, `NN-<screen>.part-K.png`).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiGet, apiLogin } from '../e2e/support/api';
import { launchChromium } from '../e2e/support/browser';
import { DEMO_PASSWORD, demo } from '../e2e/support/demo';
import { FRESH_PASSWORD, freshPerson } from '../e2e/support/person';
import { assertWebBuilt, BUILT_INDEX, ROOT, startServer } from '../test/support/server-process';

type Journey = 'new' | 'member' | 'manager';

function option(name: string, fallback: string): string[] {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return (arg ? arg.slice(name.length + 3) : fallback).split(',').filter(Boolean);
}

const JOURNEYS = option('journeys', 'new,member,manager') as Journey[];
const LANGUAGES = option('languages', 'en,de,ja');
const WIDTHS = option('widths', '1280,390').map(Number);
const OUT = resolve(ROOT, option('out', 'screenshots')[0]);

/** One interface text of a language, read from its locale file (the journeys click what a person reads). */
function text(language: string, namespace: string, key: string): string {
  const json = JSON.parse(readFileSync(join(ROOT, 'locales', language, `${namespace}.json`), 'utf8'));
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], json);
  if (typeof value !== 'string') throw new Error(`no text ${language}/${namespace}:${key}`);
  return value;
}

const exactly = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Waits until the page shows its data: a heading, no busy indicator, and its text unchanged for a moment. */
async function settle(page: Page): Promise<void> {
  let last = '';
  let same = 0;
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const { body, busy } = await page.evaluate(() => ({
      body: document.body.textContent,
      busy:
        !document.querySelector('h1, [role="dialog"]') ||
        Boolean(
          document.querySelector(
            '[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root, [aria-busy="true"]',
          ),
        ),
    }));
    same = body === last && !busy ? same + 1 : 0;
    if (same >= 3) break;
    last = body;
    await page.waitForTimeout(150);
  }
  await page.evaluate(() => document.fonts.ready);
  // animations (dialogs, charts) end
  await page.waitForTimeout(400);
}

class Shooter {
  private n = 0;
  constructor(
    private readonly page: Page,
    private readonly dir: string,
  ) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }

  /** A screenshot of the page (full length), or of the screen only while a dialog is open (`screen`). */
  async shot(name: string, { screen = false } = {}): Promise<void> {
    const page = this.page;
    await settle(page);
    const file = join(this.dir, `${String(++this.n).padStart(2, '0')}-${name}`);
    await page.screenshot({ path: `${file}.png`, fullPage: !screen });
    const { height, viewport, wide, width } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      viewport: window.innerHeight,
      wide: document.documentElement.scrollWidth,
      width: window.innerWidth,
    }));
    // a page wider than the screen scrolls sideways: said beside its file
    if (wide > width) console.log(`  ! ${name} is ${wide} px wide on a ${width} px screen`);
    // a long page also as a person scrolls through it: the fixed bars and the floating button where they are
    const parts = !screen && height > 1.5 * viewport;
    if (parts) {
      const step = viewport - 80;
      for (let k = 0, y = 0; y < height - 80; k++, y += step) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(150);
        await page.screenshot({ path: `${file}.part-${k + 1}.png` });
      }
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    console.log(`  ${file.slice(ROOT.length + 1)}.png${parts ? ` (${height} px, also in parts)` : ''}`);
  }
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}

interface Ids {
  teamId: number;
  /** Dana Developer, who shares her Leader Profile with the manager */
  sharedId: number;
  /** Mia Member, who does not */
  notSharedId: number;
}

async function demoIds(baseURL: string): Promise<Ids> {
  const token = await apiLogin(baseURL, demo.manager);
  const teams = await apiGet<{ data: Array<{ id: number; name: string }> }>(
    baseURL,
    '/api/team/teams-member/team-details',
    token,
  );
  const teamId = teams.body.data.find((t) => t.name === 'Platform Team')!.id;
  const members = await apiGet<{ data: Array<{ userId: number; name: string }> }>(
    baseURL,
    `/api/team/viewing-rights/get-team-dashboard-data?team_id=${teamId}`,
    token,
  );
  const id = (name: string) => members.body.data.find((m) => m.name === name)?.userId ?? 0;
  return { teamId, sharedId: id('Dana Developer'), notSharedId: id('Mia Member') };
}

/** A new person: the dashboard, the GLA started and partly answered, the Leader Profile page, the plan. */
async function newPerson(page: Page, shots: Shooter, lng: string): Promise<void> {
  await open(page, '/dashboard/main-dashboard');
  await shots.shot('dashboard');
  await page
    .getByRole('button', { name: text(lng, 'assessment', 'actions.start') })
    .first()
    .click();
  const info = page.getByRole('dialog');
  await info.getByRole('button', { name: exactly(text(lng, 'assessment', 'info.start')) }).click();
  const items = page.getByRole('dialog').locator('li[id^="q-"]');
  await items.first().waitFor();
  for (let i = 0; i < (await items.count()); i++)
    await items
      .nth(i)
      .getByRole('radio')
      .nth((i * 3 + 1) % 5)
      .check();
  await page.getByRole('button', { name: exactly(text(lng, 'assessment', 'survey.next')) }).click();
  await items.first().waitFor();
  for (let i = 0; i < 4; i++)
    await items
      .nth(i)
      .getByRole('radio')
      .nth((i * 2 + 2) % 5)
      .check();
  await shots.shot('gla-survey', { screen: true });
  await page.getByRole('button', { name: exactly(text(lng, 'assessment', 'survey.saveAndExit')) }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await shots.shot('dashboard-after-gla-part');
  await open(page, '/explore/growth-leader-assessment-v2');
  await shots.shot('leader-profile');
  await open(page, '/plan');
  await shots.shot('plan');
}

/** member@: the dashboard, the running sprint, its check-in, feedback, analytics, portfolio and badges. */
async function member(page: Page, shots: Shooter, lng: string): Promise<void> {
  await open(page, '/dashboard/main-dashboard');
  await shots.shot('dashboard');
  await open(page, '/sprint/dashboard');
  await shots.shot('sprint-dashboard');
  const cta = page.getByRole('button', {
    name: new RegExp(
      `^(${text(lng, 'sprint-checkin', 'cta.now')}|${text(lng, 'sprint-checkin', 'cta.resume')})$`,
    ),
  });
  if (await cta.count()) {
    await cta.first().click();
    await page.getByRole('dialog').first().waitFor();
    await shots.shot('check-in', { screen: true });
  } else console.log('  (no check-in open)');
  await open(page, '/sprint/feedback');
  await shots.shot('feedback');
  await open(page, '/sprint/analytics');
  await shots.shot('analytics');
  await open(page, '/my/portfolio');
  await shots.shot('portfolio');
  await open(page, '/profile/general-settings');
  await shots.shot('profile-badges');
}

/** manager@: the team dashboard, impact board, team sprint, team alignment and a member's profile. */
async function manager(page: Page, shots: Shooter, ids: Ids): Promise<void> {
  const team = `/teams/v2/${ids.teamId}`;
  await open(page, `${team}/dashboard`);
  await shots.shot('team-dashboard');
  await open(page, `${team}/manager-impact`);
  await shots.shot('impact-board');
  await open(page, `${team}/sprint/dashboard`);
  await shots.shot('team-sprint-dashboard');
  await open(page, `${team}/team-alignment`);
  await shots.shot('team-alignment');
  await open(page, `${team}/member/${ids.sharedId}/leader-profile`);
  await shots.shot('member-profile');
  await open(page, `${team}/member/${ids.notSharedId}/leader-profile`);
  await shots.shot('member-profile-not-shared');
}

async function signedInContext(
  browser: Browser,
  baseURL: string,
  email: string,
  password: string,
  language: string,
  width: number,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 600 ? 844 : 900 },
    locale: language === 'en' ? 'en-US' : language,
  });
  context.setDefaultTimeout(20_000);
  await context.addInitScript((lng) => localStorage.setItem('stride_language', lng), language);
  const login = await context.request.post('/api/auth/api/v1/login', {
    data: { email, password, session: 'cookie' },
    headers: { origin: baseURL },
  });
  if (!login.ok()) throw new Error(`sign-in of ${email} answered ${login.status()}`);
  return context;
}

async function main(): Promise<void> {
  assertWebBuilt();
  const webCopy = mkdtempSync(join(tmpdir(), 'stride-shots-web-'));
  cpSync(dirname(BUILT_INDEX), webCopy, { recursive: true });
  const server = await startServer({
    label: 'screenshots',
    env: { DATABASE_URL: undefined, REDIS_URL: undefined, WEB_DIR: webCopy },
  });
  const browser = await launchChromium();
  let failed = 0;
  try {
    const ids = await demoIds(server.baseURL);
    for (const journey of JOURNEYS) {
      for (const lng of LANGUAGES) {
        for (const width of WIDTHS) {
          const label = `${journey} ${lng} ${width}`;
          console.log(label);
          let email: string = journey === 'member' ? demo.member : demo.manager;
          let password = DEMO_PASSWORD;
          if (journey === 'new') {
            email = `new-${lng}-${width}@demo.test`;
            password = FRESH_PASSWORD;
            await freshPerson(server.baseURL, email);
          }
          const context = await signedInContext(browser, server.baseURL, email, password, lng, width);
          const page = await context.newPage();
          const shots = new Shooter(page, join(OUT, journey, `${lng}-${width}`));
          try {
            if (journey === 'new') await newPerson(page, shots, lng);
            else if (journey === 'member') await member(page, shots, lng);
            else await manager(page, shots, ids);
          } catch (error) {
            failed++;
            console.error(`  ${label} stopped at ${page.url()}: ${(error as Error).message}`);
            await page.screenshot({
              path: join(OUT, journey, `${lng}-${width}`, 'failed.png'),
              fullPage: true,
            });
          } finally {
            await context.close();
          }
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(webCopy, { recursive: true, force: true });
  }
  console.log(`screenshots in ${OUT}${failed ? `; ${failed} journeys stopped early` : ''}`);
  if (failed) process.exitCode = 1;
}

await main();
