import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntitlementKey } from '../../../shared/enums';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerErrorHandling } from '../http/errors';
import { registerAccessControl } from './access';

/**
 * A route that declares a licence feature refuses an organisation without it before its handler runs (decision
 * 0022). The real GLA and teams routes are mounted on a second server whose feature check answers "off" for
 * the features this test turns off in Demo Co; every other answer comes from the real app.
 */
let t: TestApp;
let gated: FastifyInstance;
let member: string;
const off = new Set<EntitlementKey>();
const asked: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const stride = t.app.stride;
  member = await t.login('member@demo.test');
  gated = Fastify();
  gated.setValidatorCompiler(validatorCompiler);
  gated.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(gated);
  registerAccessControl(gated, {
    tokens: stride.tokens,
    resolveSession: stride.identity.resolveSession,
    guestTokens: stride.guestTokens,
    subscriptionOf: (clientId) => stride.licensing.service.summary(clientId),
    // the modules' owner lookups (decision 0026), as app.ts collects them
    owners: new Map(stride.modules.flatMap((m) => Object.entries(m.owners ?? {}))),
    hasFeature: async (clientId, code) => {
      asked.push(`${clientId}:${code}`);
      return !off.has(code);
    },
  });
  const gatedModules = stride.modules.filter((m) => m.name === 'assessment' || m.name === 'teams');
  for (const { prefix, plugin } of gatedModules.flatMap((m) => m.plugins)) {
    await gated.register(plugin, { prefix });
  }
  await gated.ready();
});
afterAll(async () => {
  await gated?.close();
  await t.close();
});

const count = async (sql: string) => (await t.app.stride.database.query<{ n: number }>(sql))[0].n;

describe('a route whose licence feature is off', () => {
  it('GLA: gla-v2-start answers 403 GLA_NOT_IN_PLAN before validation and the handler, and starts nothing', async () => {
    off.add('gla-survey');
    try {
      const before = await count('SELECT count(*)::int AS n FROM gla_assessments');
      const start = (url: string) => gated.inject({ url, headers: t.bearer(member) });
      const refused = await start('/api/assessment/assessment-group/gla-v2-start?languageCode=en');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'GLA_NOT_IN_PLAN' });
      // a bad query is not even read: the refusal comes first
      expect((await start('/api/assessment/assessment-group/gla-v2-start?languageCode=xx')).statusCode).toBe(
        403,
      );
      expect(await count('SELECT count(*)::int AS n FROM gla_assessments')).toBe(before);
      const state = await t.app.inject({ url: '/api/user/users/getUserState', headers: t.bearer(member) });
      expect(asked).toContain(`${state.json().clientId}:gla-survey`);
    } finally {
      off.delete('gla-survey');
    }
    // with the feature on, the same call reaches the handler (validation first: a bad language is 400)
    const bad = await gated.inject({
      url: '/api/assessment/assessment-group/gla-v2-start?languageCode=xx',
      headers: t.bearer(member),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('teams: createTeam answers 403 TEAMS_NOT_IN_PLAN before validation and the handler, and creates nothing', async () => {
    const manager = await t.login('manager@demo.test');
    off.add('team-limit');
    try {
      const before = await count('SELECT count(*)::int AS n FROM teams');
      const create = (payload: object) =>
        gated.inject({
          method: 'POST',
          url: '/api/team/teams/createTeam',
          headers: t.bearer(manager),
          payload,
        });
      const refused = await create({ name: 'Gated', teamType: 'OTHER' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'TEAMS_NOT_IN_PLAN' });
      expect((await create({})).statusCode).toBe(403);
      expect(await count('SELECT count(*)::int AS n FROM teams')).toBe(before);
    } finally {
      off.delete('team-limit');
    }
    // a route without a declared feature is not asked about one
    asked.length = 0;
    const list = await gated.inject({
      url: '/api/team/teams-member/team-details',
      headers: t.bearer(manager),
    });
    expect(list.statusCode).not.toBe(403);
    expect(asked).toEqual([]);
  });
});
