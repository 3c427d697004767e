import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../e2e/support/browser';
import { ROOT } from '../test/support/server-process';
import { login } from './server';

export interface LighthouseRun {
  /** the performance score, 0-100 */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** the accessibility and best-practices scores, 0-100 (null when the category was not run) */
  accessibility: number | null;
  bestPractices: number | null;
  /** the audits of those two categories that lost points */
  failedAudits: string[];
  /** JavaScript as sent (compressed), all scripts the page loaded, and how many files */
  jsBytes: number;
  jsFiles: number;
  /** requests started before the largest contentful paint (as observed, unthrottled), and all of them */
  requestsBeforeLcp: number;
  requests: number;
}

const LIGHTHOUSE = join(ROOT, 'node_modules/.bin/lighthouse');

interface Report {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<
    string,
    {
      score: number | null;
      scoreDisplayMode?: string;
      numericValue?: number;
      details?: { items?: Array<Record<string, unknown>> };
    }
  >;
}

/** What one report says of a page: its scores, its metrics, its scripts and requests. */
function summarise(result: Report): LighthouseRun {
  const audit = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const category = (id: string) => {
    const score = result.categories[id]?.score;
    return score === undefined || score === null ? null : Math.round(score * 100);
  };
  const failedAudits: string[] = [];
  for (const id of ['accessibility', 'best-practices']) {
    for (const ref of result.categories[id]?.auditRefs ?? []) {
      const a = result.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
        failedAudits.push(ref.id);
    }
  }
  const requests = (result.audits['network-requests']?.details?.items ?? []) as Array<{
    resourceType?: string;
    transferSize?: number;
    networkRequestTime?: number;
  }>;
  const metrics = (result.audits.metrics?.details?.items?.[0] ?? {}) as {
    observedLargestContentfulPaint?: number;
  };
  const observedLcp = metrics.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    score: category('performance') ?? 0,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    failedAudits,
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    requestsBeforeLcp: requests.filter((r) => (r.networkRequestTime ?? 0) <= observedLcp).length,
    requests: requests.length,
  };
}

/** Runs the Lighthouse CLI (mobile preset, simulated throttling) on `url` and reads its JSON report. */
async function runCli(url: string, extra: string[]): Promise<LighthouseRun> {
  const dir = mkdtempSync(join(tmpdir(), 'stride-lighthouse-'));
  const report = join(dir, 'report.json');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        LIGHTHOUSE,
        [url, '--output=json', `--output-path=${report}`, '--quiet', ...extra],
        { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}: ${stderr.slice(-500)}`)),
      );
    });
    return summarise(JSON.parse(readFileSync(report, 'utf8')) as Report);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const CATEGORIES = '--only-categories=performance,accessibility,best-practices';

/**
 * A Lighthouse run of one page with its mobile preset (simulated slow 4G and a 4x slower CPU) in Debian's
 * Chromium, signed out, cold cache; null when Chromium or Lighthouse is missing. The score moves a few points
 * with the machine's load: the bench runs it before loading the server.
 */
export async function lighthouse(url: string): Promise<LighthouseRun | null> {
  if (!existsSync(CHROMIUM_PATH) || !existsSync(LIGHTHOUSE)) return null;
  return runCli(url, [CATEGORIES, '--chrome-flags=--headless --no-sandbox']);
}

/** The pages people use every day (issue 31), as manager@demo.test meets them. */
export interface SignedInPage {
  name: string;
  path: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The Platform Team's id as manager@ sees it: the team dashboard and the team sprint are its. */
async function platformTeamId(baseURL: string, email: string): Promise<number> {
  const authorization = await login(baseURL, email);
  const res = await fetch(`${baseURL}/api/team/teams-member/team-details`, { headers: { authorization } });
  const teams = ((await res.json()) as { data: Array<{ id: number; name: string }> }).data;
  const team = teams.find((t) => t.name === 'Platform Team');
  if (!team) throw new Error(`${email} has no Platform Team`);
  return team.id;
}

export const PERSON = 'manager@demo.test';

export async function signedInPages(baseURL: string): Promise<SignedInPage[]> {
  const teamId = await platformTeamId(baseURL, PERSON);
  return [
    { name: 'dashboard', path: '/dashboard/main-dashboard' },
    { name: 'sprint dashboard', path: '/sprint/dashboard' },
    { name: 'team dashboard', path: `/teams/v2/${teamId}/dashboard` },
    { name: 'Leader Profile', path: '/explore/growth-leader-assessment-v2' },
    { name: 'team sprint dashboard', path: `/teams/v2/${teamId}/sprint/dashboard` },
  ];
}

export interface PageFigure {
  page: string;
  path: string;
  cache: 'cold' | 'warm';
  runs: LighthouseRun[];
  /** the machine's 1-minute load average when the runs ended */
  load: number;
}

/**
 * Signs `PERSON` in through the login page of one Chromium (a persistent profile, so Lighthouse's tab shares its
 * cookies), then runs Lighthouse on each page: cold (the browser's HTTP cache cleared first; the session kept)
 * and warm (straight after, the cache as the cold run left it), `times` each. The login page runs signed out first.
 */
export async function lighthousePages(
  baseURL: string,
  options: { times?: number; log?: (line: string) => void; only?: string[] } = {},
): Promise<PageFigure[]> {
  const times = options.times ?? 2;
  const log = options.log ?? (() => {});
  if (!existsSync(CHROMIUM_PATH) || !existsSync(LIGHTHOUSE)) return [];
  const figures: PageFigure[] = [];
  const record = (page: string, path: string, cache: 'cold' | 'warm', run: LighthouseRun) => {
    let figure = figures.find((f) => f.path === path && f.cache === cache);
    if (!figure) {
      figure = { page, path, cache, runs: [], load: 0 };
      figures.push(figure);
    }
    figure.runs.push(run);
    figure.load = loadavg()[0];
    log(
      `  ${page} (${cache}): ${run.score} perf, LCP ${(run.lcpMs / 1000).toFixed(1)} s, TBT ${run.tbtMs.toFixed(0)} ms, ` +
        `a11y ${run.accessibility}, best practices ${run.bestPractices}, JS ${(run.jsBytes / 1000).toFixed(0)} KB ` +
        `in ${run.jsFiles}, ${run.requestsBeforeLcp} requests before LCP (load ${loadavg()[0].toFixed(2)})` +
        (run.failedAudits.length ? `; losing points: ${run.failedAudits.join(' ')}` : ''),
    );
  };

  /** One run; a run Lighthouse gives up on (a lost trace on a busy machine) is said and left out. */
  const attempt = async (
    p: SignedInPage,
    cache: 'cold' | 'warm',
    run: () => Promise<LighthouseRun | null>,
  ) => {
    try {
      const result = await run();
      if (result) record(p.name, p.path, cache, result);
    } catch (e) {
      log(`  ${p.name} (${cache}): Lighthouse failed, run left out: ${e instanceof Error ? e.message : e}`);
    }
  };

  const pages = (await signedInPages(baseURL)).filter(
    (p) => !options.only || options.only.some((o) => p.name.includes(o)),
  );
  if (!options.only || options.only.some((o) => 'login'.includes(o))) {
    for (let i = 0; i < times; i++)
      await attempt({ name: 'login page', path: '/auth/login' }, 'cold', () =>
        lighthouse(`${baseURL}/auth/login`),
      );
  }
  if (!pages.length) return figures;

  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'stride-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', `--remote-debugging-port=${port}`, '--no-first-run', '--disable-sync'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/auth/login`);
    await page.getByLabel(/^E-mail( \*)?$/).fill(PERSON);
    await page.getByLabel(/^Password( \*)?$/).fill('demo-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/auth/login', { timeout: 30_000 });
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    const flags = [CATEGORIES, `--port=${port}`, '--disable-storage-reset'];
    for (let i = 0; i < times; i++) {
      for (const p of pages) {
        await cdp.send('Network.clearBrowserCache');
        await attempt(p, 'cold', () => runCli(`${baseURL}${p.path}`, flags));
        await attempt(p, 'warm', () => runCli(`${baseURL}${p.path}`, flags));
      }
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return figures;
}

/** The goals of issue 31, per page. */
export const GOALS = {
  coldScore: 90,
  warmScore: 95,
  loginScore: 95,
  lcpMs: 2500,
  tbtMs: 200,
  jsBytes: 250_000,
  loginJsBytes: 120_000,
  requests: 30,
};

const range = (values: number[], format: (v: number) => string) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? format(low) : `${format(low)}-${format(high)}`;
};

/** The figures as a table beside the goals (worst run against each goal). */
export function lighthouseTable(figures: PageFigure[]): {
  headers: string[];
  rows: string[][];
  met: boolean;
} {
  let met = true;
  const rows = figures.map((f) => {
    const login = f.path === '/auth/login';
    const scoreGoal = login ? GOALS.loginScore : f.cache === 'warm' ? GOALS.warmScore : GOALS.coldScore;
    const jsGoal = login ? GOALS.loginJsBytes : GOALS.jsBytes;
    const worst = <K extends keyof LighthouseRun>(k: K, pick: (...v: number[]) => number) =>
      pick(...f.runs.map((r) => r[k] as number));
    const ok =
      worst('score', Math.min) >= scoreGoal &&
      (f.cache === 'warm' ||
        (worst('lcpMs', Math.max) <= GOALS.lcpMs &&
          worst('tbtMs', Math.max) <= GOALS.tbtMs &&
          worst('jsBytes', Math.max) <= jsGoal &&
          worst('requestsBeforeLcp', Math.max) <= GOALS.requests &&
          f.runs.every((r) => r.accessibility === 100 && r.bestPractices === 100)));
    met &&= ok;
    const failed = [...new Set(f.runs.flatMap((r) => r.failedAudits))].join(' ');
    return [
      f.page,
      f.cache,
      `${range(
        f.runs.map((r) => r.score),
        String,
      )} (≥${scoreGoal})`,
      `${range(
        f.runs.map((r) => r.lcpMs / 1000),
        (v) => v.toFixed(1),
      )} s`,
      `${range(
        f.runs.map((r) => r.tbtMs),
        (v) => v.toFixed(0),
      )} ms`,
      range(
        f.runs.map((r) => r.accessibility ?? 0),
        String,
      ),
      range(
        f.runs.map((r) => r.bestPractices ?? 0),
        String,
      ),
      `${range(
        f.runs.map((r) => r.jsBytes / 1000),
        (v) => v.toFixed(0),
      )} KB (≤${jsGoal / 1000})`,
      range(
        f.runs.map((r) => r.jsFiles),
        String,
      ),
      `${range(
        f.runs.map((r) => r.requestsBeforeLcp),
        String,
      )} (≤${GOALS.requests})`,
      f.load.toFixed(2),
      ok ? 'met' : 'NOT MET',
      failed,
    ];
  });
  return {
    headers: [
      'page',
      'cache',
      'performance',
      'LCP',
      'TBT',
      'a11y',
      'best pr.',
      'JS sent',
      'JS files',
      'requests before LCP',
      'load',
      'goals',
      'audits losing points',
    ],
    rows,
    met,
  };
}
