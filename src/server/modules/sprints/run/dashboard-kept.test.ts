import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { insertSprintRows } from './sprint-rows';

// The dashboard's answer is kept with its compressed forms while its head and parts stay the same (decisions
// 0062 and 0065): a browser gets it compressed, the same as the plain answer, and a change shows on the next read.
const clock = createManualClock(new Date('2026-03-20T10:00:00Z'));
let t: TestApp;
let owner: string;
let sprintId: number;

const summary = async (acceptEncoding?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/team/user-sprint/summary',
    headers: { ...t.bearer(owner), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
  expect(res.statusCode).toBe(200);
  const encoding = res.headers['content-encoding'];
  const text =
    encoding === 'br'
      ? zlib.brotliDecompressSync(res.rawPayload).toString()
      : encoding === 'gzip'
        ? zlib.gunzipSync(res.rawPayload).toString()
        : res.body;
  return { encoding, text };
};

beforeAll(async () => {
  t = await createTestApp({ config: { clock } });
  owner = await t.createPerson({ email: 'kept@demo.test', roles: ['USER'], consented: true });
  const me = (await t.app.stride.identity.people.byEmail('kept@demo.test'))!;
  const [m] = await t.app.stride.database.query<{ client_id: number }>(
    'SELECT client_id FROM memberships WHERE user_id = $1',
    [me.id],
  );
  ({ sprintId } = await insertSprintRows(t.app.stride.database.db, {
    clientId: m.client_id,
    userId: me.id,
    startDate: '2026-03-16',
    durationWeeks: 4,
    timezone: 'Europe/Berlin',
    checkInWeekday: 5,
    crew: [{ name: 'Mia Mentor', email: 'mia@example.test', role: 'Mentor' }],
    activities: [{ title: 'Ask for feedback', status: 'TODO' }],
  }));
}, 120_000);
afterAll(() => t.close());

describe('the dashboard kept between reads', () => {
  it('answers a browser compressed, the same JSON as the plain answer, and a change on the next read', async () => {
    const plain = await summary();
    expect(plain.encoding).toBeUndefined();
    expect(await summary('gzip, deflate, br')).toEqual({ encoding: 'br', text: plain.text });
    expect(await summary('gzip')).toEqual({ encoding: 'gzip', text: plain.text });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/team/activity',
      headers: t.bearer(owner),
      payload: { sprintId, title: 'Kept dashboard check' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = await summary('br');
    expect(changed.text).toContain('Kept dashboard check');
    expect(changed.text).toBe((await summary()).text);

    // the time moves the head (days left) and the answer with it
    const daysLeft = (text: string) => JSON.parse(text).data.daysLeftToCompleteSprint as number;
    clock.advance(2 * 86_400_000);
    expect(daysLeft((await summary('br')).text)).toBe(daysLeft(changed.text) - 2);
  });

  it('shows a moved card on the next read', async () => {
    const cards = (text: string) => {
      const d = JSON.parse(text).data as {
        actions: Array<{ activities: Array<{ id: number; title: string; status: string }> }>;
        otherActivities: Array<{ id: number; title: string; status: string }>;
      };
      return [...d.actions.flatMap((a) => a.activities), ...d.otherActivities];
    };
    const before = await summary('br');
    const card = cards(before.text).find((c) => c.title === 'Ask for feedback')!;
    expect(card.status).toBe('TODO');
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/team/activity/move',
      headers: t.bearer(owner),
      payload: { id: card.id, status: 'IN_PROGRESS', index: 0 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(cards((await summary('br')).text).find((c) => c.id === card.id)?.status).toBe('IN_PROGRESS');
    expect(cards((await summary()).text).find((c) => c.id === card.id)?.status).toBe('IN_PROGRESS');
  });
});
