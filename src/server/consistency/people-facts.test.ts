import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAll } from '../modules/assessment/test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 30 ("One product"): each fact about a demo person is read through every endpoint that carries it, and the
 * answers must agree, so the next feature cannot split them again: a person's name, whether a notification's task
 * is still open, how far the plan is, and what a certificate says about its sprint.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: JSON read back from many endpoints, checked by the assertions
type Json = Record<string, any>;
async function get(token: string | null, url: string): Promise<Json> {
  const res = await t.app.inject({ method: 'GET', url, headers: token ? t.bearer(token) : {} });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}
async function send(token: string, method: 'POST' | 'PATCH', url: string, payload: object) {
  return t.app.inject({ method, url, headers: t.bearer(token), payload });
}
const state = (token: string) => get(token, '/api/user/users/getUserState');
const notifications = async (token: string) =>
  (await get(token, '/api/team/api/v1/notification/all?filter=ALL')).data as Json[];
const unreadCount = async (token: string) =>
  (await get(token, '/api/notification/notification/ui/unread-count')).count as number;

describe('people facts of the demo data', () => {
  it('one person, one name: the account, the team pages, sprint crews and notifications name manager@ and member@ alike', async () => {
    const manager = await t.login('manager@demo.test');
    const member = await t.login('member@demo.test');
    const me = await state(manager);
    const mia = await state(member);
    const names = new Map<number, string>([
      [me.userId, me.fullName],
      [mia.userId, mia.fullName],
    ]);
    const seen: Array<[string, number, string]> = [];

    // the team pages: the manager's team and its members
    const teams = (await get(manager, `/api/team/teams/getAllTeamsByManagerId/${me.userId}`)).data as Json[];
    expect(teams.length).toBeGreaterThan(0);
    for (const team of teams) {
      const members = await get(manager, `/api/team/teams/getMembers/${team.id}`);
      for (const m of (members.data ?? members.items ?? members) as Json[]) {
        const userId = m.userId ?? m.user?.id;
        const name = m.fullName ?? m.name ?? m.user?.fullName;
        if (names.has(userId)) seen.push([`team ${team.id} member`, userId, name]);
      }
    }

    // sprint crews: member@'s crew has manager@, manager@'s finished sprint has member@
    const sprint = (await get(member, '/api/team/user-sprint/summary')).data ?? {};
    for (const c of (sprint.sprintCrews ?? []) as Json[])
      if (names.has(c.userId)) seen.push(["member@'s crew", c.userId, c.name]);
    const crewOfManager = await t.app.stride.database.query<{ user_id: number; name: string }>(
      `SELECT c.user_id, c.name FROM sprint_crew c JOIN sprints s ON s.id = c.sprint_id
        WHERE s.user_id = $1 AND c.user_id IS NOT NULL`,
      [me.userId],
    );
    for (const c of crewOfManager) {
      names.set(c.user_id, (await t.app.stride.identity.people.byId(c.user_id))!.fullName);
      seen.push(["manager@'s crew", c.user_id, c.name]);
    }
    // a crew place of someone with an account is linked to the account (not a copy by e-mail only)
    const unlinked = await t.app.stride.database.query<{ email: string }>(
      `SELECT c.email FROM sprint_crew c JOIN users u ON lower(u.email) = lower(c.email)
        JOIN memberships m ON m.user_id = u.id AND m.client_id = c.client_id
        WHERE c.user_id IS NULL`,
    );
    expect(unlinked).toEqual([]);
    // every other place that names someone by e-mail (nurture network, 360 raters, crews) names a member of the
    // organisation as their account does
    const copies = await t.app.stride.database.query<{
      place: string;
      email: string;
      name: string;
      account: string;
    }>(
      `SELECT x.place, x.email, x.name, u.full_name AS account FROM (
         SELECT 'crew' AS place, email, name, client_id FROM sprint_crew
         UNION ALL SELECT 'nurture network', email, name, client_id FROM agile_network WHERE email IS NOT NULL
         UNION ALL SELECT '360 rater', email, name, client_id FROM leader360_raters
       ) x
       JOIN users u ON lower(u.email) = lower(x.email)
       JOIN memberships m ON m.user_id = u.id AND m.client_id = x.client_id
       WHERE x.name <> u.full_name`,
    );
    expect(copies).toEqual([]);

    // notifications member@ got from manager@ name them as the account does
    for (const n of await notifications(member))
      if (typeof n.params?.name === 'string' && /Manager/.test(n.params.name))
        seen.push([`notification ${n.text}`, me.userId, n.params.name]);

    // the sprint certificate of manager@ names the recipient as the account does (its public page)
    const certs = await t.app.stride.database.query<{ id: number }>(
      "SELECT id FROM gamification_awards WHERE user_id = $1 AND type = 'STRIDE_CERT'",
      [me.userId],
    );
    for (const c of certs) {
      const page = (await get(null, `/api/gamification/public/certificate/${c.id}`)).data as Json;
      seen.push(['public certificate', me.userId, page.user?.fullname]);
    }

    expect(seen.filter(([, id]) => id === me.userId).length).toBeGreaterThan(3);
    expect(seen.filter(([, id]) => id === mia.userId).length).toBeGreaterThan(1);
    for (const [where, userId, name] of seen) expect(name, where).toBe(names.get(userId));
  });

  it('a notification whose task is done is done: member@ finished the GLA and has no open request to take it', async () => {
    const member = await t.login('member@demo.test');
    expect((await state(member)).strategySurveyCompleted).toBe(true);
    const items = await notifications(member);
    const open = items.filter((n) => /^gla(Request|Remind|Redo)$/.test(n.text) && n.status !== 'COMPLETED');
    expect(open).toEqual([]);
    // the bell's count is the list's unread
    expect(await unreadCount(member)).toBe(items.filter((n) => !n.isRead).length);
  });

  it("the plan's progress is the same on the dashboard, in the chip's steps and on the manager's impact board", async () => {
    const manager = await t.login('manager@demo.test');
    const managerId = (await state(manager)).userId as number;
    const teams = (await get(manager, `/api/team/teams/getAllTeamsByManagerId/${managerId}`)).data as Json[];
    const boards = await Promise.all(teams.map((team) => get(manager, `/api/team/team-impact/${team.id}`)));
    const rows = boards.flatMap((b) => ((b.data ?? b).members ?? []) as Json[]);
    let compared = 0;
    for (const email of ['member@demo.test', 'manager@demo.test', 'dana@demo.test', 'sam@demo.test']) {
      const token = await t.login(email);
      const me = await state(token);
      const nextUp = await get(token, '/api/user/dashboard/next-up');
      if (!nextUp.plan) continue;
      const { done, total, steps } = nextUp.plan as { done: number; total: number; steps: Json };
      expect(Object.values(steps).filter(Boolean).length, email).toBe(done);
      expect(total).toBe(5);
      // the stored flag that unlocks sprints and the first step agree
      expect(me.roleChallengesCompleted, email).toBe(steps.roleAndChallenges);
      for (const row of rows.filter((r) => r.userId === me.userId && r.planProgress !== null)) {
        expect(row.planProgress, `${email} on the board`).toBe(Math.round((done / total) * 100));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it("a certificate says what its sprint has: manager@'s crew and item counts, and a leadership certificate only after three", async () => {
    const manager = await t.login('manager@demo.test');
    const me = await state(manager);
    const awards = await t.app.stride.database.query<{
      id: number;
      type: string;
      sprint_id: number | null;
      client_id: number;
    }>(
      "SELECT id, type, sprint_id, client_id FROM gamification_awards WHERE user_id = $1 AND type IN ('STRIDE_CERT', 'LEADERSHIP_CERT')",
      [me.userId],
    );
    const sprintCerts = awards.filter((a) => a.type === 'STRIDE_CERT');
    // the demo keeps the certificate screens real: manager@'s finished sprint earned one by the rules
    expect(sprintCerts.length).toBeGreaterThan(0);
    if (awards.some((a) => a.type === 'LEADERSHIP_CERT'))
      expect(sprintCerts.length).toBeGreaterThanOrEqual(3);
    for (const cert of sprintCerts) {
      const page = (await get(null, `/api/gamification/public/certificate/${cert.id}`)).data as Json;
      const facts = await t.app.stride.sprints.certification.facts(
        cert.client_id,
        cert.sprint_id!,
        new Date(),
      );
      const criterion = (key: string) =>
        (page.criteria?.criteria as Json[] | undefined)?.find((c) => c.key === key)?.valueToValidate;
      expect(criterion('crewCount')).toBe(facts!.facts.crew.length);
      expect(criterion('actionCount')).toBe(facts!.facts.actionCount);
      expect(criterion('behaviourCount')).toBe(facts!.facts.behaviourCount);
      expect(criterion('outcomeCount')).toBe(facts!.facts.outcomeCount);
    }
  });
});

describe('the rules that keep them together', () => {
  it('submitting the GLA completes the requests to take it, in the bell and the digest', async () => {
    const token = await t.createPerson({ email: 'gla-request@demo.test', roles: ['USER'], consented: true });
    const { userId, clientId } = await state(token);
    await t.app.stride.database.db.transaction(async (tx) => {
      await t.app.stride.notifications.notify(tx, {
        userId,
        clientId,
        kind: 'MANAGER_REQUEST',
        type: 'REMINDER',
        textKey: 'glaRequest',
        params: { name: 'Max Manager' },
        route: '/explore/growth-leader-assessment-v2',
        dedupKey: 'test:gla-request',
        status: 'ACTIVE',
        showButton: true,
        buttonText: 'takeSurvey',
      });
    });
    expect(await unreadCount(token)).toBe(1);

    const start = await t.app.inject({
      method: 'GET',
      url: '/api/assessment/assessment-group/gla-v2-start?languageCode=en',
      headers: t.bearer(token),
    });
    const id = start.json().assessmentId as number;
    await answerAll(
      (body) => send(token, 'POST', '/api/assessment/answer', { assessmentId: id, ...body }),
      () => 4,
    );
    const finish = await get(token, `/api/assessment/assessment-group/gla-v2-finish?assessmentId=${id}`);
    expect(finish.finished).toBe(true);

    const [request] = (await notifications(token)).filter((n) => n.text === 'glaRequest');
    expect(request).toMatchObject({ status: 'COMPLETED', isRead: true });
    expect(await unreadCount(token)).toBe(0);
    // read, so no digest carries it
    const [row] = await t.app.stride.database.query<{ is_read: boolean }>(
      "SELECT is_read FROM notifications WHERE user_id = $1 AND text_key = 'glaRequest'",
      [userId],
    );
    expect(row?.is_read).toBe(true);
  });

  it('a member added to a crew by e-mail is linked to their account, and a rename reaches every crew place', async () => {
    const owner = await t.createPerson({
      email: 'crew-owner@demo.test',
      roles: ['USER'],
      consented: true,
      roleChallengesCompleted: true,
    });
    const friend = await t.createPerson({
      email: 'crew-friend@demo.test',
      roles: ['USER'],
      consented: true,
      fullName: 'Fran Friend',
    });
    const friendId = (await state(friend)).userId as number;
    const design = await send(owner, 'POST', '/api/team/user-sprint', {
      step: 'select',
      sprintCode: 'CAND-1',
    });
    expect(design.statusCode, design.body).toBe(200);
    const sprintId = design.json().data.id as number;
    // named by e-mail (another spelling, another name): it is the member, named as their account is
    const added = await send(owner, 'POST', `/api/team/user-sprint/crew/${sprintId}`, {
      name: 'Someone Else',
      email: 'CREW-FRIEND@demo.test',
      role: 'Peer',
    });
    expect(added.statusCode, added.body).toBe(200);
    const crew = added.json().data.crew as Json[];
    expect(crew.find((c) => c.email === 'crew-friend@demo.test')).toMatchObject({
      userId: friendId,
      name: 'Fran Friend',
    });

    const renamed = await send(friend, 'PATCH', '/api/user/users/v2/profile', { fullName: 'Fran Newname' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [row] = await t.app.stride.database.query<{ name: string }>(
      'SELECT name FROM sprint_crew WHERE user_id = $1',
      [friendId],
    );
    expect(row?.name).toBe('Fran Newname');
  });
});
