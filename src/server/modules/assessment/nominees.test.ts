import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { hashPassword } from '../identity';
import { itemByCode } from './items';
import { API, answerAll, client, lastMailTo, pageAnswers } from './test-helpers';

let t: TestApp;
let c: ReturnType<typeof client>;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

/** Invites a candidate and answers the guest token from the e-mailed link. */
async function invite(email: string, fullName = 'Nia Nominee') {
  const res = await c.post(`${API}/job-assessment/nominees`, admin, { email, fullName });
  expect(res.statusCode).toBe(200);
  const mail = await lastMailTo(t, email);
  expect(mail?.subject).toMatch(/invites you to take the Growth Leader Assessment/);
  const link = new URL(mail!.link!);
  expect(link.pathname).toBe('/survey/nominee');
  return { nominee: res.json(), token: link.searchParams.get('token')! };
}

const nom = (path: string) => `${API}/survey/nominee${path}`;

describe('job candidates', () => {
  it('an ADMIN invites a candidate by e-mail; the candidate takes the whole survey with the link', async () => {
    const { nominee, token } = await invite('nia@example.test');
    expect(nominee).toMatchObject({ email: 'nia@example.test', status: 'INVITED', completedAt: null });

    const welcome = await c.get(nom('/find-last-pos'), token);
    expect(welcome.statusCode).toBe(200);
    expect(welcome.json()).toMatchObject({
      fullName: 'Nia Nominee',
      organisationName: 'Demo Co',
      lastPos: 'Style-1',
      multiLanguage: true,
    });
    const id = welcome.json().assessmentId as number;
    const page = await c.get(nom('/question/glav2?type=GLAV2&profile=STYLE&page=1&limit=10'), token);
    expect(page.json().questions).toHaveLength(10);

    // every answer counts as 4 (reverse-keyed items answered 2)
    await answerAll(
      (b) => c.post(nom('/answer'), token, b),
      (code) => (itemByCode(code)!.reverse ? 2 : 4),
    );
    const list = (await c.get(`${API}/job-assessment/nominees`, admin)).json().items;
    expect(list.find((n: { id: number }) => n.id === nominee.id).status).toBe('IN_PROGRESS');

    const finished = await c.get(nom('/gla-v2-finish'), token);
    expect(finished.json()).toEqual({ assessmentId: id, finished: true });
    const demo = await c.post(nom('/demographics'), token, {
      country: 'FR',
      educationLevel: 5,
      gender: 'OTHER',
      genderOther: 'non-binary',
    });
    expect(demo.statusCode).toBe(200);
    expect(demo.json()).toMatchObject({ country: 'FR', educationLevel: 5, genderOther: 'non-binary' });

    const after = (await c.get(`${API}/job-assessment/nominees`, admin)).json().items;
    const row = after.find((n: { id: number }) => n.id === nominee.id);
    expect(row.status).toBe('COMPLETED');
    expect(row.completedAt).not.toBeNull();
    const result = await c.get(`${API}/job-assessment/nominees/${nominee.id}/result`, admin);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ subjectName: 'Nia Nominee', overall: 4 });
  });

  it("the candidate's token opens nothing else", async () => {
    const { token } = await invite('nosy-candidate@example.test');
    expect((await c.get('/api/user/users/getUserState', token)).statusCode).toBe(401);
    expect((await c.get(`${API}/job-assessment/nominees`, token)).statusCode).toBe(401);
    expect((await c.start(token)).statusCode).toBe(401);
    const id = (await c.get(nom('/find-last-pos'), token)).json().assessmentId;
    expect((await c.lastPos(token, id)).statusCode).toBe(401);
    expect(
      (await c.answer(token, { assessmentId: id, userAnswers: [], lastPos: 'Style-1' })).statusCode,
    ).toBe(401);
    expect((await c.call('DELETE', `${API}/assessment-group/wipe-out`, token)).statusCode).toBe(401);
    expect((await c.get('/api/user-descriptors/api/v1/demographics/me', token)).statusCode).toBe(401);
    // nor another candidate's assessment
    const other = (await c.get(nom('/find-last-pos'), (await invite('second@example.test')).token)).json()
      .assessmentId;
    const res = await c.get(nom(`/change-language/${other}?languageCode=de`), token);
    expect(res.statusCode).toBe(404);
    expect(
      (await c.get(nom(`/question/glav2?assessmentId=${other}&profile=STYLE&page=1`), token)).statusCode,
    ).toBe(404);
    // and without a token, or with a made-up one
    expect((await c.get(nom('/find-last-pos'), null)).statusCode).toBe(401);
    expect((await c.get(nom('/find-last-pos'), 'g_made-up')).statusCode).toBe(401);
  });

  it('a candidate changes language (answers erased) and bad answers are refused', async () => {
    const { token } = await invite('lang-candidate@example.test');
    const id = (await c.get(nom('/find-last-pos'), token)).json().assessmentId;
    await c.post(nom('/answer'), token, { userAnswers: pageAnswers('STYLE', 1, 2), lastPos: 'Style-2' });
    const bad = await c.post(nom('/answer'), token, {
      userAnswers: [{ questionCode: 'XX01', value: 3 }],
      lastPos: 'Style-2',
    });
    expect(bad.statusCode).toBe(400);
    const changed = await c.get(nom(`/change-language/${id}?languageCode=es`), token);
    expect(changed.json()).toMatchObject({ lastPos: 'Style-1', languageCode: 'es' });
    const page = (await c.get(nom('/question/glav2?profile=STYLE&page=1'), token)).json();
    expect(page.attemptedQuestions).toBe(0);
  });

  it('only ADMIN or BUYER invite and read candidates; another organisation sees none of them', async () => {
    const member = await t.login('member@demo.test');
    expect(
      (await c.post(`${API}/job-assessment/nominees`, member, { email: 'x@example.test', fullName: 'X' }))
        .statusCode,
    ).toBe(403);
    expect((await c.get(`${API}/job-assessment/nominees`, member)).statusCode).toBe(403);
    const buyer = await t.login('buyer@demo.test');
    const seeded = (await c.get(`${API}/job-assessment/nominees`, buyer)).json().items;
    const cai = seeded.find((n: { email: string }) => n.email === 'candidate@example.test');
    expect(cai.status).toBe('COMPLETED');
    expect((await c.get(`${API}/job-assessment/nominees/${cai.id}/result`, buyer)).statusCode).toBe(200);
    // a buyer of Other Co: the candidate is not found there, and their list does not show it
    const { repo } = t.app.stride.identity;
    const otherOrg = (await repo.preferredMembership((await repo.userByEmail('other@other.test'))!.id))!
      .clientId;
    const user = await repo.createUser({
      email: 'otherbuyer@other.test',
      fullName: 'Oli',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      status: 'ACTIVE',
    });
    await repo.addMembership({ clientId: otherOrg, userId: user.id, roles: ['BUYER', 'USER'] });
    const otherBuyer = await t.login('otherbuyer@other.test');
    expect((await c.get(`${API}/job-assessment/nominees/${cai.id}/result`, otherBuyer)).statusCode).toBe(404);
    expect((await c.get(`${API}/job-assessment/nominees`, otherBuyer)).json().items).toEqual([]);
  });

  it('refuses a bad invitation with a clear message', async () => {
    const res = await c.post(`${API}/job-assessment/nominees`, admin, {
      email: 'not-an-email',
      fullName: 'X',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/email/);
  });
});

describe('a candidate who becomes a user', () => {
  it('is asked to transfer the assessment; accepting makes it theirs', async () => {
    const { token } = await invite('convert@example.test', 'Cora Convert');
    await answerAll(
      (b) => c.post(nom('/answer'), token, b),
      () => 3,
    );
    const id = (await c.get(nom('/gla-v2-finish'), token)).json().assessmentId;
    await c.post(nom('/demographics'), token, { ageRange: '30-39' });

    const me = await t.createPerson({ email: 'convert@example.test', roles: ['USER'], consented: true });
    const state = await c.state(me);
    expect(state.glaV2.assessmentId).toBe(0);
    expect(state.jobCandidateConversion).toHaveLength(1);
    const { jobCandidateId } = state.jobCandidateConversion[0];
    expect(state.jobCandidateConversion[0].candidateEmail).toBe('convert@example.test');

    // someone else cannot take it over
    const stranger = await t.createPerson({ email: 'stranger@demo.test', roles: ['USER'], consented: true });
    const stolen = await c.post(`${API}/job-assessment/response-to-conversion`, stranger, {
      jobCandidateId,
      accept: true,
    });
    expect(stolen.statusCode).toBe(404);

    const res = await c.post(`${API}/job-assessment/response-to-conversion`, me, {
      jobCandidateId,
      accept: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ jobCandidateId, status: 'TRANSFERRED', assessmentId: id });
    const after = await c.state(me);
    expect(after).toMatchObject({
      glaV2: { assessmentId: id },
      strategySurveyCompleted: true,
      jobCandidateConversion: [],
    });
    expect((await c.get('/api/user-descriptors/api/v1/demographics/me', me)).json().ageRange).toBe('30-39');
    // the candidate's link no longer reaches it as theirs, and a second answer is refused
    const again = await c.post(`${API}/job-assessment/response-to-conversion`, me, {
      jobCandidateId,
      accept: false,
    });
    expect(again.statusCode).toBe(409);
  });

  it('declining dismisses the question and keeps nothing on the person', async () => {
    const { token } = await invite('decline@example.test');
    await answerAll(
      (b) => c.post(nom('/answer'), token, b),
      () => 2,
    );
    await c.get(nom('/gla-v2-finish'), token);
    const me = await t.createPerson({ email: 'decline@example.test', roles: ['USER'], consented: true });
    const { jobCandidateId } = (await c.state(me)).jobCandidateConversion[0];
    const res = await c.post(`${API}/job-assessment/response-to-conversion`, me, {
      jobCandidateId,
      accept: false,
    });
    expect(res.json()).toMatchObject({ status: 'DISMISSED', assessmentId: null });
    const after = await c.state(me);
    expect(after.jobCandidateConversion).toEqual([]);
    expect(after.glaV2.assessmentId).toBe(0);
  });
});
