import { describe, expect, it } from 'vitest';
import { nextByDate, planProgress, planStage } from './plan-progress';

const empty = {
  rolesChosen: false,
  roleChallenges: 0,
  developmentItems: 0,
  goals: 0,
  milestones: 0,
  networkEntries: 0,
};

describe('planProgress', () => {
  it('counts nothing in an empty plan', () => {
    expect(planProgress(empty)).toMatchObject({ done: 0, total: 5 });
  });

  it('needs both roles and a challenge for the first step', () => {
    expect(planProgress({ ...empty, roleChallenges: 3 }).steps.roleAndChallenges).toBe(false);
    expect(planProgress({ ...empty, rolesChosen: true }).steps.roleAndChallenges).toBe(false);
    expect(planProgress({ ...empty, rolesChosen: true, roleChallenges: 1 }).steps.roleAndChallenges).toBe(
      true,
    );
  });

  it('counts each filled step once', () => {
    const p = planProgress({ ...empty, goals: 2, milestones: 1, networkEntries: 4 });
    expect(p.done).toBe(3);
    expect(p.steps).toEqual({
      roleAndChallenges: false,
      developmentPlan: false,
      goals: true,
      milestones: true,
      network: true,
    });
  });
});

describe('nextByDate', () => {
  const items = [
    { id: 1, date: '2026-06-15' },
    { id: 2, date: '2026-12-20' },
    { id: 3, date: '2026-11-23' },
  ];
  it('takes the earliest from today on, today included', () => {
    expect(nextByDate(items, '2026-11-23')?.id).toBe(3);
    expect(nextByDate(items, '2026-11-24')?.id).toBe(2);
  });
  it('is null when everything is past', () => {
    expect(nextByDate(items, '2027-01-01')).toBeNull();
  });
});

describe('planStage', () => {
  it('says complete beside 5 of 5 steps, never "role and challenges done"', () => {
    expect(planStage({ started: true, roleChallengesDone: true, progress: { done: 5, total: 5 } })).toBe(
      'complete',
    );
    expect(planStage({ started: true, roleChallengesDone: true, progress: { done: 3, total: 5 } })).toBe(
      'ready',
    );
  });

  it('is in progress once the plan exists or a step is filled, else not started', () => {
    expect(planStage({ started: true, roleChallengesDone: false, progress: { done: 0, total: 5 } })).toBe(
      'inProgress',
    );
    expect(planStage({ started: false, roleChallengesDone: false, progress: { done: 1, total: 5 } })).toBe(
      'inProgress',
    );
    expect(planStage({ started: false, roleChallengesDone: false, progress: null })).toBe('notStarted');
    expect(planStage({ started: true, roleChallengesDone: true, progress: null })).toBe('ready');
  });
});
