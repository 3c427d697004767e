/**
 * The all-routes journey's walk: one browser page opens a list of routes in every language on a phone and in
 * English on a desktop, and notes what is wrong on each (see page-audit.ts for the text and width rules,
 * assistant-clearance.ts for the floating button, axe.ts for axe).
 *
 * Fast on purpose: after the first page of a language the routes open inside the app (history navigation, the
 * data of the pass before still in the app's cache), and a page counts as shown as soon as its calls are answered
 * and its DOM stays unchanged for a short moment, not after a fixed delay.
 */
import type { Page, Request } from 'playwright-core';
import { SOCKET_PATH } from '../../src/shared/constants';
import { LANGUAGES } from '../../src/shared/enums';
import { coveredByAssistant } from './assistant-clearance';
import { moderateOrWorse } from './axe';
import { DESKTOP } from './fixtures';
import { readPage, textProblems } from './page-audit';

export const PHONE = { width: 390, height: 844 } as const;
const LANGUAGE_KEY = 'stride_language';
/** E2E_TRACE=1 prints how long each route and each pass took. */
const TRACE = process.env.E2E_TRACE === '1';

/** How long the DOM must stay unchanged, with no call of the page's open, for the page to count as shown. */
const QUIET_MS = 120;
/** A page that never settles is audited as it is after this long (and any busy indicator is then a finding). */
const SETTLE_LIMIT_MS = 8_000;

const openRequests = new WeakMap<Page, Set<Request>>();

/**
 * Follows the page's open requests (its calls, and the scripts and locale files it loads on demand), so a wait
 * can ask for "nothing loading". The live socket's long poll stays open by design and does not count.
 */
export function followRequests(page: Page): void {
  const open = new Set<Request>();
  openRequests.set(page, open);
  page.on('request', (r) => {
    if (!new URL(r.url()).pathname.startsWith(SOCKET_PATH)) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * Waits in the page until its DOM has not changed for `quiet` ms while it shows a heading, no busy indicator and
 * nothing moving (or until `limit` ms have passed).
 */
function quietDom(page: Page, quiet: number, limit: number): Promise<void> {
  return page.evaluate(
    ([quiet, limit]) =>
      new Promise<void>((resolve) => {
        // a part still sliding or fading in stands where it will not stay (an endless animation, a spinner's,
        // never ends and does not count)
        const moving = () =>
          document
            .getAnimations()
            .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
        const busy = () =>
          !document.querySelector('h1') ||
          moving() ||
          Boolean(
            document.querySelector(
              '[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root, [aria-busy="true"]',
            ),
          );
        let timer: ReturnType<typeof setTimeout> | undefined;
        const done = () => {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          resolve();
        };
        const wait = () => {
          clearTimeout(timer);
          timer = setTimeout(() => (busy() ? wait() : done()), quiet);
        };
        const observer = new MutationObserver(wait);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        const cap = setTimeout(done, limit);
        wait();
      }),
    [quiet, limit] as const,
  );
}

/**
 * Waits until the page has shown its data: nothing loading, a heading, no busy indicator and no change to its DOM
 * for QUIET_MS.
 */
export async function settle(page: Page): Promise<void> {
  const open = openRequests.get(page) ?? new Set();
  const until = Date.now() + SETTLE_LIMIT_MS;
  while (Date.now() < until) {
    await quietDom(page, QUIET_MS, until - Date.now());
    if (open.size === 0) return;
    while (open.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  }
}

/** Opens a path inside the running app (no reload), as a link would. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page
    .waitForURL((url) => `${url.pathname}${url.search}` === path, { timeout: 10_000 })
    .catch(() => {});
  await settle(page);
}

export interface TourOptions {
  /** Reload every route (a token link's page reads its token once, on opening), not only the first. */
  reload?: boolean;
  /** The languages to read the texts in (all 8 unless given). */
  languages?: readonly string[];
}

/**
 * Opens the routes and returns what is wrong, one line each: in every language on a 390 px phone (width, texts,
 * the assistant's button; axe in English), then in English on a 1280 px desktop (width, the assistant's button,
 * axe).
 */
export async function tour(page: Page, routes: string[], options: TourOptions = {}): Promise<string[]> {
  const problems: string[] = [];
  // English on the desktop right after English on the phone: the app's cache still holds the pages' data
  const passes = [
    { language: 'en', viewport: PHONE },
    { language: 'en', viewport: DESKTOP },
    ...(options.languages ?? LANGUAGES)
      .filter((l) => l !== 'en')
      .map((language) => ({ language, viewport: PHONE })),
  ];
  for (const { language, viewport } of passes) {
    const desktop = viewport === DESKTOP;
    await page.setViewportSize(viewport);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [LANGUAGE_KEY, language] as const);
    const passStarted = Date.now();
    for (const [i, route] of routes.entries()) {
      const routeStarted = Date.now();
      if (options.reload || i === 0) {
        await page.goto(route);
        await settle(page);
      } else {
        await openInApp(page, route);
      }
      const shownAt = Date.now();
      const at = `${language} ${viewport.width}px ${route}`;
      const facts = await readPage(page);
      if (facts.scrollWidth > facts.innerWidth) {
        problems.push(
          `${at}: ${facts.scrollWidth} px wide on a ${facts.innerWidth} px window: ${facts.overflowing.join('; ')}`,
        );
      }
      if (!desktop) {
        // the mailbox shows the e-mails as sent: in each recipient's language
        const checked = route === '/console/mailbox' ? 'en' : language;
        for (const p of textProblems(facts.texts, checked)) problems.push(`${at}: ${p}`);
      }
      const axeFrom = Date.now();
      if (language === 'en') {
        for (const v of await moderateOrWorse(page)) problems.push(`${at}: axe ${v}`);
      }
      const axeMs = Date.now() - axeFrom;
      let covered = await coveredByAssistant(page);
      // a part that draws late (a section's comments, after its section) can push the end down while the button is
      // measured: what the button still covers once the page is quiet again is a finding
      if (covered.length > 0) {
        await settle(page);
        covered = await coveredByAssistant(page);
      }
      for (const c of covered) problems.push(`${at}: the assistant's button covers ${c}`);
      if (TRACE)
        console.log(
          `[all-routes] ${at} ${Date.now() - routeStarted} ms (open ${shownAt - routeStarted}, axe ${axeMs})`,
        );
    }
    if (TRACE)
      console.log(`[all-routes] pass ${language} ${viewport.width}px: ${Date.now() - passStarted} ms`);
  }
  await page.evaluate((k) => localStorage.removeItem(k), LANGUAGE_KEY);
  return problems;
}
