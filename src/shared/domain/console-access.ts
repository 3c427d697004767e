import type { Role } from '../enums';

/**
 * Who may use each console section (issue 5). The server declares these roles on the section's routes and the
 * web console shows a section only to them; one list keeps the two sides in step.
 */
export const CONSOLE_SECTION_ROLES = {
  users: ['ADMIN', 'BUYER'],
  licence: ['BUYER', 'ADMIN'],
  settings: ['ADMIN'],
  nominees: ['ADMIN', 'BUYER'],
  analytics: ['TEAM_ANALYTICS', 'GROWTH_LEADER_ANALYTICS'],
  mailbox: ['ADMIN'],
  audit: ['ADMIN'],
  organisations: ['PRODUGIE_OPS'],
  // the jobs of every organisation (queued, failed, done; retry): the product's operators
  jobs: ['PRODUGIE_OPS'],
} as const satisfies Record<string, readonly Role[]>;
export type ConsoleSection = keyof typeof CONSOLE_SECTION_ROLES;

/** Roles of a console section, as a mutable list for the server's access declarations. */
export const sectionRoles = (section: ConsoleSection): Role[] => [...CONSOLE_SECTION_ROLES[section]];

export function maySee(section: ConsoleSection, roles: readonly string[]): boolean {
  return CONSOLE_SECTION_ROLES[section].some((r) => roles.includes(r));
}

/**
 * The roles a console user may give or take away: an ADMIN every organisation role, a BUYER every role but
 * ADMIN; only product operators hand out PRODUGIE_OPS.
 */
export function grantableRoles(callerRoles: readonly string[]): Role[] {
  const all: Role[] = [
    'USER',
    'ADMIN',
    'BUYER',
    'TEAM_MANAGER',
    'TEAM_MEMBER',
    'TEAM_ANALYTICS',
    'GROWTH_LEADER_ANALYTICS',
  ];
  const granted = new Set<Role>();
  if (callerRoles.includes('ADMIN') || callerRoles.includes('PRODUGIE_OPS')) {
    for (const r of all) granted.add(r);
  } else if (callerRoles.includes('BUYER')) {
    for (const r of all) if (r !== 'ADMIN') granted.add(r);
  }
  if (callerRoles.includes('PRODUGIE_OPS')) granted.add('PRODUGIE_OPS');
  return [...granted];
}

/** The roles a change adds or removes that the caller may not grant (empty: the change is allowed). */
export function ungrantedChanges(
  callerRoles: readonly string[],
  before: readonly string[],
  after: readonly string[],
): string[] {
  const allowed = new Set<string>(grantableRoles(callerRoles));
  const changed = [...after.filter((r) => !before.includes(r)), ...before.filter((r) => !after.includes(r))];
  return [...new Set(changed.filter((r) => !allowed.has(r)))];
}
