import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assessmentCallSchemas, nomineeSurveyCallSchemas } from './assessment-call-schemas';
import { assessmentCalls, nomineeSurveyCalls } from './assessment-calls';
import { assistantCallSchemas } from './assistant-call-schemas';
import { assistantCalls } from './assistant-calls';
import { authCallSchemas } from './auth-call-schemas';
import { authCalls } from './auth-calls';
import { calendarCallSchemas } from './calendar-call-schemas';
import { calendarCalls } from './calendar-calls';
import { type CallContract, type CallSchemas, callPath, type SchemasOf } from './call';
import { consoleCallSchemas } from './console-call-schemas';
import { consoleCalls } from './console-calls';
import { dataExportCallSchemas } from './data-export-call-schemas';
import { dataExportCalls } from './data-export-calls';
import { gamificationCallSchemas } from './gamification-call-schemas';
import { gamificationCalls } from './gamification-calls';
import { homeCallSchemas } from './home-call-schemas';
import { homeCalls } from './home-calls';
import { jobsViewCallSchemas } from './jobs-view-call-schemas';
import { jobsViewCalls } from './jobs-view-calls';
import { mailboxCallSchemas } from './mailbox-call-schemas';
import { mailboxCalls } from './mailbox-calls';
import { notificationCallSchemas } from './notifications-call-schemas';
import { notificationCalls } from './notifications-calls';
import { planCallSchemas } from './plan-call-schemas';
import { planCalls } from './plan-calls';
import { sessionCallSchemas } from './session-call-schemas';
import { sessionCalls } from './session-calls';
import { teamCallSchemas, teamMilestoneCallSchemas } from './teams-call-schemas';
import { teamCalls, teamMilestoneCalls } from './teams-calls';
import { trackingCallSchemas } from './tracking-call-schemas';
import { trackingCalls } from './tracking-calls';

// The schema values are exactly the schemas each contract names by type (a mismatch fails the typecheck).
assessmentCallSchemas satisfies SchemasOf<typeof assessmentCalls>;
assistantCallSchemas satisfies SchemasOf<typeof assistantCalls>;
nomineeSurveyCallSchemas satisfies SchemasOf<typeof nomineeSurveyCalls>;
authCallSchemas satisfies SchemasOf<typeof authCalls>;
calendarCallSchemas satisfies SchemasOf<typeof calendarCalls>;
consoleCallSchemas satisfies SchemasOf<typeof consoleCalls>;
dataExportCallSchemas satisfies SchemasOf<typeof dataExportCalls>;
gamificationCallSchemas satisfies SchemasOf<typeof gamificationCalls>;
homeCallSchemas satisfies SchemasOf<typeof homeCalls>;
jobsViewCallSchemas satisfies SchemasOf<typeof jobsViewCalls>;
mailboxCallSchemas satisfies SchemasOf<typeof mailboxCalls>;
notificationCallSchemas satisfies SchemasOf<typeof notificationCalls>;
planCallSchemas satisfies SchemasOf<typeof planCalls>;
sessionCallSchemas satisfies SchemasOf<typeof sessionCalls>;
teamCallSchemas satisfies SchemasOf<typeof teamCalls>;
teamMilestoneCallSchemas satisfies SchemasOf<typeof teamMilestoneCalls>;
trackingCallSchemas satisfies SchemasOf<typeof trackingCalls>;

const PAIRS: [string, Record<string, CallContract>, Record<string, CallSchemas>][] = [
  ['assessment', assessmentCalls, assessmentCallSchemas],
  ['assistant', assistantCalls, assistantCallSchemas],
  ['nomineeSurvey', nomineeSurveyCalls, nomineeSurveyCallSchemas],
  ['auth', authCalls, authCallSchemas],
  ['calendar', calendarCalls, calendarCallSchemas],
  ['console', consoleCalls, consoleCallSchemas],
  ['dataExport', dataExportCalls, dataExportCallSchemas],
  ['gamification', gamificationCalls, gamificationCallSchemas],
  ['home', homeCalls, homeCallSchemas],
  ['jobsView', jobsViewCalls, jobsViewCallSchemas],
  ['mailbox', mailboxCalls, mailboxCallSchemas],
  ['notification', notificationCalls, notificationCallSchemas],
  ['plan', planCalls, planCallSchemas],
  ['session', sessionCalls, sessionCallSchemas],
  ['team', teamCalls, teamCallSchemas],
  ['teamMilestone', teamMilestoneCalls, teamMilestoneCallSchemas],
  ['tracking', trackingCalls, trackingCallSchemas],
];
const calls = PAIRS.flatMap(([group, set, schemas]) =>
  Object.entries(set).map(([name, call]) => ({ id: `${group}.${name}`, call, schemas: schemas[name] })),
);

describe('callPath', () => {
  it('fills each :name with its encoded value', () => {
    expect(callPath('/api/x/:id/guests/:guestId', { id: 7, guestId: 12 })).toBe('/api/x/7/guests/12');
    expect(callPath('/api/outcomes/:label', { label: 'a/b c' })).toBe('/api/outcomes/a%2Fb%20c');
  });

  it('refuses a path whose parameter is missing rather than calling a wrong URL', () => {
    expect(() => callPath('/api/x/:id', {})).toThrow(/"id" is missing/);
  });
});

describe('the shared call contracts', () => {
  it('have schema values for every call and for no other', () => {
    for (const [group, set, schemas] of PAIRS) {
      expect(Object.keys(schemas).sort(), group).toEqual(Object.keys(set).sort());
    }
  });

  it.each(calls)('$id: its params schema names exactly the parameters of its path', ({ call, schemas }) => {
    const inPath = [...call.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]).sort();
    const declared = schemas.params instanceof z.ZodObject ? Object.keys(schemas.params.shape).sort() : [];
    expect(declared).toEqual(inPath);
  });

  it('gives every method and path one contract', () => {
    const keys = calls.map(({ call }) => `${call.method} ${call.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('sends a body only with a method that carries one', () => {
    const bodyOnGet = calls
      .filter(({ call, schemas }) => call.method === 'GET' && schemas.body)
      .map(({ id }) => id);
    expect(bodyOnGet).toEqual([]);
  });
});
