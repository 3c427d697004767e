import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { OUTCOMES } from '../content/plan/outcomes';
import type { Localized } from '../content/plan/text';
import { ACTIVITY_TYPE_TEXTS } from '../content/sprints/activity-types';
import { SPRINT_LIBRARY, type SprintTemplateItem, sprintTemplate } from '../content/sprints/index';
import { CAPABILITY_CODES, LANGUAGES } from '../src/shared/enums';
import { ACTIVITY_CODES, ACTIVITY_KINDS, SPRINT_DURATION_WEEKS } from '../src/shared/sprint-enums';

const require = createRequire(import.meta.url);

/** Every language present, not blank, within `max` characters, and not an English copy in ja / zh-CN. */
const expectLocalized = (text: Localized, max: number, where: string) => {
  expect(Object.keys(text).sort(), where).toEqual([...LANGUAGES].sort());
  for (const lng of LANGUAGES) {
    const value = text[lng];
    expect(typeof value, `${where} ${lng}`).toBe('string');
    expect(value.trim().length, `${where} ${lng} is blank`).toBeGreaterThan(1);
    expect(value, `${where} ${lng} has stray spaces`).toBe(value.trim());
    expect([...value].length, `${where} ${lng} is longer than ${max}`).toBeLessThanOrEqual(max);
  }
  expect(text.ja, `${where} ja copies en`).not.toBe(text.en);
  expect(text['zh-CN'], `${where} zh-CN copies en`).not.toBe(text.en);
};

const expectItem = (item: SprintTemplateItem, sprintCode: string, prefix: 'A' | 'B' | 'O') => {
  expect(item.code, item.code).toMatch(new RegExp(`^${sprintCode}-${prefix}[1-3]$`));
  expectLocalized(item.label, 80, `${item.code} label`);
  expectLocalized(item.description, 240, `${item.code} description`);
};

const mainCapability = (code: string) => sprintTemplate(code)!.capabilities[0];

describe('sprint library', () => {
  // TEMPORARY while the library is written file by file: only the capabilities present so far.
  it('has at least 3 sprints for each capability written so far', () => {
    const present = CAPABILITY_CODES.filter((c) => SPRINT_LIBRARY.some((s) => s.capabilities[0] === c));
    for (const capability of present) {
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
    for (const s of SPRINT_LIBRARY) {
      expectLocalized(s.label, 60, `${s.code} label`);
      expectLocalized(s.description, 400, `${s.code} description`);
      expect(
        () => require.resolve(`@mui/icons-material/${s.icon}`),
        `${s.code} icon ${s.icon}`,
      ).not.toThrow();
      expect(s.capabilities.length, s.code).toBeGreaterThanOrEqual(1);
      expect(s.capabilities.length, s.code).toBeLessThanOrEqual(2);
      expect(new Set(s.capabilities).size, s.code).toBe(s.capabilities.length);
      for (const c of s.capabilities) expect(CAPABILITY_CODES, s.code).toContain(c);
      expect(s.code.slice(0, 4), s.code).toBe(
        SPRINT_LIBRARY.find((x) => x.capabilities[0] === s.capabilities[0])!.code.slice(0, 4),
      );
      expect(s.planOutcomes.length, s.code).toBeGreaterThanOrEqual(1);
      for (const o of s.planOutcomes) expect(outcomeCodes.has(o), `${s.code} outcome ${o}`).toBe(true);
      expect(s.durations.length, s.code).toBeGreaterThanOrEqual(1);
      for (const d of s.durations) expect(SPRINT_DURATION_WEEKS, s.code).toContain(d);
      expect(new Set(s.durations).size, s.code).toBe(s.durations.length);
      expect(s.actions.length, s.code).toBeGreaterThanOrEqual(1);
      expect(s.actions.length, s.code).toBeLessThanOrEqual(3);
      expect(s.behaviours.length, s.code).toBe(3);
      expect(s.outcomes.length, s.code).toBe(3);
      s.actions.forEach((a) => {
        expectItem(a, s.code, 'A');
        expect(a.suggestedActivities.length, a.code).toBeGreaterThanOrEqual(2);
        expect(a.suggestedActivities.length, a.code).toBeLessThanOrEqual(3);
        for (const act of a.suggestedActivities) {
          expect(ACTIVITY_CODES, a.code).toContain(act.code);
          expect(ACTIVITY_KINDS, a.code).toContain(act.kind);
          expectLocalized(act.title, 80, `${a.code} activity`);
        }
      });
      for (const b of s.behaviours) {
        expectItem(b, s.code, 'B');
        expect(b.label.en, b.code).toMatch(/^I\b/);
      }
      for (const o of s.outcomes) expectItem(o, s.code, 'O');
    }
  });

  it.skip('varies durations and the number of actions across the library', () => {
    expect(new Set(SPRINT_LIBRARY.map((s) => s.actions.length)).size).toBe(3);
    const durations = new Set(SPRINT_LIBRARY.flatMap((s) => s.durations));
    expect([...durations].sort((a, b) => a - b)).toEqual([...SPRINT_DURATION_WEEKS]);
  });

  it('names and describes every activity code in all 8 languages', () => {
    expect(Object.keys(ACTIVITY_TYPE_TEXTS).sort()).toEqual([...ACTIVITY_CODES].sort());
    for (const code of ACTIVITY_CODES) {
      expectLocalized(ACTIVITY_TYPE_TEXTS[code].name, 40, `${code} name`);
      expectLocalized(ACTIVITY_TYPE_TEXTS[code].description, 160, `${code} description`);
    }
  });
});
