/**
 * Every route, in all 8 languages on a 390 px phone and in English on a 1280 px desktop (issue 30, points 14, 16,
 * 17): the document is no wider than the window, no translation key or unfilled {{placeholder}} shows, a
 * non-English page keeps no English outside what people wrote, axe finds no moderate, serious or critical
 * violation (English, both widths), and the floating assistant button covers nothing at the end of the page.
 *
 * Fast on purpose: one context per walk, four walks side by side, the routes opened inside the app (history
 * navigation) after the first of each pass, and a page audited as soon as it is quiet (support/route-tour.ts).
 */
import type { Page } from 'playwright-core';
import type { MailboxResponse } from '../src/shared/contracts/mailbox';
import { LANGUAGES } from '../src/shared/enums';
import { apiGet, apiLogin } from './support/api';
import { demo } from './support/demo';
import { beforeAll, describe, expect, type NewContext, test } from './support/fixtures';
import { textProblems } from './support/page-audit';
import { signIn } from './support/pages';
import { followRequests, PHONE, tour } from './support/route-tour';

async function opened(newContext: NewContext, email?: string): Promise<Page> {
  const context = await newContext({ viewport: PHONE });
  const page = await context.newPage();
  followRequests(page);
  if (email) await signIn(page, email);
  else await page.goto('/auth/login');
  return page;
}

interface Ids {
  teamId: number;
  memberId: number;
  certificateId: number;
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
  const memberId = members.body.data.find((m) => m.name === 'Sam Engineer')!.userId;
  const badges = await apiGet<{ data: { earned: Array<{ id: number; badge: { type: string } }> } }>(
    baseURL,
    '/api/gamification/get-user-badges/',
    token,
  );
  const certificateId = badges.body.data.earned.find((a) => a.badge.type === 'STRIDE_CERT')!.id;
  return { teamId, memberId, certificateId };
}

const personalRoutes = [
  '/dashboard/main-dashboard',
  '/profile/general-settings',
  '/profile/active-consent',
  '/plan',
  '/plan/development-plan',
  '/plan/goals-and-deliverables',
  '/plan/key-milestones',
  '/plan/summary',
  '/plan/nurture-network',
  '/sprint-library',
  '/sprint-library/pre-designed',
  '/sprint-library/diy',
  '/sprint-library/design',
  '/my/portfolio',
  '/sprint/dashboard',
  '/sprint/kanban',
  '/sprint/analytics',
  '/sprint/feedback',
  '/explore/growth-leader-assessment-v2',
  '/explore/leader-360',
  '/leader-360',
  '/dashboard/viewing-rights',
  '/external-auth',
  '/event/dashboard',
];

function managerRoutes({ teamId, memberId }: Ids): string[] {
  const team = `/teams/v2/${teamId}`;
  return [
    '/add-space/team',
    '/team-alignment/express',
    '/team-alignment/sample-report',
    `${team}/manage-team`,
    `${team}/team-alignment`,
    `${team}/manager-impact`,
    `${team}/team-gla-report`,
    `${team}/team-portfolio`,
    `${team}/sprint-library`,
    `${team}/sprint-library/pre-designed`,
    `${team}/sprint-library/diy`,
    `${team}/sprint-library/design`,
    `${team}/sprint/dashboard`,
    `${team}/sprint/kanban`,
    `${team}/sprint/feedback`,
    `${team}/sprint/analytics`,
    `${team}/dashboard`,
    ...['plan', 'analytics', 'connect', 'communicate'].map((v) => `${team}/dashboard/${v}`),
    `${team}/member/${memberId}/plan`,
    `${team}/member/${memberId}/leader-profile`,
  ];
}

const consoleRoutes = ['users', 'licence', 'settings', 'nominees', 'analytics', 'mailbox', 'audit'].map(
  (s) => `/console/${s}`,
);

/** Pages reached through e-mailed links that act on opening (they would spend the demo's links). */
const ACTS_ON_OPEN = /^\/(wipeout\/|notifications\/unsubscribe)/;

/** One e-mailed link per kind of page, from the demo mailbox. */
async function mailedLinks(baseURL: string): Promise<string[]> {
  const admin = await apiLogin(baseURL, demo.admin);
  const box = await apiGet<MailboxResponse>(baseURL, '/api/user/mailbox', admin);
  const byKind = new Map<string, string>();
  for (const mail of box.body.items) {
    for (const m of (mail.text ?? '').matchAll(/https?:\/\/\S+/g)) {
      let url: URL;
      try {
        url = new URL(m[0]);
      } catch {
        continue;
      }
      if (url.origin !== new URL(baseURL).origin || !url.searchParams.has('token')) continue;
      if (ACTS_ON_OPEN.test(url.pathname)) continue;
      const kind = url.pathname.replace(/\d+/g, ':id');
      if (!byKind.has(kind)) byKind.set(kind, `${url.pathname}${url.search}`);
    }
  }
  return [...byKind.values()];
}

// the four walks run side by side, each in its own browser context: most of a page's time is waiting (about 4-6
// min on the 2-core machine). Still opt-in (`E2E_ALL_ROUTES=1`): it passed twice in a row, then the member and
// consoles walk failed once on the merged tree; it joins `npm test` once it is steady, so CI never depends on a
// flaky gate.
const RUN_AUDIT = process.env.E2E_ALL_ROUTES === '1';
describe.skipIf(!RUN_AUDIT)(
  'every route is clean in every language, on a phone and on a desktop',
  { concurrent: true },
  () => {
    // the text rules read the seed's and the locales' sources once (seconds of parsing that would hold up the
    // other walks' pages, their sign-in timing out): before the walks start
    beforeAll(() => {
      for (const language of LANGUAGES) textProblems([], language);
    });

    test('the pages without sign-in and the e-mailed links', { timeout: 900_000 }, async ({
      baseURL,
      newContext,
    }) => {
      const { certificateId } = await demoIds(baseURL);
      const routes = [
        '/auth/login',
        '/auth/forgot-password',
        '/auth/register',
        '/access-denied',
        '/error',
        '/not-found',
        '/no-such-page',
        `/certification/${certificateId}`,
        '/wipeout/not-a-token',
        ...(await mailedLinks(baseURL)),
      ];
      // each page is reloaded: a token link's page reads its token once, on opening
      expect(await tour(await opened(newContext), routes, { reload: true })).toEqual([]);
    });

    test("the manager's team pages", { timeout: 900_000 }, async ({ baseURL, newContext }) => {
      const ids = await demoIds(baseURL);
      expect(await tour(await opened(newContext, demo.manager), managerRoutes(ids))).toEqual([]);
    });

    test("the manager's personal pages", { timeout: 900_000 }, async ({ newContext }) => {
      expect(await tour(await opened(newContext, demo.manager), personalRoutes)).toEqual([]);
    });

    test('a member with a running sprint, and the consoles', { timeout: 900_000 }, async ({ newContext }) => {
      const member = personalRoutes.filter((r) => /^\/(sprint|my|dashboard\/main)/.test(r));
      const problems = [
        ...(await tour(await opened(newContext, demo.member), member)),
        ...(await tour(await opened(newContext, demo.admin), consoleRoutes)),
        ...(await tour(await opened(newContext, demo.ops), ['/console/organisations', '/console/jobs'])),
      ];
      expect(problems).toEqual([]);
    });
  },
);
