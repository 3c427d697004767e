import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEMS_360 } from '../../../../content/gla360';
import { createManualClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../testing/test-app';

const API = '/api/assessment/leader-360';
const DAY = 86_400_000;
const clock = createManualClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { clock } });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? t.bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const all = (value: number | ((code: string) => number)) =>
  Object.fromEntries(ITEMS_360.map((i) => [i.code, typeof value === 'number' ? value : value(i.code)]));

/** the rater links mailed to an address, newest first */
async function linksTo(to: string) {
  const rows = await t.app.stride.database.query<{ text_body: string; subject: string }>(
    'SELECT subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC',
    [to],
  );
  return rows.map((r) => ({
    subject: r.subject,
    token: decodeURIComponent(/token=([^\s&]+)/.exec(r.text_body)?.[1] ?? ''),
  }));
}
const tokenOf = async (to: string) => (await linksTo(to))[0]!.token;

async function reviewRow(id: number) {
  const [r] = await t.app.stride.database.query<{ closed_at: Date | null }>(
    'SELECT closed_at FROM leader360_reviews WHERE id = $1',
    [id],
  );
  return r!;
}
/** the person's 360 notifications of one text, oldest first */
const noticesOf = (id: number, text: string) =>
  t.app.stride.database.query<{ params: Record<string, unknown>; route: string }>(
    "SELECT params, route FROM notifications WHERE kind = 'LEADER_360' AND related_id = $1 AND text_key = $2 ORDER BY id",
    [id, text],
  );

async function rowCounts() {
  const [r] = await t.app.stride.database.query<{ reviews: number; raters: number }>(
    'SELECT (SELECT count(*)::int FROM leader360_reviews) AS reviews, (SELECT count(*)::int FROM leader360_raters) AS raters',
  );
  return r!;
}

const raters = [
  { group: 'MANAGER', email: 'boss@x.test', name: 'Boss' },
  ...[1, 2, 3, 4].map((n) => ({ group: 'PEER', email: `peer${n}@x.test`, name: `Peer ${n}` })),
  ...[1, 2, 3].map((n) => ({
    group: 'DIRECT_REPORT',
    email: `dr${n}@x.test`,
    name: `Report ${n}`,
    languageCode: 'de',
  })),
  { group: 'OTHER', email: 'other1@x.test', name: 'Other 1' },
];

describe('Leader 360 lifecycle', () => {
  let token: string;
  let id: number;

  it('starts, saves and submits the self-rating', async () => {
    token = await t.createPerson({
      email: 'lead360@demo.test',
      roles: ['USER'],
      consented: true,
      fullName: 'Lea Dee',
    });
    const res = await call('POST', `${API}/start`, token, { languageCode: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const review = res.json();
    id = review.id;
    expect(review.status).toBe('SELF');
    expect(new Date(review.windowEndsAt).getTime() - clock.now().getTime()).toBe(15 * DAY);
    // starting again answers the same open 360
    expect((await call('POST', `${API}/start`, token, {})).json().id).toBe(id);

    const q = (await call('GET', `${API}/${id}/questions?languageCode=de`, token)).json();
    expect(q.items).toHaveLength(27);
    expect(q.scale.map((s: { label: string }) => s.label)).toContain('Oft');

    // not complete: submit refused, nothing changed
    const partial = await call('POST', `${API}/${id}/self`, token, {
      answers: { 'L360-DEL-1': 5 },
      submit: true,
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toMatch(/answers\./);
    // answer outside the scale
    const outside = await call('POST', `${API}/${id}/self`, token, { answers: { 'L360-DEL-1': 6 } });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toMatch(/answers/);
    expect((await call('GET', `${API}/current`, token)).json().review.selfAnswers).toEqual({});

    // raters before the self-rating: refused
    expect((await call('POST', `${API}/${id}/raters`, token, { raters })).statusCode).toBe(409);

    // blind spot on DELIVERY (self 5), hidden strength on TRUST (self 2), the rest 4
    const self = all((c) => (c.startsWith('L360-DEL') ? 5 : c.startsWith('L360-TRU') ? 2 : 4));
    const saved = await call('POST', `${API}/${id}/self`, token, { answers: self, submit: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().status).toBe('OPEN');
  });

  it('refuses bad nominations with nothing changed', async () => {
    const before = await rowCounts();
    const mailsBefore = (await linksTo('peer1@x.test')).length;
    const bad = [
      [
        { raters: raters.filter((r) => r.email !== 'peer3@x.test' && r.email !== 'peer4@x.test') },
        400,
        /PEER/,
      ],
      [{ raters: [...raters, { group: 'OTHER', email: 'lead360@demo.test', name: 'Me' }] }, 400, /yourself/],
      [{ raters: [...raters, { group: 'OTHER', email: 'PEER1@x.test', name: 'Again' }] }, 409, /already/],
      [{ raters: [{ group: 'BOSS', email: 'a@x.test', name: 'A' }] }, 400, /group/],
    ] as const;
    for (const [body, status, message] of bad) {
      const res = await call('POST', `${API}/${id}/raters`, token, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await rowCounts()).toEqual(before);
    expect((await linksTo('peer1@x.test')).length).toBe(mailsBefore);
  });

  it('invites raters by group; each gets their own link, confined to their own answers', async () => {
    const res = await call('POST', `${API}/${id}/raters`, token, { raters });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invited).toBe(9);
    const mail = (await linksTo('dr1@x.test'))[0]!;
    expect(mail.subject).toMatch(/Lea Dee bittet um Ihr Feedback/);

    const peerToken = await tokenOf('peer1@x.test');
    // the rater's token opens nothing else
    expect((await call('GET', `${API}/current`, peerToken)).statusCode).toBe(401);
    expect((await call('GET', `${API}/${id}/report`, peerToken)).statusCode).toBe(401);
    expect((await call('GET', '/api/user/users/getUserState', peerToken)).statusCode).toBe(401);
    // and the person's session is no rater
    expect((await call('GET', `${API}/rater`, token)).statusCode).toBe(401);

    const view = await call('GET', `${API}/rater?token=${encodeURIComponent(peerToken)}`, null);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      personName: 'Lea Dee',
      group: 'PEER',
      status: 'INVITED',
      answers: {},
    });
  });

  it('shows progress as counts per group, never whose', async () => {
    const peerToken = await tokenOf('peer1@x.test');
    // save and resume
    const save = await call('POST', `${API}/rater/answers`, peerToken, { answers: { 'L360-DEL-1': 3 } });
    expect(save.statusCode, save.body).toBe(200);
    expect((await call('GET', `${API}/rater`, peerToken)).json().answers).toEqual({ 'L360-DEL-1': 3 });

    const others = (c: string) => (c.startsWith('L360-DEL') ? 3 : c.startsWith('L360-TRU') ? 4 : 4);
    for (const email of ['peer1@x.test', 'peer2@x.test', 'peer3@x.test', 'boss@x.test']) {
      const r = await call('POST', `${API}/rater/answers`, await tokenOf(email), {
        answers: all(others),
        comments: { KEEP: `keep from ${email}`, CHANGE: 'delegate more' },
        submit: true,
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    // a direct report answers in German and another declines
    const de = await call('POST', `${API}/rater/answers`, await tokenOf('dr1@x.test'), {
      answers: all(others),
      languageCode: 'de',
      submit: true,
    });
    expect(de.json().questionnaire.items[0].text).toMatch(/Team/);
    expect((await call('POST', `${API}/rater/decline`, await tokenOf('dr2@x.test'))).json()).toEqual({
      status: 'DECLINED',
    });
    // after submitting, the answers are final
    const again = await call('POST', `${API}/rater/answers`, await tokenOf('peer1@x.test'), { answers: {} });
    expect(again.statusCode).toBe(409);

    const current = (await call('GET', `${API}/current`, token)).json().review;
    expect(current.progress).toEqual([
      { group: 'MANAGER', invited: 1, answered: 1, declined: 0 },
      { group: 'PEER', invited: 4, answered: 3, declined: 0 },
      { group: 'DIRECT_REPORT', invited: 3, answered: 1, declined: 1 },
      { group: 'OTHER', invited: 1, answered: 0, declined: 0 },
    ]);
    expect(JSON.stringify(current)).not.toMatch(/peer1|boss@/);
    // the person was told of each answer as a count, never who; a saved draft or a decline tells nothing
    const told = await noticesOf(id, 'rater360Answered');
    expect(told.map((n) => n.params.count)).toEqual([1, 2, 3, 4, 5]);
    expect(JSON.stringify(told)).not.toMatch(/peer|boss|Report/i);
  });

  it('reminds the raters who have not answered, at most once a day', async () => {
    const oldLink = await tokenOf('peer4@x.test');
    const first = await call('POST', `${API}/${id}/remind`, token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().reminded).toBe(3); // peer4, dr3, other1
    expect((await linksTo('peer4@x.test'))[0]!.subject).toMatch(/reminder/i);
    expect((await linksTo('peer1@x.test')).length).toBe(1);
    // the reminder's link replaces the old one
    expect((await call('GET', `${API}/rater`, oldLink)).statusCode).toBe(401);

    clock.advance(23 * 3_600_000);
    const tooSoon = await call('POST', `${API}/${id}/remind`, token);
    expect(tooSoon.statusCode).toBe(429);
    clock.advance(3_600_000);
    expect((await call('POST', `${API}/${id}/remind`, token)).statusCode).toBe(200);
  });

  it('extends the window; the report waits until it closes; then the window closes it', async () => {
    expect((await call('GET', `${API}/${id}/report`, token)).statusCode).toBe(409);
    const ext = await call('POST', `${API}/${id}/extend`, token, { days: 5 });
    expect(ext.statusCode).toBe(200);
    expect(new Date(ext.json().windowEndsAt).toISOString()).toBe('2026-03-22T09:00:00.000Z');
    expect((await call('POST', `${API}/${id}/extend`, token, { days: 30 })).statusCode).toBe(422);

    // one second before the end the close jobs find nothing to do
    clock.set(new Date('2026-03-22T08:59:59Z'));
    while ((await t.app.stride.jobs.runDue()) > 0) {}
    expect((await reviewRow(id)).closed_at).toBeNull();
    // at the end the job of the extended window closes it (the first window's job did nothing); once
    clock.set(new Date('2026-03-22T09:00:01Z'));
    while ((await t.app.stride.jobs.runDue()) > 0) {}
    expect((await reviewRow(id)).closed_at?.toISOString()).toBe('2026-03-22T09:00:00.000Z');
    const ready = await noticesOf(id, 'report360Ready');
    expect(ready).toHaveLength(1);
    expect(ready[0]!.route).toBe('/explore/leader-360?customModel=false');
    const current = (await call('GET', `${API}/current`, token)).json().review;
    expect(current.status).toBe('CLOSED');
    // closed: a late rater, a new nomination, a reminder are refused
    expect(
      (await call('POST', `${API}/rater/answers`, await tokenOf('peer4@x.test'), { answers: {} })).statusCode,
    ).toBe(409);
    expect((await call('POST', `${API}/${id}/remind`, token)).statusCode).toBe(409);
    expect(
      (
        await call('POST', `${API}/${id}/raters`, token, {
          raters: [{ group: 'OTHER', email: 'z@x.test', name: 'Z' }],
        })
      ).statusCode,
    ).toBe(409);
  });

  it('reports under the anonymity rule, with the blind spot and the hidden strength', async () => {
    const res = await call('GET', `${API}/${id}/report?languageCode=en`, token);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    // manager 1 (as themself), peers 3; the lone direct report is hidden (no Others to fold into)
    expect(r.groups.map((g: { group: string; count: number }) => [g.group, g.count])).toEqual([
      ['MANAGER', 1],
      ['PEER', 3],
    ]);
    expect(r.hiddenAnswers).toBe(1);
    expect(r.allOthers.count).toBe(4);
    expect(r.blindSpots.map((g: { capability: string }) => g.capability)).toEqual(['DELIVERY']);
    expect(r.hiddenStrengths.map((g: { capability: string }) => g.capability)).toEqual(['TRUST']);
    // comments of the peers only (the manager alone is not shown), unattributed
    expect(r.comments[0].texts.sort()).toEqual([
      'keep from peer1@x.test',
      'keep from peer2@x.test',
      'keep from peer3@x.test',
    ]);
    expect(r.gapThreshold).toBe(0.75);
    const state = (await call('GET', '/api/user/users/getUserState', token)).json();
    expect(state.gla360ReportGenerated).toBe(true);
  });

  it('gives the report as a PDF in the language asked', async () => {
    const res = await call('GET', `${API}/${id}/report.pdf?languageCode=de`, token);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''Leader-360-\d+\.pdf/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Lang \(de\)/);
    // a rater's link and another organisation get nothing
    expect((await call('GET', `${API}/${id}/report.pdf`, await tokenOf('peer1@x.test'))).statusCode).toBe(
      401,
    );
    expect((await call('GET', `${API}/${id}/report.pdf`, await t.login('other@other.test'))).statusCode).toBe(
      404,
    );
  });

  it('finds the manager among the organisation by name, never the person', async () => {
    const res = await call('GET', `${API}/people?search=Lea`, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().people.map((p: { email: string }) => p.email)).not.toContain('lead360@demo.test');
    const max = (await call('GET', `${API}/people?search=Max`, token)).json().people;
    expect(max.map((p: { email: string }) => p.email)).toContain('manager@demo.test');
    expect((await call('GET', `${API}/people?search=`, token)).statusCode).toBe(400);
  });

  it('is 404 to another organisation and to another person of the same one', async () => {
    const other = await t.login('other@other.test');
    expect((await call('GET', `${API}/${id}/report`, other)).statusCode).toBe(404);
    expect((await call('POST', `${API}/${id}/extend`, other, { days: 1 })).statusCode).toBe(404);
    const colleague = await t.createPerson({
      email: 'colleague360@demo.test',
      roles: ['USER'],
      consented: true,
    });
    expect((await call('GET', `${API}/${id}/report`, colleague)).statusCode).toBe(404);
    expect((await call('POST', `${API}/${id}/close`, colleague)).statusCode).toBe(404);
  });

  it('wipe-out removes the 360 and the answers about the person', async () => {
    await call('POST', '/api/assessment/assessment-group/wipe-out-request', token, {});
    const rows = await t.app.stride.database.query<{ text_body: string }>(
      "SELECT text_body FROM mail_outbox WHERE to_address = 'lead360@demo.test' ORDER BY id DESC LIMIT 1",
    );
    const wipe = decodeURIComponent(/\/wipeout\/(\S+)/.exec(rows[0]!.text_body)![1]!);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/assessment/assessment-group/wipe-out',
          headers: t.bearer(wipe),
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('GET', `${API}/current`, token)).json().review).toBeNull();
    const [n] = await t.app.stride.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM leader360_raters WHERE review_id = ${id}`,
    );
    expect(n!.n).toBe(0);
  });
});

describe('Custom 360', () => {
  const DEF = '/api/assessment/custom-360/definition';
  let admin: string;
  let person: string;

  it('the admin chooses its questions from the bank and writes their own; bad ones are refused, nothing changed', async () => {
    admin = await t.login('admin@demo.test');
    const got = await call('GET', `${DEF}?languageCode=de`, admin);
    expect(got.statusCode, got.body).toBe(200);
    // the demo: on as "Culture 360", six bank questions and two of its own
    expect(got.json()).toMatchObject({ enabled: true, name: 'Culture 360' });
    expect(got.json().itemCodes).toHaveLength(6);
    expect(got.json().bank).toHaveLength(27);
    expect(got.json().bank[0].text).toMatch(/Team/);

    const before = got.json();
    for (const [body, status, message] of [
      [{ itemCodes: ['NOPE-1'], ownItems: [] }, 422, /itemCodes\.0/],
      [{ itemCodes: ['L360-TRU-1', 'L360-TRU-1'], ownItems: [] }, 422, /twice/],
      [
        { itemCodes: [], ownItems: [{ code: 'OWN-1', capability: 'TRUST', text: { de: 'Nur Deutsch' } }] },
        400,
        /en/,
      ],
      [
        { itemCodes: [], ownItems: [{ code: 'OWN-1', capability: 'NOPE', text: { en: 'x' } }] },
        400,
        /capability/,
      ],
    ] as const) {
      const res = await t.app.inject({ method: 'PUT', url: DEF, headers: t.bearer(admin), payload: body });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect((await call('GET', `${DEF}?languageCode=de`, admin)).json()).toEqual(before);

    const saved = await t.app.inject({
      method: 'PUT',
      url: DEF,
      headers: t.bearer(admin),
      payload: {
        itemCodes: ['L360-TRU-1', 'L360-CAN-1'],
        ownItems: [
          {
            code: 'OWN-1',
            capability: 'TRUST',
            text: { en: 'Keeps our promise to customers.', de: 'Hält unser Versprechen an Kunden.' },
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().itemCodes).toEqual(['L360-TRU-1', 'L360-CAN-1']);
    // a person is no admin
    person = await t.createPerson({ email: 'culture360@demo.test', roles: ['USER'], consented: true });
    expect((await call('GET', DEF, person)).statusCode).toBe(403);
  });

  it('a person runs it like the Leader 360, with its name and its questions (their own in their language)', async () => {
    const res = await call('POST', `${API}/start`, person, { custom: true, languageCode: 'de' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ custom: true, title: 'Culture 360', status: 'SELF' });
    const cid = res.json().id;
    const q = (await call('GET', `${API}/${cid}/questions?languageCode=de`, person)).json();
    expect(q.items.map((i: { code: string }) => i.code)).toEqual(['L360-TRU-1', 'L360-CAN-1', 'OWN-1']);
    expect(q.items[2].text).toBe('Hält unser Versprechen an Kunden.');
    // a language the admin did not write reads English
    const fr = (await call('GET', `${API}/${cid}/questions?languageCode=fr`, person)).json();
    expect(fr.items[2].text).toBe('Keeps our promise to customers.');
    // the Leader 360 is a separate one
    expect((await call('GET', `${API}/current?custom=false`, person)).json().review).toBeNull();
    expect((await call('GET', `${API}/current?custom=true`, person)).json().review.id).toBe(cid);
    // an answer to a bank question it does not ask is refused
    const off = await call('POST', `${API}/${cid}/self`, person, { answers: { 'L360-VIS-1': 3 } });
    expect(off.statusCode).toBe(400);
    const self = await call('POST', `${API}/${cid}/self`, person, {
      answers: { 'L360-TRU-1': 4, 'L360-CAN-1': 3, 'OWN-1': 5 },
      submit: true,
    });
    expect(self.statusCode, self.body).toBe(200);
    // the admin's later edits leave the running one as it started
    await t.app.inject({
      method: 'PUT',
      url: DEF,
      headers: t.bearer(admin),
      payload: { itemCodes: ['L360-VIS-1'], ownItems: [] },
    });
    expect((await call('GET', `${API}/${cid}/questions?languageCode=en`, person)).json().items).toHaveLength(
      3,
    );
  });

  it('is refused where the organisation has not turned it on', async () => {
    const other = await t.login('other@other.test');
    const res = await call('POST', `${API}/start`, other, { custom: true });
    expect([403, 404]).toContain(res.statusCode);
  });
});
