import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// The team kanban keeps its answer's text while nothing it reads has changed (decision 0058): every change made
// through the kanban shows on the next read, and each viewer gets their own rights.
let t: TestApp;
let manager: string;
let member: string;
let teamId: number;
let sprintId: number;
let actionId: number;

const call = async (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api/team${url}`, headers: t.bearer(token), payload });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
interface Card {
  id: number;
  title: string;
  status: string;
  editable: boolean;
}
const board = async (token: string) => {
  const res = await call(token, 'GET', `/activity/findAllActivityByTeamId/${teamId}?week=all`);
  const data = res.json().data as { allActivities: Card[]; actions: Array<{ id: number; status: string }> };
  return { text: res.body, data, card: (id: number) => data.allActivities.find((c) => c.id === id) };
};

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager@demo.test');
  member = await t.login('member@demo.test');
  const teams = (await call(manager, 'GET', '/team/summary')).json().data;
  const platform = teams.find((x: { name: string }) => x.name === 'Platform Team');
  teamId = platform.id;
  sprintId = platform.currentSprint.id;
  actionId = (await board(manager)).data.actions[0].id;
}, 120_000);
afterAll(() => t.close());

describe('the team kanban kept between reads', () => {
  it('answers a second read as the first', async () => {
    expect((await board(manager)).text).toBe((await board(manager)).text);
  });

  it('answers a browser compressed, and a changed board compressed again', async () => {
    const compressed = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/team/activity/findAllActivityByTeamId/${teamId}?week=all`,
        headers: { ...t.bearer(manager), 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      return zlib.brotliDecompressSync(res.rawPayload).toString();
    };
    expect(await compressed()).toBe((await board(manager)).text);
    const created = await call(manager, 'POST', '/team-sprint/activity', {
      sprintId,
      actionId,
      title: 'Compressed board check',
    });
    expect(await compressed()).toContain('Compressed board check');
    await call(manager, 'DELETE', `/team-sprint/activity/${created.json().data.id}`);
    expect(await compressed()).not.toContain('Compressed board check');
  });

  it('shows a created, moved, done and deleted activity on the next read, to each viewer with their rights', async () => {
    await board(manager);
    await board(member);
    const created = await call(manager, 'POST', '/team-sprint/activity', {
      sprintId,
      actionId,
      title: 'Kept board check',
    });
    const id = created.json().data.id as number;
    // the manager's own card is theirs to change; the member reads it but may not change it
    expect((await board(manager)).card(id)).toMatchObject({ title: 'Kept board check', editable: true });
    expect((await board(member)).card(id)).toMatchObject({ title: 'Kept board check', editable: false });
    expect((await board(manager)).card(id)?.editable).toBe(true);

    await call(manager, 'POST', '/team-sprint/activity/move', { id, status: 'IN_PROGRESS', index: 0 });
    expect((await board(manager)).card(id)?.status).toBe('IN_PROGRESS');
    expect((await board(member)).card(id)?.status).toBe('IN_PROGRESS');

    await call(manager, 'POST', '/team-sprint/activity/done', { id });
    expect((await board(manager)).card(id)?.status).toBe('DONE');

    await call(manager, 'DELETE', `/team-sprint/activity/${id}`);
    expect((await board(manager)).card(id)).toBeUndefined();
    expect((await board(member)).card(id)).toBeUndefined();
  });

  it('shows a ticked action on the next read', async () => {
    const tick = (status: string) =>
      call(
        manager,
        'GET',
        `/team-sprint/action-detail/update-status?actionDetailId=${actionId}&status=${status}`,
      );
    const statusOnBoard = async () =>
      (await board(manager)).data.actions.find((a) => a.id === actionId)?.status;
    expect(await statusOnBoard()).toBe('OPEN');
    await tick('FINISHED');
    expect(await statusOnBoard()).toBe('FINISHED');
    await tick('OPEN');
    expect(await statusOnBoard()).toBe('OPEN');
  });

  it('shows a write to every read that arrives together after it (one rebuild shared)', async () => {
    await board(member);
    const created = await call(manager, 'POST', '/team-sprint/activity', {
      sprintId,
      actionId,
      title: 'Read together check',
    });
    const id = created.json().data.id as number;
    const reads = await Promise.all(Array.from({ length: 10 }, () => board(member)));
    for (const r of reads) expect(r.card(id)?.title).toBe('Read together check');
    await call(manager, 'POST', '/team-sprint/activity/move', { id, status: 'IN_PROGRESS', index: 0 });
    const moved = await Promise.all(Array.from({ length: 10 }, () => board(member)));
    for (const r of moved) expect(r.card(id)?.status).toBe('IN_PROGRESS');
    await call(manager, 'DELETE', `/team-sprint/activity/${id}`);
    expect((await board(member)).card(id)).toBeUndefined();
  });
});
