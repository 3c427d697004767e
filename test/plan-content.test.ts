import { describe, expect, it } from 'vitest';
import { ROLE_CHALLENGES } from '../content/plan/challenges';
import { OUTCOMES } from '../content/plan/outcomes';
import { CUSTOM_ROLE_CODE, JOB_ROLES, NEXT_ROLE_OPTIONS } from '../content/plan/roles';
import type { Localized } from '../content/plan/text';
import { CAPABILITY_CODES, LANGUAGES } from '../src/shared/enums';

const texts = (x: Localized) => LANGUAGES.map((lng) => x[lng]);

describe('plan content', () => {
  it('has at least 8 challenges for every role a person can pick, and for a custom next role', () => {
    for (const role of [...JOB_ROLES, ...NEXT_ROLE_OPTIONS]) {
      expect(ROLE_CHALLENGES[role.code]?.length ?? 0, role.code).toBeGreaterThanOrEqual(8);
    }
    expect(ROLE_CHALLENGES[CUSTOM_ROLE_CODE].length).toBeGreaterThanOrEqual(8);
  });

  it('gives every outcome 1 to 3 known capability codes', () => {
    for (const o of OUTCOMES) {
      expect(o.capabilities.length, o.code).toBeGreaterThanOrEqual(1);
      expect(o.capabilities.length, o.code).toBeLessThanOrEqual(3);
      for (const c of o.capabilities) expect(CAPABILITY_CODES).toContain(c);
    }
  });

  it('writes every text in all 8 languages, not as English copies, with unique codes', () => {
    const all = [
      ...JOB_ROLES.map((r) => r.label),
      ...NEXT_ROLE_OPTIONS.map((r) => r.label),
      ...Object.values(ROLE_CHALLENGES).flatMap((set) => set.map((c) => c.label)),
      ...OUTCOMES.map((o) => o.label),
    ];
    for (const label of all) {
      for (const text of texts(label)) expect(text.trim().length).toBeGreaterThan(2);
      expect(label.ja).not.toBe(label.en);
      expect(label.de).not.toBe(label.en);
    }
    const codes = Object.values(ROLE_CHALLENGES).flatMap((set) => set.map((c) => c.code));
    expect(new Set(codes).size).toBe(codes.length);
  });
});
