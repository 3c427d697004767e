import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { API, answerAll, client, lastMailTo, pageAnswers } from './test-helpers';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
});
afterAll(() => t.close());

const DEMOGRAPHICS = '/api/user-descriptors/api/v1/demographics/me';

describe('wipe-out', () => {
  it('a confirmation link deletes the assessment data; the link then no longer works', async () => {
    const token = await t.createPerson({ email: 'wipe@demo.test', roles: ['USER'], consented: true });
    const id = (await c.start(token)).json().assessmentId;
    await answerAll(
      (b) => c.answer(token, { assessmentId: id, ...b }),
      () => 3,
    );
    await c.finish(token, id);
    await c.post(DEMOGRAPHICS, token, { country: 'DE', ageRange: '40-49' });

    const req = await c.post(`${API}/assessment-group/wipe-out-request`, token, {});
    expect(req.statusCode).toBe(200);
    expect(req.json()).toEqual({ sentTo: 'wipe@demo.test' });
    const mail = await lastMailTo(t, 'wipe@demo.test');
    expect(mail?.subject).toMatch(/confirm deleting/);
    const link = new URL(mail!.link!);
    expect(link.pathname).toMatch(/^\/wipeout\//);
    const wipeToken = decodeURIComponent(link.pathname.split('/')[2]);

    // the wipe-out token opens nothing else
    expect((await c.lastPos(wipeToken, id)).statusCode).toBe(401);
    expect((await c.get('/api/user/users/getUserState', wipeToken)).statusCode).toBe(401);

    const res = await c.call('DELETE', `${API}/assessment-group/wipe-out`, wipeToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedAssessments: 1 });
    const s = await c.state(token);
    expect(s).toMatchObject({
      glaV2: { assessmentId: 0 },
      styleSurveyCompleted: false,
      strategySurveyCompleted: false,
    });
    expect((await c.lastPos(token, id)).statusCode).toBe(404);
    expect((await c.get(DEMOGRAPHICS, token)).json()).toMatchObject({
      country: null,
      ageRange: null,
      updatedAt: null,
    });

    const again = await c.call('DELETE', `${API}/assessment-group/wipe-out`, wipeToken);
    expect(again.statusCode).toBe(401);
    // 'New GLA' afterwards
    expect((await c.start(token)).statusCode).toBe(200);
  });

  it("touches nobody else's data", async () => {
    const token = await t.createPerson({ email: 'wipe2@demo.test', roles: ['USER'], consented: true });
    await c.post(`${API}/assessment-group/wipe-out-request`, token, {});
    const wipeToken = decodeURIComponent(
      new URL((await lastMailTo(t, 'wipe2@demo.test'))!.link!).pathname.split('/')[2],
    );
    const member = await t.login('member@demo.test');
    const before = (await c.state(member)).glaV2.assessmentId;
    expect((await c.call('DELETE', `${API}/assessment-group/wipe-out`, wipeToken)).json()).toEqual({
      deletedAssessments: 0,
    });
    expect((await c.state(member)).glaV2.assessmentId).toBe(before);
  });

  it('needs a token', async () => {
    const res = await c.call('DELETE', `${API}/assessment-group/wipe-out`, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/missing its access token/);
  });
});

describe('entitlements', () => {
  it('gla-survey-limit counts the assessments a person has started (Free plan: one)', async () => {
    const { licensing, identity } = t.app.stride;
    const token = await t.createPerson({ email: 'limited@demo.test', roles: ['USER'], consented: true });
    const user = (await identity.people.byEmail('limited@demo.test'))!;
    const clientId = (await identity.repo.preferredMembership(user.id))!.clientId;
    const original = await licensing.service.summary(clientId);
    await licensing.service.setSubscription({
      clientId,
      planCode: 'FREE',
      status: 'ACTIVE',
      currentTermEnd: null,
      buyerUserId: null,
    });
    try {
      const id = (await c.start(token)).json().assessmentId;
      await answerAll(
        (b) => c.answer(token, { assessmentId: id, ...b }),
        () => 4,
      );
      await c.finish(token, id);
      expect((await c.start(token)).json().assessmentId).toBe(id); // the GET answers the finished one
      const res = await c.restart(token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'GLA_LIMIT_REACHED' });
      expect(res.json().message).toMatch(/used all 1 Growth Leader Assessment/);
      expect((await c.state(token)).glaV2.assessmentId).toBe(id);
    } finally {
      await licensing.service.setSubscription({
        clientId,
        planCode: original.planCode,
        status: original.status,
        currentTermEnd: original.currentTermEnd ? new Date(original.currentTermEnd) : null,
        buyerUserId: (await identity.people.byEmail('buyer@demo.test'))!.id,
      });
    }
  });

  it('an unlimited plan starts a new assessment after a finished one only on the confirmed POST', async () => {
    const token = await t.createPerson({ email: 'again@demo.test', roles: ['USER'], consented: true });
    const first = (await c.start(token)).json().assessmentId;
    await answerAll(
      (b) => c.answer(token, { assessmentId: first, ...b }),
      () => 4,
    );
    await c.finish(token, first);
    const get = await c.start(token);
    expect(get.json().assessmentId).toBe(first); // a GET (a link, a prefetch, a reload) never replaces it
    expect(get.headers['cache-control']).toBe('no-store');
    expect((await c.state(token)).glaV2.assessmentId).toBe(first);
    const second = await c.restart(token);
    expect(second.statusCode).toBe(200);
    expect(second.json().assessmentId).not.toBe(first);
    expect((await c.state(token)).glaV2.assessmentId).toBe(second.json().assessmentId);
  });
});

describe('research questions (user descriptors)', () => {
  it('saves and reads the optional answers; every field may be left out', async () => {
    const token = await t.createPerson({ email: 'research@demo.test', roles: ['USER'], consented: true });
    expect((await c.get(DEMOGRAPHICS, token)).json().updatedAt).toBeNull();
    expect((await c.post(DEMOGRAPHICS, token, {})).statusCode).toBe(200);
    const body = {
      country: 'OTHER',
      origin: 'Atlantis',
      educationLevel: 7,
      ageRange: '60+',
      gender: 'FEMALE',
      businessGroup: 'OTHER',
      roleOther: 'Lighthouse keeper',
      ethnicGroup: 'ASIAN',
      culturalGroup: 'NORDIC_EUROPE',
    };
    const res = await c.post(DEMOGRAPHICS, token, body);
    expect(res.statusCode).toBe(200);
    expect((await c.get(DEMOGRAPHICS, token)).json()).toMatchObject(body);
  });

  it('refuses values outside the lists and keeps the saved answers', async () => {
    const token = await t.createPerson({ email: 'research2@demo.test', roles: ['USER'], consented: true });
    await c.post(DEMOGRAPHICS, token, { educationLevel: 3 });
    for (const bad of [
      { educationLevel: 8 },
      { ageRange: '12-17' },
      { country: 'France' },
      { unknownField: 1 },
    ]) {
      const res = await c.post(DEMOGRAPHICS, token, bad);
      expect(res.statusCode).toBe(400);
    }
    expect((await c.get(DEMOGRAPHICS, token)).json().educationLevel).toBe(3);
  });

  it('are kept per organisation: another organisation sees none of them', async () => {
    const other = await t.login('other@other.test');
    expect((await c.get(DEMOGRAPHICS, other)).json().updatedAt).toBeNull();
  });
});

describe('saving answers is written before the call answers', () => {
  it('an acknowledged page is there for a new instance of the reader', async () => {
    const token = await t.createPerson({ email: 'durable@demo.test', roles: ['USER'], consented: true });
    const id = (await c.start(token)).json().assessmentId;
    await c.answer(token, { assessmentId: id, userAnswers: pageAnswers('STYLE', 1, 5), lastPos: 'Style-2' });
    const rows = await t.app.stride.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM gla_answers WHERE assessment_id = $1 AND value = 5',
      [id],
    );
    expect(rows[0].n).toBe(10);
  });

  it('a save based on a state that changed meanwhile writes nothing', async () => {
    const token = await t.createPerson({ email: 'stale@demo.test', roles: ['USER'], consented: true });
    const id = (await c.start(token)).json().assessmentId;
    const { repo } = t.app.stride.assessment;
    const user = (await t.app.stride.identity.people.byEmail('stale@demo.test'))!;
    const clientId = (await t.app.stride.identity.repo.preferredMembership(user.id))!.clientId;
    const stale = (await repo.own(id, clientId, user.id))!;
    // another tab moves on to page 2
    await c.answer(token, { assessmentId: id, userAnswers: pageAnswers('STYLE', 1, 2), lastPos: 'Style-2' });
    const ok = await repo.saveGuarded(stale, pageAnswers('STYLE', 1, 5), {
      lastPos: 'Style-2',
      styleCompletedAt: null,
    });
    expect(ok).toBe(false);
    const page = (await c.page(token, id, 'STYLE', 1)).json();
    expect(page.questions.every((q: { answer: number }) => q.answer === 2)).toBe(true);
  });
});
