import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentCalls, nomineeSurveyCalls } from '../shared/contracts/assessment-calls';
import { authCalls } from '../shared/contracts/auth-calls';
import type { CallContract } from '../shared/contracts/call';
import { checkInCalls } from '../shared/contracts/check-in-calls';
import { consoleCalls } from '../shared/contracts/console-calls';
import { dataExportCalls } from '../shared/contracts/data-export-calls';
import { mailboxCalls } from '../shared/contracts/mailbox-calls';
import { planCalls } from '../shared/contracts/plan-calls';
import { sessionCalls } from '../shared/contracts/session-calls';
import { teamImpactCalls } from '../shared/contracts/team-impact-calls';
import { teamSprintCalls } from '../shared/contracts/team-sprint-calls';
import { teamCalls, teamMilestoneCalls } from '../shared/contracts/teams-calls';
import { createTestApp, type TestApp } from './testing/test-app';

/** Every call the web makes by shared contract (src/shared/contracts/*-calls.ts) has its route on the server. */
const SETS: Record<string, Record<string, CallContract>> = {
  assessmentCalls,
  nomineeSurveyCalls,
  authCalls,
  checkInCalls,
  consoleCalls,
  dataExportCalls,
  mailboxCalls,
  planCalls,
  sessionCalls,
  teamCalls,
  teamMilestoneCalls,
  teamImpactCalls,
  teamSprintCalls,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the web calls', () => {
  it('each reaches a route the server declares, with the same method and path', () => {
    const missing = Object.entries(SETS).flatMap(([group, set]) =>
      Object.entries(set)
        .filter(([, call]) => !t.app.hasRoute({ method: call.method, url: call.path }))
        .map(([name, call]) => `${group}.${name}: ${call.method} ${call.path}`),
    );
    expect(missing).toEqual([]);
  });
});
