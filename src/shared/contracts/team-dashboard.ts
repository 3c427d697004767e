import { z } from 'zod';
import { TEAM_MEMBER_STATUSES } from '../enums';
import { TEAM_SPRINT_NAVIGATION, teamSprintInfo } from './team-sprint';
import { wrapped } from './teams';
import { safeText } from './text';

export const TEAM_NOTE_TYPES = ['FOCUS_NOTE'] as const;

/** A note of the team (the manager writes the focus, members read). */
export const teamNote = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  text: z.string(),
  updatedDate: z.string(),
});
export const noteBody = z.object({
  type: z.enum(TEAM_NOTE_TYPES, { message: 'must be FOCUS_NOTE' }),
  text: safeText({ message: 'is required' })
    .trim()
    .min(1, { message: 'must not be empty' })
    .max(2000, { message: 'must be at most 2,000 characters' }),
});
export const notesResponse = wrapped(z.array(teamNote));
export const noteResponse = wrapped(teamNote);

/**
 * Aggregates under the privacy rule (team-aggregates.ts, decision 0073): numbers only when at least two contributors
 * the viewer cannot see answered, and they differ on every part of every capability.
 */
export const teamAggregate = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    contributors: z.number().int(),
    capabilities: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        strengthCount: z.number().int(),
        gapCount: z.number().int(),
        averageScore: z.number().nullable(),
      }),
    ),
  }),
  z.object({ available: z.literal(false), message: z.literal('MIB_AGGREGATED_GROWTH_LEADER_NO_DATA') }),
]);

export const teamDashboard = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  teamDetail: z.object({
    managerId: z.number().int(),
    managerEmail: z.string(),
    managerImageURL: z.string().nullable(),
    managerName: z.string(),
  }),
  /** the manager first, then the others as they joined */
  teamMember: z.array(
    z.object({
      id: z.number().int(),
      userId: z.number().int(),
      email: z.string(),
      imageUrl: z.string().nullable(),
      name: z.string(),
      status: z.enum(TEAM_MEMBER_STATUSES),
      guest: z.boolean(),
      manager: z.boolean(),
    }),
  ),
  /** null until the team alignment survey exists */
  teamAlignmentSendDate: z.string().nullable(),
  teamFocusNotes: z.array(teamNote),
  /** the challenges most members chose in their plans, with who chose them */
  teamTopChallenges: z.array(
    z.object({ id: z.number().int(), title: z.string(), userIds: z.array(z.number().int()) }),
  ),
  /** the members' finished GLAs, aggregated (never one person's) */
  glaStrengths: teamAggregate,
  /** the 360 aggregate: none until the Leader 360 exists */
  gl360Strengths: teamAggregate,
  /** the caller manages the team (or administers the organisation) */
  manager: z.boolean(),
});
export const teamDashboardResponse = wrapped(teamDashboard);
export type TeamDashboard = z.infer<typeof teamDashboard>;

export const teamSummaryResponse = wrapped(
  z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      managerId: z.number().int(),
      managerName: z.string(),
      manager: z.boolean(),
      /** the team's sprint in progress, else the design not yet started, else null (issue 13) */
      currentSprint: teamSprintInfo.nullable(),
      /** how the team sprint entries of the navigation show for the caller */
      sprintNavigation: z.enum(TEAM_SPRINT_NAVIGATION),
    }),
  ),
);
