import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { clients } from '../tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const state = async (token: string) =>
  (await t.app.inject({ url: '/api/user/users/getUserState', headers: t.bearer(token) })).json();

describe('current user: fields other modules own', () => {
  it('merges a module provider, keeps it cached, and shows a change once the module forgets the person', async () => {
    const token = await t.login('member@demo.test');
    const me = await state(token);
    let assessmentId = 41;
    let calls = 0;
    t.app.stride.identity.users.extendState(async (userId) => {
      calls++;
      return userId === me.userId ? { glaV2: { assessmentId }, styleSurveyCompleted: true } : {};
    });
    await t.app.stride.identity.people.forgetUser(me.userId);

    expect(await state(token)).toMatchObject({ glaV2: { assessmentId: 41 }, styleSurveyCompleted: true });
    assessmentId = 42;
    expect((await state(token)).glaV2.assessmentId).toBe(41);
    expect(calls).toBe(1);

    await t.app.stride.identity.people.forgetUser(me.userId);
    expect((await state(token)).glaV2.assessmentId).toBe(42);
  });

  it('sets role challenges completed for one organisation and shows it at once', async () => {
    const token = await t.login('consultant@demo.test');
    const me = await state(token);
    expect(me.roleChallengesCompleted).toBe(false);
    await t.app.stride.identity.people.setRoleChallengesCompleted(me.userId, me.clientId, true);
    expect((await state(token)).roleChallengesCompleted).toBe(true);
  });
});

describe('current user: organisation settings', () => {
  it('carries the defaults: the product support address, English, assistant on, single-language survey', async () => {
    const s = await state(await t.login('member@demo.test'));
    expect(s.clientSettings).toEqual({
      // Demo Co runs its Custom 360 as "Culture 360" (demo data, issue 15)
      customModelName: 'Culture 360',
      multiLanguageSurvey: false,
      aiAssistantEnabled: true,
      defaultLanguage: 'en',
      supportEmail: 'support@stride.example',
    });
  });

  it("shows the organisation's own support address and survey setting once its cache is dropped", async () => {
    const token = await t.login('other@other.test');
    const me = await state(token);
    await t.app.stride.database.db
      .update(clients)
      .set({ supportEmail: 'help@other.test', multiLanguageSurvey: true })
      .where(eq(clients.id, me.clientId));
    await t.app.stride.identity.stateCache.forgetOrganisation(me.clientId);
    expect((await state(token)).clientSettings).toMatchObject({
      supportEmail: 'help@other.test',
      multiLanguageSurvey: true,
    });
    // another organisation keeps its own
    expect((await state(await t.login('member@demo.test'))).clientSettings.supportEmail).toBe(
      'support@stride.example',
    );
  });
});
