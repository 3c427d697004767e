import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '../../../shared/constants';
import {
  NOTIFICATION_TOPIC,
  type Notification,
  type NotificationEvent,
} from '../../../shared/contracts/notifications';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let base: string;
let owner: string;
let colleague: string;
let colleagueId: number;
let clientId: number;
let planId: number;
let sections: { id: number; type: string }[];
const sockets: Socket[] = [];

type Method = 'GET' | 'POST' | 'DELETE';
async function call(token: string, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: t.bearer(token), payload });
  return { status: res.statusCode, body: res.json() };
}
const list = async (token: string, filter: 'ALL' | 'UNREAD' = 'ALL'): Promise<Notification[]> =>
  (await call(token, 'GET', `/api/team/api/v1/notification/all?filter=${filter}`)).body.data;
const unread = async (token: string): Promise<number> =>
  (await call(token, 'GET', '/api/notification/notification/ui/unread-count')).body.count;
const lastLink = async (to: string) => {
  const mail = (await t.app.stride.mailer.list(clientId, 20)).find((m) => m.to === to)!;
  return new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
};
const notifyDirect = (userId: number, dedupKey: string, extra: object = {}) =>
  t.app.stride.notifications.notify(t.app.stride.database.db, {
    userId,
    clientId,
    kind: 'FEEDBACK',
    textKey: 'planComment',
    params: { name: 'Test' },
    dedupKey,
    ...extra,
  });

function connect(token: string): Promise<Socket> {
  const s = io(base, {
    path: SOCKET_PATH,
    auth: { token, guest: false, guestType: null },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(s);
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = await t.createPerson({
    email: 'nora.owner@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Nora Owner',
  });
  colleague = await t.createPerson({
    email: 'cole.colleague@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Cole Colleague',
  });
  const state = (await call(owner, 'GET', '/api/user/users/getUserState')).body;
  clientId = state.clientId;
  colleagueId = (await t.app.stride.identity.people.byEmail('cole.colleague@demo.test'))!.id;
  planId = (await call(owner, 'GET', '/api/user/agile-plan/agile-plan-list')).body.currentPlanId;
  sections = (await call(owner, 'GET', `/api/user/agile-plan/get-agile-section-list/${planId}`)).body.items;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

describe('producers', () => {
  it('a plan shared with a colleague tells them once; a guest comment tells the owner live, with the route to the section', async () => {
    const shared = await call(owner, 'POST', '/api/user/agile-plan/share-plan', {
      agilePlanGroupId: planId,
      email: 'cole.colleague@demo.test',
    });
    expect(shared.status).toBe(200);
    const forColleague = await list(colleague);
    expect(forColleague).toEqual([
      expect.objectContaining({
        notificationType: 'PLAN_SHARED',
        text: 'planShared',
        params: { name: 'Nora Owner', year: expect.any(Number) },
        isRead: false,
        showButton: false,
        route: null,
      }),
    ]);
    const guestToken = (await lastLink('cole.colleague@demo.test')).searchParams.get('token')!;

    const socket = await connect(owner);
    const live = new Promise<NotificationEvent>((resolve) => socket.once(NOTIFICATION_TOPIC, resolve));
    const section = sections.find((s) => s.type === 'ADAPTIVE_DEVELOPMENT_PLAN')!;
    const comment = await call(guestToken, 'POST', '/api/user/agile-plan/guest/save-agile-plan-comment', {
      sectionId: section.id,
      content: 'Nice plan',
    });
    expect(comment.status).toBe(200);
    const event = await live;
    expect(event.notification).toMatchObject({
      notificationType: 'PLAN_COMMENT',
      route: '/plan/adaptive_development_plan',
      showButton: true,
      buttonText: 'openPlan',
      relatedId: planId,
    });
    expect((await list(owner)).map((n) => n.notificationType)).toEqual(['PLAN_COMMENT']);
    // the owner's own reply tells nobody
    await call(owner, 'POST', '/api/user/agile-plan/save-agile-plan-comment', {
      sectionId: section.id,
      content: 'Thanks',
      parentId: comment.body.id,
    });
    expect(await list(owner)).toHaveLength(1);
  });

  it('an accepted nurture-network invitation tells the owner once', async () => {
    await call(owner, 'POST', '/api/user/agile-plan/save-agile-network', {
      agilePlanGroupId: planId,
      type: 'PEER',
      name: 'Pia Peer',
      email: 'pia.peer@example.test',
    });
    const token = (await lastLink('pia.peer@example.test')).searchParams.get('token')!;
    const accept = () => call(token, 'POST', '/api/user/agile-plan/guest/accept-network-invitation');
    expect((await accept()).status).toBe(200);
    expect((await accept()).status).toBe(401);
    const accepted = (await list(owner)).filter((n) => n.notificationType === 'NETWORK_ACCEPTED');
    expect(accepted).toEqual([
      expect.objectContaining({ params: { name: 'Pia Peer' }, route: '/plan/nurture-network' }),
    ]);
  });

  it('being added to a team tells the person, shown while they belong to it', async () => {
    const created = await call(owner, 'POST', '/api/team/teams/createTeam', {
      name: 'Bell Team',
      description: 'Rings',
      teamType: 'PROJECT',
      purpose: 'PROJECT',
      distribution: 'REMOTE',
    });
    expect(created.status).toBe(200);
    const teamId = created.body.data.id;
    const added = await call(owner, 'POST', '/api/team/teams/team-membership-orgs', {
      teamId,
      userIds: [colleagueId],
    });
    expect(added.status).toBe(200);
    const team = (await list(colleague)).filter((n) => n.notificationType === 'TEAM_ADDED');
    expect(team).toEqual([
      expect.objectContaining({ teamId, params: { name: 'Nora Owner', team: 'Bell Team' } }),
    ]);
  });

  it('the same dedupKey twice makes one notification', async () => {
    const first = await notifyDirect(colleagueId, 'same-thing');
    const second = await notifyDirect(colleagueId, 'same-thing');
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
    expect((await list(colleague)).filter((n) => n.notificationType === 'FEEDBACK')).toHaveLength(1);
  });
});

describe('reading and marking', () => {
  it('UNREAD lists only unread; mark-as-read and complete are the owner’s only (another’s id is 404)', async () => {
    const before = await unread(colleague);
    const all = await list(colleague);
    expect((await list(colleague, 'UNREAD')).length).toBe(before);
    const target = all[0];
    // another person's notification, and another organisation's: 404, nothing changed
    expect((await call(owner, 'GET', `/api/team/api/v1/notification/mark-as-read/${target.id}`)).status).toBe(
      404,
    );
    const other = await t.login('other@other.test');
    expect(
      (await call(other, 'POST', `/api/notification/notification/ui/complete/${target.id}`)).status,
    ).toBe(404);
    expect(await unread(colleague)).toBe(before);
    expect((await call(colleague, 'GET', '/api/team/api/v1/notification/mark-as-read/abc')).status).toBe(400);

    const read = await call(colleague, 'GET', `/api/team/api/v1/notification/mark-as-read/${target.id}`);
    expect(read.body.data.isRead).toBe(true);
    expect(await unread(colleague)).toBe(before - 1);
    expect((await list(colleague, 'UNREAD')).map((n) => n.id)).not.toContain(target.id);

    const id = (await notifyDirect(colleagueId, 'check-in-1', {
      kind: 'CHECK_IN',
      status: 'ACTIVE',
      showButton: true,
      buttonText: 'checkIn',
    }))!;
    const done = await call(colleague, 'POST', `/api/notification/notification/ui/complete/${id}`);
    expect(done.body.data).toMatchObject({ status: 'COMPLETED', isRead: true });
  });

  it('team notifications show only to members of the team', async () => {
    const teams = await t.app.stride.teams.teamIdsOf(colleagueId, clientId);
    const foreignTeam = (
      await t.app.stride.database.query<{ id: number }>(
        `SELECT id FROM teams WHERE client_id = $1 AND NOT (id = ANY($2::int[])) LIMIT 1`,
        [clientId, teams],
      )
    )[0];
    expect(foreignTeam).toBeDefined();
    const id = (await notifyDirect(colleagueId, 'other-team', { teamId: foreignTeam.id }))!;
    expect((await list(colleague)).map((n) => n.id)).not.toContain(id);
    expect((await call(colleague, 'GET', `/api/team/api/v1/notification/mark-as-read/${id}`)).status).toBe(
      404,
    );
  });

  it('two tabs marking all as read while new ones arrive: the count stays right', async () => {
    const arrivals = Array.from({ length: 10 }, (_, i) => notifyDirect(colleagueId, `burst-${i}`));
    const marks = [
      call(colleague, 'GET', '/api/team/api/v1/notification/mark-all-as-read'),
      call(colleague, 'GET', '/api/team/api/v1/notification/mark-all-as-read'),
    ];
    const [results] = await Promise.all([Promise.all(marks), Promise.all(arrivals)]);
    for (const r of results) expect(r.status).toBe(200);
    const stillUnread = (await list(colleague, 'UNREAD')).length;
    expect(await unread(colleague)).toBe(stillUnread);
    const final = await call(colleague, 'GET', '/api/team/api/v1/notification/mark-all-as-read');
    expect(final.body.data.unread).toBe(0);
    expect(final.body.data.marked).toBe(stillUnread);
    expect(await unread(colleague)).toBe(0);
    expect(await list(colleague, 'UNREAD')).toEqual([]);
  });
});

describe('demo data', () => {
  it('member@ has unread and read notifications of several kinds, one with its action waiting; manager@ a daily digest', async () => {
    const member = await t.login('member@demo.test');
    const items = await list(member);
    expect(new Set(items.map((n) => n.notificationType)).size).toBeGreaterThanOrEqual(3);
    expect(items.some((n) => n.isRead)).toBe(true);
    expect(items.some((n) => !n.isRead && n.showButton)).toBe(true);
    const manager = await t.login('manager@demo.test');
    const prefs = (await call(manager, 'GET', '/api/notification/notification/ui/email-preferences')).body
      .items;
    expect(new Set(prefs.map((p: { mode: string }) => p.mode))).toEqual(new Set(['DAILY']));
  });
});
