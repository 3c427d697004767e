import type { ComponentType } from 'react';
import type { UserState } from '../../../shared/contracts/user';

/** What a card's visibility may depend on. */
export interface DashboardContext {
  user: UserState;
  /** feature flags by name (off while unknown) */
  flags: Record<string, boolean>;
}

/** A card a feature puts on the main dashboard. */
export interface DashboardCardEntry {
  /** unique; registering the same id again replaces the card */
  id: string;
  /** lower comes first */
  order: number;
  /** whether the person sees the card; always when absent */
  visible?: (ctx: DashboardContext) => boolean;
  /** the card itself (it reads what it needs through hooks) */
  Card: ComponentType;
}

const cards = new Map<string, DashboardCardEntry>();

/** Each feature's index registers its cards here; the dashboard shows them in order. */
export function registerDashboardCard(entry: DashboardCardEntry): void {
  cards.set(entry.id, entry);
}

/** The cards a person sees, in order. */
export function dashboardCards(ctx: DashboardContext): DashboardCardEntry[] {
  return [...cards.values()].filter((c) => c.visible?.(ctx) ?? true).sort((a, b) => a.order - b.order);
}

/** The dashboard's order of today's cards; a new feature picks a number between (e.g. 25). */
export const CARD_ORDER = { nextUp: 5, gla: 10, plan: 20, sprint: 30, badges: 40, subscription: 50 } as const;
