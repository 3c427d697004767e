import { ROLE_CHALLENGES } from '../../../../content/plan/challenges';
import { OUTCOMES } from '../../../../content/plan/outcomes';
import { CUSTOM_ROLE_CODE, JOB_ROLES, NEXT_ROLE_OPTIONS } from '../../../../content/plan/roles';
import type { Localized } from '../../../../content/plan/text';
import type { Language } from '../../../shared/enums';

/** The plan's authored options (content/plan) in one language. Pure lookups, no database. */
export const planOptions = {
  jobRoles: (lng: Language) => rolesWithChallenges(JOB_ROLES, lng),
  nextRoles: (lng: Language) => rolesWithChallenges(NEXT_ROLE_OPTIONS, lng),
  customChallenges: (lng: Language) => challengeOptions(CUSTOM_ROLE_CODE, lng),
  isJobRole: (code: string) => JOB_ROLES.some((r) => r.code === code),
  isNextRole: (code: string) => NEXT_ROLE_OPTIONS.some((r) => r.code === code),
  roleLabel(code: string | null, lng: Language): string | null {
    if (!code) return null;
    return [...NEXT_ROLE_OPTIONS, ...JOB_ROLES].find((r) => r.code === code)?.label[lng] ?? null;
  },
  /** The challenge codes a role offers (CUSTOM: the set for a role the person wrote themselves). */
  challengeCodes: (roleCode: string) => new Set((ROLE_CHALLENGES[roleCode] ?? []).map((c) => c.code)),
  challengeLabel(code: string, lng: Language): string | null {
    for (const set of Object.values(ROLE_CHALLENGES)) {
      const found = set.find((c) => c.code === code);
      if (found) return found.label[lng];
    }
    return null;
  },
  outcome: (code: string) => OUTCOMES.find((o) => o.code === code) ?? null,
  /** Outcomes whose label (in the language, or English) contains the text; '*' lists them all. */
  findOutcomes(text: string, lng: Language) {
    const needle = text.trim().toLowerCase();
    return OUTCOMES.filter(
      (o) =>
        needle === '*' ||
        o.label[lng].toLowerCase().includes(needle) ||
        o.label.en.toLowerCase().includes(needle),
    ).map((o) => ({ code: o.code, label: o.label[lng], capabilities: [...o.capabilities] }));
  },
  outcomeLabel: (code: string, lng: Language) => OUTCOMES.find((o) => o.code === code)?.label[lng] ?? null,
};

function challengeOptions(roleCode: string, lng: Language) {
  return (ROLE_CHALLENGES[roleCode] ?? []).map((c) => ({ code: c.code, label: c.label[lng] }));
}

function rolesWithChallenges(roles: readonly { code: string; label: Localized }[], lng: Language) {
  return roles.map((r) => ({ code: r.code, label: r.label[lng], challenges: challengeOptions(r.code, lng) }));
}
