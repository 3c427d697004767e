import { and, eq, inArray, ne } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNamedCrewRole } from '../../shared/domain/crew-anonymity';
import { mailOutbox } from '../platform/mail/tables';
import { raters360, reviews360, sprintCrew, sprints, users } from '../schema';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 34 point 8: nothing of another person leaks into a person's data export. Two demo people with rich data
 * (member@: sprints with a crew and its feedback, check-ins, a closed 360, notifications, assistant
 * conversations; manager@: a certified sprint, badges, feedback received, a 360 in progress) export their data;
 * the archive of each holds no other person's e-mail, none of the other's own data, no anonymous crew member's
 * name or e-mail and no 360 rater's identity.
 */
let t: TestApp;
type Archive = { files: Record<string, string>; all: string; id: number };
const archives: Record<string, Archive> = {};

async function exportOf(email: string): Promise<Archive> {
  const token = await t.login(email);
  const auth = { authorization: `Bearer ${token}` };
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/user/data-export', headers: auth })).statusCode,
  ).toBe(202);
  await t.app.stride.jobs.runDue(['dataExport.prepare']);
  const [mail] = await t.app.stride.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .then((rows) => rows.filter((m) => m.subject.includes('ready to download')));
  const link = mail!.text.match(/token=(g_[A-Za-z0-9_-]+)/)![1]!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/data-export/download',
    payload: { token: link },
  });
  expect(res.statusCode).toBe(200);
  const zip = unzipSync(new Uint8Array(res.rawPayload));
  const files = Object.fromEntries(Object.entries(zip).map(([name, bytes]) => [name, strFromU8(bytes)]));
  const id = (await t.app.stride.identity.people.byEmail(email))!.id;
  return { files, all: Object.values(files).join('\n').toLowerCase(), id };
}

/** every value under a key named like a person's id, anywhere in the JSON files */
function personIds(a: Archive): number[] {
  const found: number[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (/^(userId|senderId|createdBy|requestedBy|recipientId)$/.test(k) && typeof x === 'number')
          found.push(x);
        walk(x);
      }
  };
  for (const [name, text] of Object.entries(a.files)) if (name.endsWith('.json')) walk(JSON.parse(text));
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  archives.member = await exportOf('member@demo.test');
  archives.manager = await exportOf('manager@demo.test');
});
afterAll(() => t.close());

describe("a person's data export holds nothing of another person", () => {
  it.each(['member', 'manager'])(
    '%s@: no other person’s e-mail address and no other person’s id',
    async (who) => {
      const a = archives[who]!;
      const others = await t.app.stride.database.db
        .select({ email: users.email })
        .from(users)
        .where(ne(users.id, a.id));
      expect(others.length).toBeGreaterThan(10);
      const leaked = others.map((o) => o.email.toLowerCase()).filter((e) => a.all.includes(e));
      expect(leaked).toEqual([]);
      expect(a.all).toContain(`${who}@demo.test`);
      expect(personIds(a).filter((id) => id !== a.id)).toEqual([]);
    },
  );

  it("member@: the crew's feedback is there, without the names or e-mails of crew promised anonymity", async () => {
    const a = archives.member!;
    const db = t.app.stride.database.db;
    const crew = await db
      .select({ name: sprintCrew.name, email: sprintCrew.email, role: sprintCrew.role })
      .from(sprintCrew)
      .innerJoin(sprints, eq(sprints.id, sprintCrew.sprintId))
      .where(eq(sprints.userId, a.id));
    const anonymous = crew.filter((c) => !isNamedCrewRole(c.role));
    expect(anonymous.length).toBeGreaterThan(0);
    for (const c of anonymous) {
      expect(a.all).not.toContain(c.name.toLowerCase());
      expect(a.all).not.toContain(c.email.toLowerCase());
    }
    // what they said is the person's: the Peer's feedback and advice are in the file, by role only
    const received = JSON.parse(a.files['feedback-received.json']!);
    const all = received.sprints.flatMap((s: { feedback: unknown[]; advice: unknown[] }) => [
      ...s.feedback,
      ...s.advice,
    ]);
    expect(
      all.filter((f: { role: string; from: string | null }) => f.role === 'Peer' && f.from === null).length,
    ).toBe(2);
    expect(a.files['feedback-received.json']).toContain('let people finish first');
    // named roles (manager, mentor, coach) keep their names, as on the person's pages
    expect(
      all.some((f: { role: string; from: string | null }) => f.role === 'Coach' && f.from !== null),
    ).toBe(true);
  });

  it("member@: the 360's raters are never named", async () => {
    const a = archives.member!;
    const db = t.app.stride.database.db;
    const mine = await db.select({ id: reviews360.id }).from(reviews360).where(eq(reviews360.userId, a.id));
    expect(mine.length).toBeGreaterThan(0);
    const raters = await db
      .select({ name: raters360.name, email: raters360.email, group: raters360.grp })
      .from(raters360)
      .where(
        inArray(
          raters360.reviewId,
          mine.map((r) => r.id),
        ),
      );
    expect(raters.length).toBeGreaterThan(0);
    for (const r of raters) {
      expect(a.all).not.toContain(r.email.toLowerCase());
      // the manager answers as themselves (decision 0040) and may be named elsewhere; peers and others never
      if (r.group !== 'MANAGER') expect(a.all).not.toContain(r.name.toLowerCase());
    }
    const l360 = JSON.parse(a.files['leader-360.json']!);
    expect(l360.reviews.some((r: { report: unknown }) => r.report !== null)).toBe(true);
  });

  it("neither holds the other's own data: certificates, check-ins, conversations, sprints", async () => {
    const member = archives.member!;
    const manager = archives.manager!;
    const managerAwards = JSON.parse(manager.files['badges-and-certificates.json']!).awards;
    const credentials = managerAwards.map(
      (x: { verifiableCredential: string | null }) => x.verifiableCredential,
    );
    expect(credentials.filter(Boolean).length).toBeGreaterThan(0);
    for (const c of credentials.filter(Boolean)) expect(member.all).not.toContain(c.toLowerCase());
    // member@'s own words (check-in notes, questions to the assistant) are nowhere in manager@'s archive
    const memberSprints = JSON.parse(member.files['sprints.json']!);
    const memberAssistant = JSON.parse(member.files['assistant.json']!);
    const words = [
      ...memberSprints.checkIns.map((c: { progressNote: string | null }) => c.progressNote),
      ...memberAssistant.conversations.flatMap((c: { messages: { role: string; text: string }[] }) =>
        c.messages.filter((m) => m.role === 'user').map((m) => m.text),
      ),
    ].filter((w): w is string => typeof w === 'string' && w.length > 12);
    expect(words.length).toBeGreaterThan(2);
    for (const w of words) expect(manager.all).not.toContain(w.toLowerCase());
    // each one's sprints are their own
    const db = t.app.stride.database.db;
    for (const [who, other] of [
      [member, manager],
      [manager, member],
    ] as const) {
      const theirs = await db
        .select({ id: sprints.id })
        .from(sprints)
        .where(and(eq(sprints.userId, other.id), eq(sprints.sprintType, 'USER_SPRINT')));
      const exported = JSON.parse(who.files['sprints.json']!).sprints.map((s: { id: number }) => s.id);
      expect(exported.filter((id: number) => theirs.some((s) => s.id === id))).toEqual([]);
    }
  });
});
