import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

/** The registry (decision 0016): every module shows the same face, and app.stride reaches each one's api. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('the module registry', () => {
  it('lists each module once, in construction order, with its api under its name', () => {
    const { modules } = t.app.stride;
    expect(modules.map((m) => m.name)).toEqual([
      'notifications',
      'identity',
      'licensing',
      'assessment',
      'plan',
      'console',
      'teams',
      'sprints',
      'gamification',
      'leader360',
      'alignment',
      'home',
      'assistant',
      'dataExport',
    ]);
    const stride = t.app.stride as unknown as Record<string, unknown>;
    for (const m of modules) expect(stride[m.name]).toBe(m.api);
  });

  it('runs the demo steps in the order of the registry: notifications, GLA, plans, console history, teams, sprints, badges, 360', () => {
    expect(t.app.stride.modules.flatMap((m) => (m.seeds ?? []).map((s) => s.name))).toEqual([
      'notifications',
      'assessments',
      'plans',
      'console history',
      'teams',
      'discovery-team',
      'sprints (run)',
      'sprints (check-ins)',
      'sprints (feedback)',
      'sprints (team)',
      'badges and certificates',
      'leader 360',
      'team alignment',
      'assistant conversations',
    ]);
  });

  it('serves every plugin under /api, and hands every module job to the jobs runtime', () => {
    const { modules, jobs } = t.app.stride;
    for (const m of modules) for (const p of m.plugins) expect(p.prefix).toMatch(/^\/api\//);
    const registered = jobs.registered();
    for (const j of modules.flatMap((m) => m.jobs ?? [])) expect(registered).toContain(j.name);
    expect(registered).toContain('mail.deliver');
  });
});
