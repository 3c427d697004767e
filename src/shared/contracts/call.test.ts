import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assessmentCalls, nomineeSurveyCalls } from './assessment-calls';
import { authCalls } from './auth-calls';
import { type CallContract, callPath } from './call';
import { consoleCalls } from './console-calls';
import { mailboxCalls } from './mailbox-calls';
import { planCalls } from './plan-calls';
import { sessionCalls } from './session-calls';
import { teamCalls, teamMilestoneCalls } from './teams-calls';

const ALL: Record<string, Record<string, CallContract>> = {
  assessmentCalls,
  nomineeSurveyCalls,
  authCalls,
  consoleCalls,
  mailboxCalls,
  planCalls,
  sessionCalls,
  teamCalls,
  teamMilestoneCalls,
};
const calls = Object.entries(ALL).flatMap(([group, set]) =>
  Object.entries(set).map(([name, call]) => ({ id: `${group}.${name}`, call })),
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
  it.each(calls)('$id: its params schema names exactly the parameters of its path', ({ call }) => {
    const inPath = [...call.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]).sort();
    const declared = call.params instanceof z.ZodObject ? Object.keys(call.params.shape).sort() : [];
    expect(declared).toEqual(inPath);
  });

  it('gives every method and path one contract', () => {
    const keys = calls.map(({ call }) => `${call.method} ${call.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('sends a body only with a method that carries one', () => {
    const bodyOnGet = calls.filter(({ call }) => call.method === 'GET' && call.body).map(({ id }) => id);
    expect(bodyOnGet).toEqual([]);
  });
});
