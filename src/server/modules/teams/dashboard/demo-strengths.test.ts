import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// issue 30 point e: under decision 0073 the demo never showed manager@ a team's strengths; the Discovery Team's
// three members finished GLAs that differ on every capability and share none of it with him, so he reads numbers
// there, while the Platform Team (two colleagues he cannot see, who answer alike somewhere) keeps the privacy text
let t: TestApp;
let manager: string;
const teamIds: Record<string, number> = {};

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/team${url}`, headers: t.bearer(manager) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager@demo.test');
  for (const team of await get('/teams-member/team-details')) teamIds[team.name] = team.id;
}, 120_000);
afterAll(() => t.close());

describe("the demo teams' GLA totals for manager@", () => {
  it('show the Discovery Team strengths and GLA report with numbers', async () => {
    const id = teamIds['Discovery Team'];
    expect(id).toBeDefined();
    const dashboard = await get(`/team-dashboard/${id}`);
    expect(dashboard.glaStrengths).toMatchObject({ available: true, contributors: 4 });
    expect(dashboard.glaStrengths.capabilities).toHaveLength(9);
    const report = await get(`/team-impact/gla/${id}`);
    expect(report.report.available).toBe(true);
  });

  it('keep the Platform Team strengths to the privacy message', async () => {
    const dashboard = await get(`/team-dashboard/${teamIds['Platform Team']}`);
    expect(dashboard.glaStrengths).toEqual({
      available: false,
      message: 'MIB_AGGREGATED_GROWTH_LEADER_NO_DATA',
    });
  });
});
