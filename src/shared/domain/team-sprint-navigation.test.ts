import { describe, expect, it } from 'vitest';
import { showsTeamSprintLibrary, teamSprintEntryState } from './team-sprint-navigation';

describe('team sprint navigation gating', () => {
  it('disables the entries while the team has no sprint', () => {
    expect(teamSprintEntryState('NO_SPRINT')).toEqual({ disabled: true, notStartedBadge: false });
  });

  it('disables the entries while the sprint is designed but not started', () => {
    expect(teamSprintEntryState('NOT_STARTED')).toEqual({ disabled: true, notStartedBadge: false });
  });

  it('disables with a Not Started badge when in progress but the viewer is not in the sprint team', () => {
    expect(teamSprintEntryState('NOT_IN_SPRINT_TEAM')).toEqual({ disabled: true, notStartedBadge: true });
  });

  it('opens the entries for a sprint team member while in progress', () => {
    expect(teamSprintEntryState('IN_SPRINT_TEAM')).toEqual({ disabled: false, notStartedBadge: false });
  });

  it('offers the library to the manager only, and only while no sprint is in progress', () => {
    expect(showsTeamSprintLibrary({ manager: true }, 'NO_SPRINT')).toBe(true);
    expect(showsTeamSprintLibrary({ manager: true }, 'NOT_STARTED')).toBe(true);
    expect(showsTeamSprintLibrary({ manager: true }, 'IN_SPRINT_TEAM')).toBe(false);
    expect(showsTeamSprintLibrary({ manager: false }, 'NO_SPRINT')).toBe(false);
  });
});
