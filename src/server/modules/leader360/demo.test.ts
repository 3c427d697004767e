import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

const API = '/api/assessment/leader-360';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(token) });

describe('Leader 360 demo data', () => {
  it("member@'s finished 360 shows a blind spot and a hidden strength, every group visible", async () => {
    const token = await t.login('member@demo.test');
    const review = (await get(`${API}/current`, token)).json().review;
    expect(review.status).toBe('CLOSED');
    const report = (await get(`${API}/${review.id}/report?languageCode=en`, token)).json();
    expect(report.groups.map((g: { group: string; count: number }) => [g.group, g.count])).toEqual([
      ['MANAGER', 1],
      ['PEER', 4],
      ['DIRECT_REPORT', 3],
    ]);
    expect(report.hiddenAnswers).toBe(2); // the two others cannot be shown alone
    expect(report.blindSpots.map((g: { capability: string }) => g.capability)).toContain('DELIVERY');
    expect(report.hiddenStrengths.map((g: { capability: string }) => g.capability)).toContain('TRUST');
    expect(report.gla).not.toBeNull();
    expect((await get('/api/user/users/getUserState', token)).json().gla360ReportGenerated).toBe(true);

    // the team dashboard's aggregates: member@ per capability (others shown), manager@ not finished
    const { identity, leader360 } = t.app.stride;
    const member = (await identity.repo.userByEmail('member@demo.test'))!;
    const manager = (await identity.repo.userByEmail('manager@demo.test'))!;
    const membership = (await identity.repo.preferredMembership(member.id))!;
    const aggregates = await leader360.teamAggregates(membership.clientId, [member.id, manager.id]);
    expect(aggregates[0]).toMatchObject({ userId: member.id, completed: true });
    expect(aggregates[0]!.capabilities.find((c) => c.code === 'DELIVERY')!.others).toBeLessThan(4.5);
    expect(aggregates[1]).toEqual({ userId: manager.id, completed: false, capabilities: [] });
    // another organisation's id reads as nothing
    expect((await leader360.teamAggregates(membership.clientId + 999, [member.id]))[0]!.completed).toBe(
      false,
    );
  });

  it("manager@'s 360 is in progress with one of two raters answered, and the open link works", async () => {
    const token = await t.login('manager@demo.test');
    const review = (await get(`${API}/current`, token)).json().review;
    expect(review.status).toBe('OPEN');
    expect(review.progress.reduce((s: number, g: { answered: number }) => s + g.answered, 0)).toBe(1);
    const [mail] = await t.app.stride.database.query<{ text_body: string }>(
      "SELECT text_body FROM mail_outbox WHERE to_address = 'member@demo.test' AND subject LIKE '%Max Manager%'",
    );
    const rater = decodeURIComponent(/token=(\S+)/.exec(mail!.text_body)![1]!);
    const view = await t.app.inject({
      method: 'GET',
      url: `${API}/rater?token=${encodeURIComponent(rater)}`,
    });
    expect(view.json()).toMatchObject({ personName: 'Max Manager', group: 'OTHER', status: 'INVITED' });
  });
});
