import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALIGNMENT_SUBSCALES } from '../../../../content/alignment';
import { createManualClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../testing/test-app';

const A = '/api/alignment';
const X = `${A}/express`;
const clock = createManualClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
let admin: string;
let buyer: string;
let member: string;
let outsider: string;
beforeAll(async () => {
  t = await createTestApp({ config: { clock } });
  admin = await t.createPerson({
    email: 'ximena.express@demo.test',
    roles: ['ADMIN', 'USER'],
    consented: true,
    fullName: 'Ximena Expressington-Vale',
  });
  buyer = await t.createPerson({
    email: 'bo.buyer2@demo.test',
    roles: ['BUYER', 'USER'],
    consented: true,
    fullName: 'Bo Buyer',
  });
  member = await t.login('member@demo.test');
  outsider = await t.login('other@other.test');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: t.bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
async function counts() {
  const [r] = await t.app.stride.database.query<{
    members: number;
    teams: number;
    surveys: number;
    list: string;
  }>(
    `SELECT (SELECT count(*)::int FROM alignment_express_members) AS members,
            (SELECT count(*)::int FROM teams) AS teams,
            (SELECT count(*)::int FROM alignment_surveys) AS surveys,
            (SELECT coalesce(string_agg(name || '/' || email || '/' || team_role, '|' ORDER BY id), '')
               FROM alignment_express_members) AS list`,
  );
  return r!;
}
const person = (i: number) => ({ fullName: `Person ${i}`, email: `p${i}@express.test`, teamRoleId: 1 });

describe('express setup: opening', () => {
  it('sends a person who is neither buyer nor admin to the main dashboard, and refuses them the setup', async () => {
    expect((await call('GET', `${X}/opening`, member)).json().data).toEqual({
      next: 'dashboard',
      teamId: null,
    });
    const before = await counts();
    const res = await call('POST', `${X}/team`, member);
    expect(res.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('makes a team named after the admin (first 20 characters, then "Team\'s") once, even 50 times at once', async () => {
    expect((await call('GET', `${X}/opening`, admin)).json().data).toEqual({
      next: 'createTeam',
      teamId: null,
    });
    const before = await counts();
    const all = await Promise.all(Array.from({ length: 50 }, () => call('POST', `${X}/team`, admin)));
    expect(all.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const ids = new Set(all.map((r) => r.json().data.teamId));
    expect(ids.size).toBe(1);
    expect(all.filter((r) => r.json().data.created)).toHaveLength(1);
    expect(all[0]!.json().data.teamName).toBe("Ximena Expressington Team's");
    expect((await counts()).teams).toBe(before.teams + 1);
    const [team] = await t.app.stride.database.query<{ team_type: string; description: string }>(
      'SELECT team_type, description FROM teams WHERE id = $1',
      [[...ids][0]],
    );
    expect(team).toEqual({ team_type: 'LEADERSHIP', description: "Ximena Expressington Team's" });
    expect((await call('GET', `${X}/opening`, admin)).json().data).toEqual({
      next: 'setup',
      teamId: [...ids][0],
    });
  });
});

describe('express setup: the list', () => {
  let teamId: number;
  beforeAll(async () => {
    teamId = (await call('POST', `${X}/team`, admin)).json().data.teamId;
  });

  it("shows the 'myself' row first, which is not counted", async () => {
    const list = (await call('GET', `${X}/team/${teamId}/members`, admin)).json().data;
    expect(list).toMatchObject({ teamId, started: false, limit: 9, minimum: 0 });
    expect(list.members).toEqual([
      {
        id: null,
        name: 'Ximena Expressington-Vale',
        email: 'ximena.express@demo.test',
        role: 'myself',
        teamRoleId: null,
      },
    ]);
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const before = await counts();
    for (const [body, field] of [
      [{ ...person(1), fullName: '   ' }, 'fullName'],
      [{ ...person(1), email: 'not-an-email' }, 'email'],
      [{ ...person(1), teamRoleId: 99 }, 'teamRoleId'],
      [{ ...person(1), email: 'XIMENA.express@demo.test' }, null],
    ] as const) {
      const res = await call('POST', `${X}/members`, admin, { teamId, ...body });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      if (field) expect(res.body).toContain(field);
    }
    expect(await counts()).toEqual(before);
  });

  it('adds, edits and deletes people; an e-mail once, whatever its case', async () => {
    let list = (
      await call('POST', `${X}/members`, admin, { teamId, ...person(1), fullName: '  Pia One ' })
    ).json().data;
    expect(list.members[1]).toMatchObject({
      name: 'Pia One',
      email: 'p1@express.test',
      role: 'MANAGER',
      teamRoleId: 1,
    });
    const dup = await call('POST', `${X}/members`, admin, { teamId, ...person(1), email: 'P1@EXPRESS.test' });
    expect(dup.statusCode).toBe(409);
    expect(dup.body).toContain('already exists in the list');
    const id = list.members[1].id;
    list = (
      await call('PUT', `${X}/members/${id}`, admin, { teamId, fullName: 'Pia Uno', teamRoleId: 2 })
    ).json().data;
    expect(list.members[1]).toMatchObject({
      name: 'Pia Uno',
      email: 'p1@express.test',
      role: 'ASSISTANT',
      teamRoleId: 2,
    });
    // every role of getAllRole can be chosen, the team member too (issue 30 point 10)
    const roles = (await call('GET', '/api/team/teams/getAllRole', admin)).json().data;
    const memberRole = roles.find((r: { code: string }) => r.code === 'MEMBER');
    expect(memberRole).toMatchObject({ id: 3, name: 'Team member' });
    list = (
      await call('PUT', `${X}/members/${id}`, admin, {
        teamId,
        fullName: 'Pia Uno',
        teamRoleId: memberRole.id,
      })
    ).json().data;
    expect(list.members[1]).toMatchObject({ role: 'MEMBER', teamRoleId: 3 });
    const badEdit = await call('PUT', `${X}/members/${id}`, admin, { teamId, fullName: '', teamRoleId: 2 });
    expect(badEdit.statusCode).toBe(400);
    list = (await call('DELETE', `${X}/members/${id}`, admin)).json().data;
    expect(list.members).toHaveLength(1);
  });

  it('holds the limit of 9 under 50 identical adds at once, and refuses the tenth', async () => {
    const same = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', `${X}/members`, admin, { teamId, ...person(1) })),
    );
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(same.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const many = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('POST', `${X}/members`, admin, { teamId, ...person(i + 2) })),
    );
    expect(many.filter((r) => r.statusCode === 200)).toHaveLength(8);
    const list = (await call('GET', `${X}/team/${teamId}/members`, admin)).json().data;
    expect(list.members).toHaveLength(10);
    const before = await counts();
    const tenth = await call('POST', `${X}/members`, admin, { teamId, ...person(40) });
    expect(tenth.statusCode).toBe(409);
    expect(tenth.json().message).toContain('up to 9');
    expect(await counts()).toEqual(before);
  });

  it("is the admin's own: another organisation gets 404, a buyer without the team 404", async () => {
    expect((await call('GET', `${X}/team/${teamId}/members`, outsider)).statusCode).toBe(404);
    const [row] = await t.app.stride.database.query<{ id: number }>(
      'SELECT id FROM alignment_express_members ORDER BY id LIMIT 1',
    );
    const before = await counts();
    expect((await call('DELETE', `${X}/members/${row!.id}`, outsider)).statusCode).toBe(404);
    expect((await call('DELETE', `${X}/members/${row!.id}`, buyer)).statusCode).toBe(404);
    expect((await call('POST', `${X}/members`, buyer, { teamId, ...person(50) })).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('sends to the list, gives the manager their own link, and fixes the list afterwards', async () => {
    const list = (await call('GET', `${X}/team/${teamId}/members`, admin)).json().data;
    const res = await call('POST', `${A}/teams/startSurvey`, admin, {
      team_id: teamId,
      surveyType: 'express',
      team_members: list.members.map((m: { name: string; email: string }) => ({
        name: m.name,
        email: m.email,
      })),
    });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json().data;
    expect(started).toMatchObject({ started: true, surveyType: 'express', invited: 10 });
    expect(started.managerSurveyLink).toMatch(/\/team-alignment\/survey\?token=/);
    expect((await call('GET', `${X}/opening`, admin)).json().data).toEqual({ next: 'results', teamId });
    expect((await call('GET', `${X}/team/${teamId}/members`, admin)).json().data.started).toBe(true);
    const before = await counts();
    const [row] = await t.app.stride.database.query<{ id: number }>(
      'SELECT id FROM alignment_express_members ORDER BY id LIMIT 1',
    );
    for (const res of [
      await call('POST', `${X}/members`, admin, { teamId, ...person(60) }),
      await call('PUT', `${X}/members/${row!.id}`, admin, { teamId, fullName: 'Changed', teamRoleId: 1 }),
      await call('DELETE', `${X}/members/${row!.id}`, admin),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain("won't have the ability to add additional participants");
    }
    expect(await counts()).toEqual(before);
  });
});

describe('express setup: sample report', () => {
  it('is made-up data shaped as a report, in the language asked', async () => {
    const res = await call('GET', `${X}/sample-report?languageCode=de`, member);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.team_alignment_sub_scale_list).toHaveLength(12);
    const names = data.team_alignment_sub_scale_list.map((s: { name: string }) => s.name);
    expect(names).toContain(ALIGNMENT_SUBSCALES[0]!.name.de);
  });
});

describe('report PDF', () => {
  let teamId: number;
  let manager: string;
  beforeAll(async () => {
    manager = await t.login('manager@demo.test');
    const [row] = await t.app.stride.database.query<{ id: number }>(
      "SELECT id FROM teams WHERE name = 'Platform Team'",
    );
    teamId = row!.id;
  });
  const pdf = (token: string, query = '') =>
    call('GET', `${A}/teams/alignment-report.pdf/${teamId}${query}`, token);
  const textOf = async (bytes: Buffer) =>
    (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text.replace(
      /\s+/g,
      '',
    );

  it('is the latest version in the language asked: the team and the subscale names', async () => {
    for (const lng of ['de', 'ja'] as const) {
      const res = await pdf(manager, `?languageCode=${lng}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename=".*Platform-Team-v2\.pdf"/);
      const text = await textOf(res.rawPayload);
      expect(text).toContain('PlatformTeam');
      for (const s of ALIGNMENT_SUBSCALES) expect(text).toContain(s.name[lng].replace(/\s+/g, ''));
    }
    const v1 = await pdf(manager, '?version=1');
    expect(v1.headers['content-disposition']).toContain('-v1.pdf');
  });

  it('is 404 for another organisation and for a team without a report (fewer than 3 completions)', async () => {
    expect((await pdf(outsider)).statusCode).toBe(404);
    const [row] = await t.app.stride.database.query<{ id: number }>(
      "SELECT id FROM teams WHERE name = 'Ximena Expressington Team''s'",
    );
    const res = await call('GET', `${A}/teams/alignment-report.pdf/${row!.id}`, admin);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toBe('application/pdf');
  });
});
