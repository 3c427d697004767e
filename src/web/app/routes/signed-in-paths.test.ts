import { describe, expect, it } from 'vitest';
import { CONSOLE_SECTIONS } from '../../features/console/sections';
import { appPages } from './app-pages';
import { needsSignIn } from './signed-in-paths';

/** A route path with its parameters filled in, as a person would type it. */
const address = (path: string) => `/${path.replace(/:[^/]+/g, '7')}`;

describe('needsSignIn', () => {
  it('holds every page of the signed-in app layout', () => {
    const missing = appPages.map((r) => address(r.path ?? '')).filter((a) => !needsSignIn(a));
    expect(missing).toEqual([]);
    expect(appPages.length).toBeGreaterThan(30);
  });

  it('holds the console and its sections, the team guest pages and the policy consent', () => {
    for (const s of CONSOLE_SECTIONS) expect(needsSignIn(`/console/${s.path}`), s.path).toBe(true);
    for (const a of ['/', '/console', '/team-guest', '/team-guest/7/dashboard', '/auth/policy-consent'])
      expect(needsSignIn(a), a).toBe(true);
  });

  it('leaves the public pages and unknown addresses to the app', () => {
    for (const a of [
      '/auth/login',
      '/auth/register',
      '/auth/forgot-password',
      '/guest/set-password',
      '/guest/team-invitation',
      '/plan/network/accept',
      '/plan-guest/7',
      '/leader-360/rate',
      '/team-alignment/survey',
      '/certification/7',
      '/development',
      '/arisa',
      '/survey/nominee',
      '/wipeout/abc',
      '/notifications/unsubscribe',
      '/access-denied',
      '/not-found',
      '/no-such-page',
      '/dashboard',
    ])
      expect(needsSignIn(a), a).toBe(false);
  });

  it('ignores a trailing slash', () => {
    expect(needsSignIn('/sprint/dashboard/')).toBe(true);
    expect(needsSignIn('/leader-360/rate/')).toBe(false);
  });
});
