import { describe, expect, it } from 'vitest';
import { teamStartSummary } from './start-summary';

const member = (teamMemberId: number, name: string, type: 'TEAM_MANAGER' | 'TEAM_MEMBERS', guest = false) =>
  ({ teamMemberId, name, type, guest }) as never;

describe('the team sprint start summary', () => {
  it('lists the sprint team with the manager first, and the lead of each action by name', () => {
    const summary = teamStartSummary({
      sprintTeamMembers: [
        member(7, 'Mia Member', 'TEAM_MEMBERS'),
        member(3, 'Max Manager', 'TEAM_MANAGER'),
        member(9, 'Pia Partner', 'TEAM_MEMBERS', true),
      ],
      actions: [
        { label: 'Hold weekly 1:1s', actionLeadId: 7 },
        { label: 'Share the roadmap', actionLeadId: 3 },
        { label: 'Run a retro', actionLeadId: null },
      ] as never,
    });
    expect(summary.team).toEqual([
      { name: 'Max Manager', manager: true, guest: false },
      { name: 'Mia Member', manager: false, guest: false },
      { name: 'Pia Partner', manager: false, guest: true },
    ]);
    expect(summary.leads).toEqual([
      { action: 'Hold weekly 1:1s', lead: 'Mia Member' },
      { action: 'Share the roadmap', lead: 'Max Manager' },
      { action: 'Run a retro', lead: null },
    ]);
  });
});
