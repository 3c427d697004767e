import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CriterionRule,
  type CriterionValue,
  evaluateCertification,
  evaluateCriterion,
  meetsRule,
  type SprintFacts,
} from './certification';

const crew = (n: number, flags = { fastForward: true, feedbackGoalsAndBehaviour: true }) =>
  Array.from({ length: n }, (_, i) => ({ role: i === 0 ? 'Manager' : 'Peer', ...flags }));

const facts: SprintFacts = {
  durationWeeks: 4,
  crew: crew(3),
  feedbackFrequencyDays: 7,
  finalScores: [85, 90, 80],
  actionCount: 2,
  behaviourCount: 1,
  outcomeCount: 2,
  checkInParticipation: 100,
  crewParticipation: 75,
  sprintType: 'USER_SPRINT',
};

describe('certification rules (section 5)', () => {
  const table: Array<[string, CriterionRule, CriterionValue, boolean]> = [
    ['min and max: inside', { key: 'duration', min: 4, max: 8 }, 6, true],
    ['min and max: at min (inclusive)', { key: 'duration', min: 4, max: 8 }, 4, true],
    ['min and max: at max (inclusive)', { key: 'duration', min: 4, max: 8 }, 8, true],
    ['min and max: below', { key: 'duration', min: 4, max: 8 }, 3, false],
    ['min and max: above', { key: 'duration', min: 4, max: 8 }, 9, false],
    ['only min: at min', { key: 'scores', min: 80 }, 80, true],
    ['only min: below', { key: 'scores', min: 80 }, 79.9, false],
    ['only min: far above', { key: 'scores', min: 80 }, 100, true],
    ['only max: at max', { key: 'feedbackFrequency', max: 14 }, 14, true],
    ['only max: above', { key: 'feedbackFrequency', max: 14 }, 28, false],
    ['only max: below', { key: 'feedbackFrequency', max: 14 }, 1, true],
    ['exact: equal', { key: 'sprintType', value: 'USER_SPRINT' }, 'USER_SPRINT', true],
    ['exact: different', { key: 'sprintType', value: 'USER_SPRINT' }, 'TEAM_SPRINT', false],
    ['exact: case matters', { key: 'sprintType', value: 'USER_SPRINT' }, 'user_sprint', false],
    [
      'list: every item, any case',
      { key: 'crewRoles', value: ['manager', 'PEER'] },
      ['Peer', 'Manager'],
      true,
    ],
    ['list: one missing', { key: 'crewRoles', value: ['Manager', 'Coach'] }, ['Manager', 'Peer'], false],
    ['list: empty value', { key: 'crewRoles', value: ['Manager'] }, [], false],
    ['missing value meets nothing', { key: 'scores', min: 0 }, null, false],
    ['no bound at all meets nothing', { key: 'duration' }, 4, false],
  ];
  it.each(table)('%s', (_name, rule, value, expected) => {
    expect(meetsRule(rule, value)).toBe(expected);
  });

  it('crew count also needs every crew member fast-forward and feedback-goals-and-behaviour', () => {
    const rule: CriterionRule = { key: 'crewCount', min: 2 };
    expect(evaluateCriterion(rule, facts).meetsCriteria).toBe(true);
    const noFf = {
      ...facts,
      crew: [...crew(2), { role: 'Peer', fastForward: false, feedbackGoalsAndBehaviour: true }],
    };
    expect(evaluateCriterion(rule, noFf)).toMatchObject({
      meetsCriteria: false,
      valueToValidate: 3,
      meta: { missingFastForward: 1, missingFeedback: 0 },
    });
    const noFb = {
      ...facts,
      crew: [...crew(2), { role: 'Peer', fastForward: true, feedbackGoalsAndBehaviour: false }],
    };
    expect(evaluateCriterion(rule, noFb).meetsCriteria).toBe(false);
    expect(evaluateCriterion(rule, { ...facts, crew: crew(1) }).meetsCriteria).toBe(false);
  });

  it('scores: the lowest final average must reach 80; an unrated item or no final feedback fails', () => {
    const rule: CriterionRule = { key: 'scores', min: 80 };
    expect(evaluateCriterion(rule, facts)).toMatchObject({ valueToValidate: 80, meetsCriteria: true });
    expect(evaluateCriterion(rule, { ...facts, finalScores: [95, 79] }).meetsCriteria).toBe(false);
    expect(evaluateCriterion(rule, { ...facts, finalScores: [95, null] }).meetsCriteria).toBe(false);
    expect(evaluateCriterion(rule, { ...facts, finalScores: [] }).meetsCriteria).toBe(false);
  });

  it('reports each criterion with its type, bounds and the value checked', () => {
    const result = evaluateCertification(
      [
        { key: 'duration', min: 4 },
        { key: 'checkInParticipation', min: 75, max: 100 },
        { key: 'crewRoles', value: ['Manager'] },
      ],
      facts,
    );
    expect(result.meetsCriteria).toBe(true);
    expect(result.criteria.map((c) => [c.key, c.type, c.valueToValidate])).toEqual([
      ['duration', 'min', 4],
      ['checkInParticipation', 'range', 100],
      ['crewRoles', 'list', ['Manager', 'Peer', 'Peer']],
    ]);
    expect(evaluateCertification([], facts).meetsCriteria).toBe(false);
  });

  it('property: overall met iff every criterion met', () => {
    const rule = fc.oneof(
      fc.record({
        key: fc.constantFrom('duration' as const, 'actionCount' as const, 'scores' as const),
        min: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
        max: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
      }),
      fc.record({
        key: fc.constant('crewRoles' as const),
        value: fc.subarray(['Manager', 'Mentor', 'Peer', 'coach']),
      }),
      fc.record({ key: fc.constant('crewCount' as const), min: fc.integer({ min: 0, max: 4 }) }),
    );
    const sprint = fc.record({
      durationWeeks: fc.integer({ min: 1, max: 12 }),
      crew: fc.array(
        fc.record({
          role: fc.constantFrom('Manager', 'Mentor', 'Coach', 'Peer'),
          fastForward: fc.boolean(),
          feedbackGoalsAndBehaviour: fc.boolean(),
        }),
        { maxLength: 5 },
      ),
      feedbackFrequencyDays: fc.constantFrom(1, 7, 14, 28),
      finalScores: fc.array(fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }), { maxLength: 6 }),
      actionCount: fc.integer({ min: 0, max: 3 }),
      behaviourCount: fc.integer({ min: 0, max: 3 }),
      outcomeCount: fc.integer({ min: 0, max: 3 }),
      checkInParticipation: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      crewParticipation: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      sprintType: fc.constantFrom('USER_SPRINT', 'TEAM_SPRINT'),
    });
    fc.assert(
      fc.property(fc.array(rule, { minLength: 1, maxLength: 8 }), sprint, (rules, f) => {
        const result = evaluateCertification(rules as CriterionRule[], f);
        const each = rules.map((r) => evaluateCriterion(r as CriterionRule, f).meetsCriteria);
        expect(result.meetsCriteria).toBe(each.every(Boolean));
        expect(result.criteria.map((c) => c.meetsCriteria)).toEqual(each);
      }),
    );
  });
});
