import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '../../../../shared/constants';
import { COMMENT_TOPIC, type CommentEvent } from '../../../../shared/contracts/plan';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let base: string;
let owner: string;
let planId: number;
let sections: { id: number; type: string }[];
let guestToken: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = await t.createPerson({
    email: 'commenter@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Cleo Commenter',
  });
  planId = (await call(owner, 'GET', '/agile-plan/agile-plan-list')).body.currentPlanId;
  sections = (await call(owner, 'GET', `/agile-plan/get-agile-section-list/${planId}`)).body.items;
  const shared = await call(owner, 'POST', '/agile-plan/share-plan', {
    agilePlanGroupId: planId,
    email: 'Gus.Guest@Example.test',
  });
  expect(shared.status).toBe(200);
  const [mail] = await t.app.stride.mailer.list(
    (await call(owner, 'GET', '/users/getUserState')).body.clientId,
    1,
  );
  expect(mail.to).toBe('gus.guest@example.test');
  const link = /https?:\/\/\S+/.exec(mail.text)![0];
  expect(new URL(link).pathname).toBe(`/plan-guest/${planId}`);
  guestToken = new URL(link).searchParams.get('token')!;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

async function call(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/api/user${url}`, headers: t.bearer(token), payload });
  return { status: res.statusCode, body: res.json() };
}
const sectionId = (type: string) => sections.find((s) => s.type === type)!.id;

function connect(auth: object): Promise<Socket> {
  const s = io(base, {
    path: SOCKET_PATH,
    auth,
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
const join = (s: Socket, id: number) =>
  new Promise<boolean>((resolve) => s.emit('join', { kind: 'plan', id }, (ok: boolean) => resolve(ok)));
const next = (s: Socket) => new Promise<CommentEvent>((resolve) => s.once(COMMENT_TOPIC, resolve));

describe('plan guests', () => {
  it('lists the guest; the guest reads the shared plan and its parts but cannot edit or read another plan', async () => {
    const guests = await call(owner, 'GET', `/agile-plan/plan-guests/${planId}`);
    expect(guests.body.items.map((g: { email: string }) => g.email)).toEqual(['gus.guest@example.test']);

    const plan = await call(guestToken, 'GET', `/agile-plan/guest/${planId}`);
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({ id: planId, guest: true, readOnly: true, ownerName: 'Cleo Commenter' });
    await call(owner, 'POST', '/agile-plan/save-agile-network', {
      agilePlanGroupId: planId,
      type: 'PEER',
      name: 'Pam Peer',
      email: 'pam.peer@example.test',
    });
    const network = await call(guestToken, 'GET', `/agile-plan/guest/get-agile-network-list/${planId}`);
    // the guest sees who is in the network, not their addresses
    expect(network.body.items).toEqual([
      expect.objectContaining({ name: 'Pam Peer', email: null, status: 'PENDING' }),
    ]);
    for (const url of [
      `/agile-plan/guest/get-agile-section-list/${planId}`,
      `/agile-plan/guest/get-agile-goal-deliverable/${planId}`,
      `/agile-plan/guest/get-agile-network-list/${planId}`,
      `/agile-plan/guest/schedule-meeting/${planId}`,
    ]) {
      expect((await call(guestToken, 'GET', url)).status, url).toBe(200);
    }
    // a guest token is no sign-in: edit routes refuse it
    const edit = await call(guestToken, 'POST', `/agile-plan/save-agile-note/${planId}`, {
      note: 'guest edit',
    });
    expect(edit.status).toBe(401);
    expect((await call(owner, 'GET', `/agile-plan/${planId}`)).body.note).toBe('');
    // another plan through this link: 404
    const memberPlan = (await call(await t.login('member@demo.test'), 'GET', '/agile-plan/agile-plan-list'))
      .body.currentPlanId;
    expect((await call(guestToken, 'GET', `/agile-plan/guest/${memberPlan}`)).status).toBe(404);
    expect(
      (await call(guestToken, 'GET', `/agile-plan/guest/get-agile-section-list/${memberPlan}`)).status,
    ).toBe(404);
    // a made-up token
    expect((await call('g_made-up', 'GET', `/agile-plan/guest/${planId}`)).status).toBe(401);
  });

  it('refuses sharing with oneself or a bad address, and sharing a plan one does not own', async () => {
    expect(
      (
        await call(owner, 'POST', '/agile-plan/share-plan', {
          agilePlanGroupId: planId,
          email: 'commenter@demo.test',
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(owner, 'POST', '/agile-plan/share-plan', { agilePlanGroupId: planId, email: 'nope' }))
        .status,
    ).toBe(400);
    const buyer = await t.login('buyer@demo.test');
    expect(
      (await call(buyer, 'POST', '/agile-plan/share-plan', { agilePlanGroupId: planId, email: 'x@y.test' }))
        .status,
    ).toBe(404);
    expect((await call(owner, 'GET', `/agile-plan/plan-guests/${planId}`)).body.items).toHaveLength(1);
  });
});

describe('comments', () => {
  it('delivers a new comment live to the plan room (the guest), not to its author, and the guest replies live to the owner', async () => {
    const ownerSocket = await connect({ token: owner, guest: false, guestType: null });
    const guestSocket = await connect({ token: guestToken, guest: true, guestType: 'PLAN_GUEST' });
    expect(await join(ownerSocket, planId)).toBe(true);
    expect(await join(guestSocket, planId)).toBe(true);
    // a stranger may not join the room
    const stranger = await connect({
      token: await t.login('buyer@demo.test'),
      guest: false,
      guestType: null,
    });
    expect(await join(stranger, planId)).toBe(false);
    let strangerHeard = 0;
    stranger.on(COMMENT_TOPIC, () => strangerHeard++);
    let ownerHeardOwn = 0;
    ownerSocket.on(COMMENT_TOPIC, (e: CommentEvent) => {
      if (e.comment.senderId !== null) ownerHeardOwn++;
    });

    const arriving = next(guestSocket);
    const thread = await call(owner, 'POST', '/agile-plan/save-agile-plan-comment', {
      sectionId: sectionId('CAREER_CHALLENGE'),
      content: '<b>bold</b> <script>alert(1)</script>',
    });
    expect(thread.status).toBe(200);
    const event = await arriving;
    expect(event).toMatchObject({ planId, sectionType: 'CAREER_CHALLENGE' });
    expect(event.comment.content).toBe('<b>bold</b> <script>alert(1)</script>');
    expect(event.comment.senderName).toBe('Cleo Commenter');

    const toOwner = next(ownerSocket);
    const reply = await call(guestToken, 'POST', '/agile-plan/guest/save-agile-plan-comment', {
      sectionId: sectionId('CAREER_CHALLENGE'),
      parentId: thread.body.id,
      content: 'Looks good to me',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      senderId: null,
      senderName: 'gus.guest@example.test',
      parentId: thread.body.id,
    });
    expect((await toOwner).comment.content).toBe('Looks good to me');
    expect(ownerHeardOwn).toBe(0);
    expect(strangerHeard).toBe(0);

    const threads = await call(
      owner,
      'GET',
      `/agile-plan/get-agile-plan-comment/${sectionId('CAREER_CHALLENGE')}`,
    );
    expect(threads.body.items).toHaveLength(1);
    expect(threads.body.items[0].replies.map((r: { content: string }) => r.content)).toEqual([
      'Looks good to me',
    ]);
    const replies = await call(
      guestToken,
      'GET',
      `/agile-plan/guest/get-agile-plan-comment/${sectionId('CAREER_CHALLENGE')}/replies`,
    );
    expect(replies.body.items).toHaveLength(1);
    const list = await call(owner, 'GET', `/agile-plan/get-agile-section-list/${planId}`);
    expect(list.body.items.find((s: { type: string }) => s.type === 'CAREER_CHALLENGE')).toMatchObject({
      commentCount: 2,
      openThreadId: thread.body.id,
    });
  });

  it('keeps one open thread per section (issue 21): a second thread on that section waits, another section may open one', async () => {
    const second = await call(owner, 'POST', '/agile-plan/save-agile-plan-comment', {
      sectionId: sectionId('CAREER_CHALLENGE'),
      content: 'Another topic',
    });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('THREAD_OPEN');
    expect(second.body.message).toContain('CAREER_CHALLENGE');
    const elsewhere = await call(owner, 'POST', '/agile-plan/save-agile-plan-comment', {
      sectionId: sectionId('KEY_MILESTONES'),
      content: 'Another topic',
    });
    expect(elsewhere.status).toBe(200);
    await call(owner, 'POST', '/agile-plan/resolve-comment', { commentId: elsewhere.body.id });

    const open = (
      await call(owner, 'GET', `/agile-plan/get-agile-plan-comment/${sectionId('CAREER_CHALLENGE')}`)
    ).body.items[0];
    const resolved = await call(guestToken, 'POST', '/agile-plan/guest/resolve-comment', {
      commentId: open.id,
    });
    expect(resolved.body.resolved).toBe(true);
    // a resolved thread takes no more replies
    const late = await call(owner, 'POST', '/agile-plan/save-agile-plan-comment', {
      sectionId: sectionId('CAREER_CHALLENGE'),
      parentId: open.id,
      content: 'late',
    });
    expect(late.status).toBe(409);
    const now = await call(owner, 'POST', '/agile-plan/save-agile-plan-comment', {
      sectionId: sectionId('CAREER_CHALLENGE'),
      content: 'Another topic',
    });
    expect(now.status).toBe(200);
    await call(owner, 'POST', '/agile-plan/resolve-comment', { commentId: now.body.id });
  });

  it('refuses empty comments, foreign sections, a reply to a reply and a senderId of someone else, changing nothing', async () => {
    const sid = sectionId('SUMMARY');
    const thread = await call(owner, 'POST', '/agile-plan/save-agile-plan-comment', {
      sectionId: sid,
      content: 'Summary thoughts',
    });
    const memberToken = await t.login('member@demo.test');
    const memberSections = (
      await call(
        memberToken,
        'GET',
        `/agile-plan/get-agile-section-list/${(await call(memberToken, 'GET', '/agile-plan/agile-plan-list')).body.currentPlanId}`,
      )
    ).body.items;
    const cases: [string, object, number][] = [
      [owner, { sectionId: sid, parentId: thread.body.id, content: '   ' }, 400],
      [owner, { sectionId: memberSections[0].id, content: 'sneaky' }, 404],
      [guestToken, { sectionId: memberSections[0].id, content: 'sneaky' }, 404],
      [owner, { sectionId: sid, parentId: thread.body.id, senderId: 1, content: 'as someone else' }, 400],
    ];
    const reply = await call(owner, 'POST', '/agile-plan/save-agile-plan-comment', {
      sectionId: sid,
      parentId: thread.body.id,
      content: 'ok',
    });
    cases.push([owner, { sectionId: sid, parentId: reply.body.id, content: 'nested' }, 400]);
    const before = (await call(owner, 'GET', `/agile-plan/get-agile-plan-comment/${sid}`)).body;
    for (const [token, body, status] of cases) {
      const url =
        token === guestToken
          ? '/agile-plan/guest/save-agile-plan-comment'
          : '/agile-plan/save-agile-plan-comment';
      expect((await call(token, 'POST', url, body)).status, JSON.stringify(body)).toBe(status);
    }
    expect((await call(owner, 'GET', `/agile-plan/get-agile-plan-comment/${sid}`)).body).toEqual(before);
    const memberThreads = await call(
      memberToken,
      'GET',
      `/agile-plan/get-agile-plan-comment/${memberSections[0].id}`,
    );
    expect(
      memberThreads.body.items.flatMap((x: { replies: { content: string }[]; content: string }) => [
        x.content,
        ...x.replies.map((r) => r.content),
      ]),
    ).not.toContain('sneaky');
  });

  it("refuses comments on last year's plan (read-only) and another organisation's section is 404", async () => {
    const member = await t.login('member@demo.test');
    const list = (await call(member, 'GET', '/agile-plan/agile-plan-list')).body;
    const old = list.items.find((i: { readOnly: boolean }) => i.readOnly).id;
    const oldSections = (await call(member, 'GET', `/agile-plan/get-agile-section-list/${old}`)).body.items;
    const res = await call(member, 'POST', '/agile-plan/save-agile-plan-comment', {
      sectionId: oldSections[0].id,
      content: 'late',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PLAN_READ_ONLY');
    const other = await t.login('other@other.test');
    expect((await call(other, 'GET', `/agile-plan/get-agile-plan-comment/${oldSections[0].id}`)).status).toBe(
      404,
    );
  });

  it('ends a guest link when the owner revokes it', async () => {
    const guests = (await call(owner, 'GET', `/agile-plan/plan-guests/${planId}`)).body.items;
    const left = await call(owner, 'DELETE', `/agile-plan/plan-guests/${planId}/${guests[0].id}`);
    expect(left.body.items).toEqual([]);
    expect((await call(guestToken, 'GET', `/agile-plan/guest/${planId}`)).status).toBe(401);
  });
});
