import { describe, expect, it } from 'vitest';
import type { UserState } from '../../../shared/contracts/user';
import { dashboardCards, registerDashboardCard } from './registry';

const Card = () => null;
const ctx = (flags: Record<string, boolean> = {}) => ({ user: {} as UserState, flags });

describe('the dashboard card registry', () => {
  it('lists the registered cards by their order, whatever the order of registration', () => {
    registerDashboardCard({ id: 'test-c', order: 930, Card });
    registerDashboardCard({ id: 'test-a', order: 910, Card });
    registerDashboardCard({ id: 'test-b', order: 920, Card });
    const ids = dashboardCards(ctx())
      .map((c) => c.id)
      .filter((id) => id.startsWith('test-'));
    expect(ids).toEqual(['test-a', 'test-b', 'test-c']);
  });

  it('leaves out a card whose visibility predicate says no', () => {
    registerDashboardCard({
      id: 'test-flagged',
      order: 940,
      Card,
      visible: ({ flags }) => flags.teams === true,
    });
    expect(dashboardCards(ctx()).some((c) => c.id === 'test-flagged')).toBe(false);
    expect(dashboardCards(ctx({ teams: true })).some((c) => c.id === 'test-flagged')).toBe(true);
  });

  it('replaces a card registered again under the same id', () => {
    registerDashboardCard({ id: 'test-same', order: 950, Card });
    registerDashboardCard({ id: 'test-same', order: 905, Card });
    const same = dashboardCards(ctx()).filter((c) => c.id === 'test-same');
    expect(same.map((c) => c.order)).toEqual([905]);
  });
});
