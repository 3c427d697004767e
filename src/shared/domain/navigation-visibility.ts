import type { SprintStatus } from '../enums';
import { hasEntitlement, type PlanFeatureLike } from './entitlements';
import { sprintsUnlocked } from './sprint-unlock';

/**
 * Visibility of a navigation item (spec personal-area 2.1 and sprints 6). Pure: the web navigation
 * describes each item with this meta and asks `evaluateNavItem` whether it is shown, disabled or hidden.
 */
export interface NavItemMeta {
  /** Roles of which the person needs at least one; empty or absent means everyone. */
  roles?: readonly string[];
  /** Licence entitlements that must all be on; a missing one disables the item (or hides it, see below). */
  entitlements?: readonly string[];
  /** Feature flags that must all be on; an off flag hides the item. */
  featureKeys?: readonly string[];
  /** Hide instead of disable when an entitlement is missing. */
  hideIfNoEntitlement?: boolean;
  /** 'none': only while no sprint is in progress; 'in-progress': only while a sprint is in progress. */
  sprintState?: 'none' | 'in-progress';
  /** Only once sprints are unlocked (the Sprint group): the role challenges are completed (sprint-unlock.ts). */
  requiresRoleChallenges?: boolean;
  /** Only when both the Style and the Strategy surveys are complete (Growth Leader items). */
  requiresStyleAndStrategy?: boolean;
  /** Only when the organisation has the custom 360 model (Custom 360). */
  customModel?: boolean;
  /** Team navigation (2.2): only for the team's manager (manage-team, manager-impact). */
  managerOnly?: boolean;
}

export interface NavContext {
  roles: readonly string[];
  /** Features of the subscription plan. */
  features: readonly PlanFeatureLike[];
  /** Feature flags by name; an absent flag counts as off. */
  flags: Readonly<Record<string, boolean>>;
  currentSprintStatus: SprintStatus | null;
  roleChallengesCompleted: boolean;
  styleSurveyCompleted: boolean;
  strategySurveyCompleted: boolean;
  customModelEnabled: boolean;
  /** The organisation's name for its Custom 360 (console settings); null or empty: the default label. */
  customModelName?: string | null;
  /** Team navigation: whether the person manages the team the items belong to (absent: not a team item). */
  teamManager?: boolean;
}

export type NavVisibility = 'shown' | 'disabled' | 'hidden';

/** Role name the spec uses for "anyone signed in". */
const EVERYONE = 'Everyone';

function rolesMatch(required: readonly string[] | undefined, roles: readonly string[]): boolean {
  if (!required || required.length === 0 || required.includes(EVERYONE)) return true;
  return required.some((r) => roles.includes(r));
}

export function evaluateNavItem(meta: NavItemMeta, ctx: NavContext): NavVisibility {
  if (!rolesMatch(meta.roles, ctx.roles)) return 'hidden';
  if (meta.featureKeys?.some((flag) => ctx.flags[flag] !== true)) return 'hidden';
  if (meta.customModel && !ctx.customModelEnabled) return 'hidden';
  if (meta.managerOnly && ctx.teamManager !== true) return 'hidden';
  if (meta.requiresRoleChallenges && !sprintsUnlocked(ctx)) return 'hidden';
  if (meta.requiresStyleAndStrategy && !(ctx.styleSurveyCompleted && ctx.strategySurveyCompleted))
    return 'hidden';
  const inProgress = ctx.currentSprintStatus === 'IN_PROGRESS';
  if (meta.sprintState === 'none' && inProgress) return 'hidden';
  if (meta.sprintState === 'in-progress' && !inProgress) return 'hidden';
  const missing = meta.entitlements?.some((key) => !hasEntitlement(ctx.features, key)) ?? false;
  if (missing) return meta.hideIfNoEntitlement ? 'hidden' : 'disabled';
  return 'shown';
}

/** A group is shown when at least one of its items is not hidden. */
export function evaluateNavGroup(items: readonly NavItemMeta[], ctx: NavContext): NavVisibility {
  const results = items.map((m) => evaluateNavItem(m, ctx));
  if (results.includes('shown')) return 'shown';
  if (results.includes('disabled')) return 'disabled';
  return 'hidden';
}

/**
 * The label of an item: the Custom 360 item shows the organisation's own name for it when it has one (spec
 * sprints 6: "Custom 360 items depend on a client setting that may rename them"); otherwise null (the item's own
 * translated label).
 */
export function customNavLabel(meta: NavItemMeta, ctx: Pick<NavContext, 'customModelName'>): string | null {
  const name = ctx.customModelName?.trim();
  return meta.customModel && name ? name : null;
}

/** The team navigation of spec personal-area 2.2, per team; gated by the feature key teams-navigation. */
export const TEAM_NAVIGATION: ReadonlyArray<{ id: string; path: string; meta: NavItemMeta }> = [
  { id: 'team-dashboard', path: 'dashboard', meta: { featureKeys: ['teams-navigation'] } },
  { id: 'manage-team', path: 'manage-team', meta: { featureKeys: ['teams-navigation'], managerOnly: true } },
  {
    id: 'manager-impact',
    path: 'manager-impact',
    meta: { featureKeys: ['teams-navigation'], managerOnly: true },
  },
  {
    id: 'team-alignment',
    path: 'team-alignment',
    meta: { featureKeys: ['teams-navigation'], managerOnly: true },
  },
];

/** The team navigation entries a person sees for one team: the manager-only ones only for its manager. */
export function teamNavigation(
  team: { id: number; manager: boolean },
  ctx: NavContext,
): Array<{ id: string; to: string; visibility: NavVisibility }> {
  return TEAM_NAVIGATION.map((item) => ({
    id: item.id,
    to: `/teams/v2/${team.id}/${item.path}`,
    visibility: evaluateNavItem(item.meta, { ...ctx, teamManager: team.manager }),
  })).filter((e) => e.visibility !== 'hidden');
}
