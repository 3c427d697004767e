import type { PlanSectionType } from '../../../shared/enums';

/** The plan's tabs: its five sections and the nurture network. The plan_tab path placeholder names one. */
export const PLAN_TABS = [
  { slug: 'role-and-challenges', section: 'CAREER_CHALLENGE' },
  { slug: 'development-plan', section: 'ADAPTIVE_DEVELOPMENT_PLAN' },
  { slug: 'goals-and-deliverables', section: 'DEVELOPMENT_GOALS_AND_DELIVERABLES' },
  { slug: 'key-milestones', section: 'KEY_MILESTONES' },
  { slug: 'summary', section: 'SUMMARY' },
  { slug: 'nurture-network', section: 'NETWORK' },
] as const satisfies readonly { slug: string; section: PlanSectionType | 'NETWORK' }[];
export type PlanTab = (typeof PLAN_TABS)[number];

/** The tab of a plan_tab value: its slug or its section name (any case); the first tab otherwise. */
export function tabOf(value: string | undefined): PlanTab {
  const v = (value ?? '').toLowerCase();
  return PLAN_TABS.find((tab) => tab.slug === v || tab.section.toLowerCase() === v) ?? PLAN_TABS[0];
}
