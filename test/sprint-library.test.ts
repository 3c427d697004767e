import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { OUTCOMES } from '../content/plan/outcomes';
import type { Localized } from '../content/plan/text';
import { ACTIVITY_TYPE_TEXTS } from '../content/sprints/activity-types';
import { SPRINT_LIBRARY, type SprintTemplateItem, sprintTemplate } from '../content/sprints/index';
import { CAPABILITY_CODES, LANGUAGES } from '../src/shared/enums';
import { ACTIVITY_CODES, ACTIVITY_KINDS, SPRINT_DURATION_WEEKS } from '../src/shared/sprint-enums';

const require = createRequire(import.meta.url);

/** Problems of one text: a language missing or blank, stray spaces, over `max` characters, en copied to ja / zh-CN. */
const localizedProblems = (text: Localized, max: number, where: string): string[] => {
  const problems: string[] = [];
  const keys = Object.keys(text).sort().join(',');
  if (keys !== [...LANGUAGES].sort().join(',')) problems.push(`${where}: languages ${keys}`);
  for (const lng of LANGUAGES) {
    const value = text[lng];
    if (typeof value !== 'string' || value.trim().length < 2) problems.push(`${where} ${lng}: blank`);
    else if (value !== value.trim()) problems.push(`${where} ${lng}: stray spaces`);
    else if ([...value].length > max)
      problems.push(`${where} ${lng}: ${[...value].length} > ${max} characters`);
  }
  if (text.ja === text.en || text['zh-CN'] === text.en) problems.push(`${where}: English copied`);
  return problems;
};

const itemProblems = (item: SprintTemplateItem, sprintCode: string, prefix: 'A' | 'B' | 'O'): string[] => [
  ...(new RegExp(`^${sprintCode}-${prefix}[1-3]$`).test(item.code) ? [] : [`${item.code}: code`]),
  ...localizedProblems(item.label, 80, `${item.code} label`),
  ...localizedProblems(item.description, 240, `${item.code} description`),
];

const mainCapability = (code: string) => sprintTemplate(code)!.capabilities[0];

describe('sprint library', () => {
  it('has at least 27 sprints, 3 or more for each of the nine capabilities', () => {
    expect(SPRINT_LIBRARY.length).toBeGreaterThanOrEqual(27);
    for (const capability of CAPABILITY_CODES) {
      const count = SPRINT_LIBRARY.filter((s) => mainCapability(s.code) === capability).length;
      expect(count, capability).toBeGreaterThanOrEqual(3);
    }
  });

  it('lists the sprints grouped by main capability in the order of CAPABILITY_CODES', () => {
    const order = SPRINT_LIBRARY.map((s) => CAPABILITY_CODES.indexOf(s.capabilities[0]));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('gives every sprint and item a unique code, and finds each sprint by its code', () => {
    const codes = SPRINT_LIBRARY.flatMap((s) => [
      s.code,
      ...s.actions.map((a) => a.code),
      ...s.behaviours.map((b) => b.code),
      ...s.outcomes.map((o) => o.code),
    ]);
    expect(new Set(codes).size).toBe(codes.length);
    for (const s of SPRINT_LIBRARY) {
      expect(s.code).toMatch(/^[A-Z]{4}-\d+$/);
      expect(sprintTemplate(s.code)).toBe(s);
    }
    expect(sprintTemplate('NOPE-1')).toBeUndefined();
    expect(sprintTemplate('CAND-1')?.icon).toBe('RecordVoiceOver');
  });

  it('shapes every sprint as the wizard expects', () => {
    const outcomeCodes = new Set(OUTCOMES.map((o) => o.code));
    const problems: string[] = [];
    const check = (ok: boolean, problem: string) => {
      if (!ok) problems.push(problem);
    };
    for (const s of SPRINT_LIBRARY) {
      const prefix = SPRINT_LIBRARY.find((x) => x.capabilities[0] === s.capabilities[0])!.code.slice(0, 4);
      check(s.code.startsWith(`${prefix}-`), `${s.code}: prefix differs from its capability's (${prefix})`);
      problems.push(...localizedProblems(s.label, 60, `${s.code} label`));
      problems.push(...localizedProblems(s.description, 400, `${s.code} description`));
      let iconFound = true;
      try {
        require.resolve(`@mui/icons-material/${s.icon}`);
      } catch {
        iconFound = false;
      }
      check(iconFound, `${s.code}: no icon ${s.icon} in @mui/icons-material`);
      check(s.capabilities.length >= 1 && s.capabilities.length <= 2, `${s.code}: 1-2 capabilities`);
      check(new Set(s.capabilities).size === s.capabilities.length, `${s.code}: repeated capability`);
      for (const c of s.capabilities) check(CAPABILITY_CODES.includes(c), `${s.code}: capability ${c}`);
      check(s.planOutcomes.length >= 1, `${s.code}: no plan outcome`);
      for (const o of s.planOutcomes) {
        const outcome = OUTCOMES.find((x) => x.code === o);
        check(outcomeCodes.has(o), `${s.code}: plan outcome ${o}`);
        // an outcome it serves builds one of the capabilities the sprint develops
        check(
          !outcome || outcome.capabilities.some((c) => s.capabilities.includes(c)),
          `${s.code}: ${o} off-topic`,
        );
      }
      check(s.durations.length >= 1, `${s.code}: no duration`);
      check(new Set(s.durations).size === s.durations.length, `${s.code}: repeated duration`);
      for (const d of s.durations) check(SPRINT_DURATION_WEEKS.includes(d), `${s.code}: duration ${d}`);
      check(s.actions.length >= 1 && s.actions.length <= 3, `${s.code}: ${s.actions.length} actions`);
      check(s.behaviours.length === 3, `${s.code}: ${s.behaviours.length} behaviours`);
      check(s.outcomes.length === 3, `${s.code}: ${s.outcomes.length} outcomes`);
      for (const a of s.actions) {
        problems.push(...itemProblems(a, s.code, 'A'));
        const n = a.suggestedActivities.length;
        check(n >= 2 && n <= 3, `${a.code}: ${n} suggested activities`);
        for (const act of a.suggestedActivities) {
          check(ACTIVITY_CODES.includes(act.code), `${a.code}: activity code ${act.code}`);
          check(ACTIVITY_KINDS.includes(act.kind), `${a.code}: activity kind ${act.kind}`);
          problems.push(...localizedProblems(act.title, 80, `${a.code} activity`));
        }
      }
      for (const b of s.behaviours) {
        problems.push(...itemProblems(b, s.code, 'B'));
        check(/^I\b/.test(b.label.en), `${b.code}: not in the first person`);
      }
      for (const o of s.outcomes) problems.push(...itemProblems(o, s.code, 'O'));
    }
    expect(problems).toEqual([]);
  });

  it('serves every plan outcome with at least one sprint, for recommendations', () => {
    for (const o of OUTCOMES) {
      expect(
        SPRINT_LIBRARY.some((s) => s.planOutcomes.includes(o.code)),
        o.code,
      ).toBe(true);
    }
  });

  it('varies durations and the number of actions across the library', () => {
    expect(new Set(SPRINT_LIBRARY.map((s) => s.actions.length)).size).toBe(3);
    const durations = new Set(SPRINT_LIBRARY.flatMap((s) => s.durations));
    expect([...durations].sort((a, b) => a - b)).toEqual([...SPRINT_DURATION_WEEKS]);
  });

  it('names and describes every activity code in all 8 languages', () => {
    expect(Object.keys(ACTIVITY_TYPE_TEXTS).sort()).toEqual([...ACTIVITY_CODES].sort());
    const problems = ACTIVITY_CODES.flatMap((code) => [
      ...localizedProblems(ACTIVITY_TYPE_TEXTS[code].name, 40, `${code} name`),
      ...localizedProblems(ACTIVITY_TYPE_TEXTS[code].description, 160, `${code} description`),
    ]);
    expect(problems).toEqual([]);
  });
});
