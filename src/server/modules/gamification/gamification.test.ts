import { createHash } from 'node:crypto';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../testing/test-app';

import ob3Schema from './fixtures/ob_v3p0_achievementcredential_schema.json';

const clock = createManualClock(new Date('2026-03-29T12:00:00Z'));
const ajv = new Ajv2019({ allErrors: true, strict: false });
addFormats.default(ajv);
const validateOb3 = ajv.compile(ob3Schema);
let t: TestApp;
let me: string;
let other: string;
let userId: number;
let clientId: number;

async function call(token: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? t.bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.body, json: () => res.json(), headers: res.headers };
}
const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  t.app.stride.database.query<T>(sql, params);
const id = async (sql: string, params: unknown[]) => Number((await q<{ id: number }>(sql, params))[0]!.id);

/**
 * A 4-week sprint (2026-03-02 .. 03-29, UTC) in its review window, with two crew members (a manager and a peer)
 * who were in a done feedforward and gave FINAL feedback scoring every behaviour and outcome `score`, every
 * check-in completed and every feedback request answered.
 */
async function sprintReadyForReview(label: string, score: number): Promise<number> {
  const sprintId = await id(
    `INSERT INTO sprints (client_id, user_id, label, status, duration_weeks, start_date, starts_at, ends_at,
       started_at, timezone, check_in_weekday, design_step)
     VALUES ($1, $2, $3, 'IN_PROGRESS', 4, '2026-03-02', '2026-03-02T00:00:00Z', '2026-03-29T23:59:59Z',
       '2026-03-02T00:00:00Z', 'UTC', 1, 'start') RETURNING id`,
    [clientId, userId, label],
  );
  const item = (kind: string, i: number) =>
    id(
      `INSERT INTO sprint_items (sprint_id, client_id, kind, label, sort_index) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [sprintId, clientId, kind, `${kind} ${i}`, i],
    );
  await item('ACTION', 0);
  const scored = [await item('BEHAVIOUR', 0), await item('OUTCOME', 0), await item('OUTCOME', 1)];
  const ff = await id(
    `INSERT INTO sprint_activities (sprint_id, client_id, code, title, status, created_by)
     VALUES ($1, $2, 'FF', 'Feedforward with the crew', 'DONE', $3) RETURNING id`,
    [sprintId, clientId, userId],
  );
  for (const [name, role] of [
    ['Mona Manager', 'Manager'],
    ['Pat Peer', 'Peer'],
  ]) {
    const crewId = await id(
      `INSERT INTO sprint_crew (sprint_id, client_id, name, email, role, status)
       VALUES ($1, $2, $3, $4, $5, 'ACTIVE') RETURNING id`,
      [sprintId, clientId, name, `${role.toLowerCase()}-${sprintId}@example.test`, role],
    );
    await q('INSERT INTO sprint_activity_people (activity_id, crew_id) VALUES ($1, $2)', [ff, crewId]);
    const requestId = await id(
      `INSERT INTO sprint_feedback_requests (sprint_id, client_id, crew_id, type, due_at, deadline_at, mailed_at, answered_at)
       VALUES ($1, $2, $3, 'FINAL', '2026-03-27T09:00:00Z', '2026-04-05T00:00:00Z', '2026-03-27T09:00:00Z',
         '2026-03-28T09:00:00Z') RETURNING id`,
      [sprintId, clientId, crewId],
    );
    const feedbackId = await id(
      `INSERT INTO sprint_feedback (sprint_id, client_id, crew_id, request_id, type) VALUES ($1, $2, $3, $4, 'FINAL') RETURNING id`,
      [sprintId, clientId, crewId, requestId],
    );
    for (const itemId of scored)
      await q('INSERT INTO sprint_feedback_scores (feedback_id, item_id, score) VALUES ($1, $2, $3)', [
        feedbackId,
        itemId,
        score,
      ]);
  }
  for (const day of ['02', '09', '16', '23'])
    await q(
      `INSERT INTO sprint_check_ins (sprint_id, client_id, user_id, type, due_at, status, completed_at)
       VALUES ($1, $2, $3, 'WEEKLY', $4, 'COMPLETED', $4)`,
      [sprintId, clientId, userId, `2026-03-${day}T09:00:00Z`],
    );
  return sprintId;
}

const awards = (sql = '') =>
  q<{ id: number; code: string; type: string; sprint_id: number | null }>(
    `SELECT id, code, type, sprint_id FROM gamification_awards WHERE user_id = $1 ${sql} ORDER BY id`,
    [userId],
  );

beforeAll(async () => {
  t = await createTestApp({ config: { clock } });
  me = await t.createPerson({
    email: 'gami@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Gia Gami',
  });
  other = await t.login('other@other.test');
  userId = (await t.app.stride.identity.people.byEmail('gami@demo.test'))!.id;
  clientId = (
    await q<{ client_id: number }>('SELECT client_id FROM memberships WHERE user_id = $1', [userId])
  )[0]!.client_id;
});
afterAll(() => t.close());

describe('badges', () => {
  it('are earned once on milestones, however often the event comes, and congratulated once', async () => {
    const event = { sprintId: 1, userId, clientId };
    await t.app.stride.events.emit('sprint.started', event);
    await t.app.stride.events.emit('sprint.started', event);
    await t.app.stride.events.emit('checkIn.completed', { ...event, checkInId: 1, type: 'FIRST' });
    const res = await call(me, 'GET', '/api/gamification/get-user-badges/?lng=de');
    expect(res.status).toBe(200);
    const { earned, inProgress } = res.json().data;
    expect(earned.map((a: { badge: { code: string } }) => a.badge.code)).toEqual([
      'FIRST_SPRINT',
      'FIRST_CHECK_IN',
    ]);
    expect(earned[0].badge.badge_name).toBe('Startschuss');
    expect(inProgress.map((b: { code: string }) => b.code)).toContain('FIRST_PORTFOLIO');
    const unseen = (await call(me, 'GET', '/api/gamification/unseen')).json().data;
    expect(unseen).toHaveLength(2);
    expect((await call(me, 'POST', `/api/gamification/seen/${unseen[0].id}`)).status).toBe(200);
    expect((await call(me, 'GET', '/api/gamification/unseen')).json().data).toHaveLength(1);
  });
});

let certificateId = 0;
let metSprint = 0;
describe('the certificate on the final review', () => {
  it('the criteria panel answers each criterion under data.criteria.criteria while the sprint runs', async () => {
    metSprint = await sprintReadyForReview('Speak up early', 85);
    const res = await call(me, 'GET', `/api/gamification/achievement/${metSprint}`);
    expect(res.status).toBe(200);
    const { criteria, certificateId: none } = res.json().data;
    expect(none).toBeNull();
    expect(criteria.meetsCriteria).toBe(true);
    expect(criteria.criteria.find((c: { key: string }) => c.key === 'scores')).toMatchObject({
      min: 80,
      valueToValidate: 85,
      meetsCriteria: true,
    });
    expect(criteria.criteria.every((c: { meetsCriteria: boolean }) => c.meetsCriteria)).toBe(true);
  });

  it('is issued when the review saves a sprint meeting every criterion, with the portfolio badge', async () => {
    const saved = await call(me, 'POST', '/api/team/sprint-review', { sprintId: metSprint, choice: 3 });
    expect(saved.status).toBe(200);
    const certs = await awards(`AND type = 'STRIDE_CERT'`);
    expect(certs).toEqual([expect.objectContaining({ code: 'SPRINT_CERTIFICATE', sprint_id: metSprint })]);
    certificateId = certs[0]!.id;
    expect((await awards(`AND code = 'FIRST_PORTFOLIO'`)).length).toBe(1);
    // saving again issues nothing twice
    await call(me, 'GET', `/api/team/user-sprint/saveToPortfolio/${metSprint}`);
    expect(await awards(`AND type = 'STRIDE_CERT'`)).toHaveLength(1);
    const achievement = (await call(me, 'GET', `/api/gamification/achievement/${metSprint}`)).json().data;
    expect(achievement.certificateId).toBe(certificateId);
  });

  it('is not issued when a criterion is not met (a final score below 80%)', async () => {
    const weak = await sprintReadyForReview('Listen first', 70);
    const panel = (await call(me, 'GET', `/api/gamification/achievement/${weak}`)).json().data.criteria;
    expect(panel.meetsCriteria).toBe(false);
    expect(panel.criteria.find((c: { key: string }) => c.key === 'scores').meetsCriteria).toBe(false);
    expect((await call(me, 'POST', '/api/team/sprint-review', { sprintId: weak, choice: 3 })).status).toBe(
      200,
    );
    const certs = await awards(`AND type = 'STRIDE_CERT'`);
    expect(certs.map((c) => c.sprint_id)).toEqual([metSprint]);
    expect((await awards(`AND code = 'FIRST_PORTFOLIO'`)).length).toBe(1);
  });

  it('shows the signed-in owner the certificate with its LinkedIn links, and another organisation 404', async () => {
    const mine = await call(me, 'GET', `/api/gamification/certificate/${certificateId}`);
    expect(mine.status).toBe(200);
    const data = mine.json().data;
    expect(data).toMatchObject({
      badge: { type: 'STRIDE_CERT' },
      user: { fullname: 'Gia Gami' },
      sprint: { id: metSprint, label: 'Speak up early' },
      publicUrl: `http://stride.test/certification/${certificateId}`,
    });
    expect(data.linkedInAddCertificateUrl).toContain('startTask=CERTIFICATION_NAME');
    expect(data.linkedInShareCertificateUrl).toContain(encodeURIComponent(data.publicUrl));
    const foreign = await call(other, 'GET', `/api/gamification/certificate/${certificateId}`);
    expect(foreign.status).toBe(404);
    expect((await call(other, 'GET', `/api/gamification/achievement/${metSprint}`)).status).toBe(404);
    expect((await call(other, 'POST', `/api/gamification/seen/${certificateId}`)).status).toBe(404);
    expect((await call(me, 'GET', '/api/gamification/certificate/abc')).status).toBe(400);
  });
});

describe('the public certificate and its credential', () => {
  it('shows a stranger (no sign-in) the certificate, verified; badges and unknown ids are 404', async () => {
    const res = await call(null, 'GET', `/api/gamification/public/certificate/${certificateId}?lng=fr`);
    expect(res.status).toBe(200);
    expect(res.json().data).toMatchObject({
      verified: true,
      user: { fullname: 'Gia Gami' },
      badge: { badge_name: 'Certificat de sprint Stride' },
      sprint: { label: 'Speak up early' },
      issuerName: 'Stride',
    });
    const badge = (await awards(`AND type = 'BADGE'`))[0]!;
    expect((await call(null, 'GET', `/api/gamification/public/certificate/${badge.id}`)).status).toBe(404);
    expect((await call(null, 'GET', '/api/gamification/public/certificate/999999')).status).toBe(404);
  });

  it('is an Open Badges 3.0 credential that verifies with the published key, and fails after one byte changes', async () => {
    const jwt = (await call(null, 'GET', `/api/gamification/public/credential/${certificateId}`)).body;
    const jwks = (await call(null, 'GET', '/api/gamification/public/issuer/jwks.json')).json();
    const issuer = (await call(null, 'GET', '/api/gamification/public/issuer')).json();
    const keys = createLocalJWKSet(jwks);
    const { payload, protectedHeader } = await jwtVerify(jwt, keys, {
      issuer: issuer.id,
      currentDate: clock.now(),
    });
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(payload).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      id: `http://stride.test/api/gamification/public/credential/${certificateId}`,
      credentialSubject: { achievement: { name: 'Stride Sprint Certificate' } },
    });
    // the 1EdTech OB 3.0 AchievementCredential schema (a fixture written down from the published one)
    expect(validateOb3(payload), JSON.stringify(validateOb3.errors)).toBe(true);
    // the recipient: the salted SHA-256 of their e-mail, as a verifier given the address computes it
    const [{ email }] = await q<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
    const [identity] = (payload.credentialSubject as { identifier: Record<string, unknown>[] }).identifier;
    expect(identity).toMatchObject({ type: 'IdentityObject', identityType: 'emailAddress', hashed: true });
    expect(identity!.identityHash).toBe(
      `sha256$${createHash('sha256').update(`${email}${identity!.salt}`).digest('hex')}`,
    );
    expect(JSON.stringify(payload)).not.toContain(email);
    // the achievement the credential links to is served there
    const achievementId = (payload.credentialSubject as { achievement: { id: string } }).achievement.id;
    const achievement = await call(null, 'GET', achievementId.replace('http://stride.test', ''));
    expect(achievement.status).toBe(200);
    expect(achievement.json()).toMatchObject({
      id: achievementId,
      type: ['Achievement'],
      name: 'Stride Sprint Certificate',
      criteria: { narrative: expect.any(String) },
    });
    // one byte of the signed payload changed: the signature no longer verifies
    const [h, p, s] = jwt.split('.');
    const at = Math.floor(p!.length / 2);
    const flipped = `${h}.${p!.slice(0, at)}${p![at] === 'A' ? 'B' : 'A'}${p!.slice(at + 1)}.${s}`;
    await expect(jwtVerify(flipped, keys, { currentDate: clock.now() })).rejects.toThrow();
    // and so does a changed signature byte
    const badSig = `${h}.${p}.${s![0] === 'A' ? 'B' : 'A'}${s!.slice(1)}`;
    await expect(jwtVerify(badSig, keys, { currentDate: clock.now() })).rejects.toThrow();
  });

  it('serves the certificate as a PDF without sign-in', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/gamification/public/certificate/${certificateId}/pdf`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // the verified line names the issuer in every language (no '{{issuer}}' left: issue 30, point 11)
    for (const [lng, words] of [
      ['en', 'the key Stride published'],
      ['de', 'Schlüssel von Stride'],
    ] as const) {
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/gamification/public/certificate/${certificateId}/pdf?lng=${lng}`,
      });
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
        mergePages: true,
      });
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).not.toContain('{{');
      expect(flat).toContain(words);
    }
  });
});

describe("the organisation's leadership certificate (issuer CLIENT)", () => {
  it("is issued and signed by the organisation: verifies with its own published key, not Stride's, and fails after one byte changes", async () => {
    await t.app.stride.gamification.service.earn(clientId, userId, 'leadership');
    const [cert] = await q<{ id: number; issuer: string; issuer_name: string }>(
      `SELECT id, issuer, issuer_name FROM gamification_awards WHERE user_id = $1 AND type = 'LEADERSHIP_CERT'`,
      [userId],
    );
    const [org] = await q<{ name: string }>('SELECT name FROM clients WHERE id = $1', [clientId]);
    expect(cert).toMatchObject({ issuer: 'CLIENT', issuer_name: org!.name });

    // the public page and the profile name the organisation as issuer
    const page = (await call(null, 'GET', `/api/gamification/public/certificate/${cert!.id}`)).json().data;
    expect(page).toMatchObject({ issuer: 'CLIENT', issuerName: org!.name, verified: true });
    const mine = (await call(me, 'GET', '/api/gamification/get-user-badges/')).json().data;
    expect(JSON.stringify(mine)).toContain(org!.name);
    expect(new URL(page.linkedInAddCertificateUrl).searchParams.get('organizationName')).toBe(org!.name);

    // the organisation's profile and key set, published under its id
    const base = '/api/gamification/public/issuer/organisation';
    const profile = (await call(null, 'GET', `${base}/${clientId}`)).json();
    expect(profile).toMatchObject({ id: `http://stride.test${base}/${clientId}`, name: org!.name });
    const orgKeys = (await call(null, 'GET', `${base}/${clientId}/jwks.json`)).json();
    const strideKeys = (await call(null, 'GET', '/api/gamification/public/issuer/jwks.json')).json();
    expect(orgKeys.keys[0].kid).not.toBe(strideKeys.keys[0].kid);

    const jwt = (await call(null, 'GET', `/api/gamification/public/credential/${cert!.id}`)).body;
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(orgKeys), {
      issuer: profile.id,
      currentDate: clock.now(),
    });
    expect(payload).toMatchObject({
      issuer: { id: profile.id, name: org!.name },
      credentialSubject: { achievement: { type: ['Achievement'] } },
    });
    expect(validateOb3(payload), JSON.stringify(validateOb3.errors)).toBe(true);
    // its achievement is served at its link too
    const achievementId = (payload.credentialSubject as { achievement: { id: string } }).achievement.id;
    expect(achievementId).toBe(
      'http://stride.test/api/gamification/public/achievement/LEADERSHIP_CERTIFICATE',
    );
    expect((await call(null, 'GET', achievementId.replace('http://stride.test', ''))).status).toBe(200);
    // a badge's code and an unknown code are not achievements anyone can read
    expect((await call(null, 'GET', '/api/gamification/public/achievement/FIRST_GLA')).status).toBe(404);
    expect((await call(null, 'GET', '/api/gamification/public/achievement/NOPE')).status).toBe(404);
    // Stride's key does not verify it: the organisation signed it
    await expect(
      jwtVerify(jwt, createLocalJWKSet(strideKeys), { currentDate: clock.now() }),
    ).rejects.toThrow();
    // one byte of the payload changed: the organisation's key no longer verifies it
    const [h, p, s] = jwt.split('.');
    const at = Math.floor(p!.length / 2);
    const flipped = `${h}.${p!.slice(0, at)}${p![at] === 'A' ? 'B' : 'A'}${p!.slice(at + 1)}.${s}`;
    await expect(
      jwtVerify(flipped, createLocalJWKSet(orgKeys), { currentDate: clock.now() }),
    ).rejects.toThrow();

    // earned once: a second time issues nothing
    await t.app.stride.gamification.service.earn(clientId, userId, 'leadership');
    expect((await awards(`AND type = 'LEADERSHIP_CERT'`)).length).toBe(1);
  });

  it('publishes no profile or key of an organisation that issued nothing (404), nor of an unknown one', async () => {
    const otherClient = (
      await q<{ client_id: number }>(
        `SELECT m.client_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'other@other.test'`,
      )
    )[0]!.client_id;
    const base = '/api/gamification/public/issuer/organisation';
    for (const c of [otherClient, 999999]) {
      expect((await call(null, 'GET', `${base}/${c}`)).status).toBe(404);
      expect((await call(null, 'GET', `${base}/${c}/jwks.json`)).status).toBe(404);
    }
    expect((await call(null, 'GET', `${base}/not-a-number`)).status).toBe(400);
  });
});
