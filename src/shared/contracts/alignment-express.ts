import { z } from 'zod';
import { TEAM_STAFF_ROLES } from '../enums';
import type { scaleRanksResponse } from './alignment';
import { languageCode } from './assessment';
import { defineCall } from './call';
import { email } from './common';
import { jsonId, urlId } from './ids';
import type { teamRolesResponse } from './teams';
import { safeLine } from './text';

/**
 * The team alignment survey's express setup (issue 14 point 4, decision 0055): a BUYER or ADMIN names up to 9
 * people besides themselves and sends the survey to their one team. Spec sections 2, 4, 5 and 9.
 */

/** At most 9 members besides 'myself' (spec section 9). */
export const EXPRESS_MEMBER_LIMIT = 9;
/** Send & Start needs at least this many members besides 'myself' (spec section 9: minimum 0). */
export const EXPRESS_MEMBER_MINIMUM = 0;

/** What the express page does on opening (spec section 4, "Express setup on opening"). */
export const EXPRESS_NEXT = ['dashboard', 'results', 'setup', 'createTeam'] as const;
export type ExpressNext = (typeof EXPRESS_NEXT)[number];

export const expressOpeningResponse = z.object({
  data: z.object({ next: z.enum(EXPRESS_NEXT), teamId: z.number().int().nullable() }),
});
export const expressTeamResponse = z.object({
  data: z.object({ teamId: z.number().int(), teamName: z.string(), created: z.boolean() }),
});

/** the team role id of the team service's roles list (`/api/team/teams/getAllRole`: 1-based) */
const teamRoleId = z
  .number()
  .int()
  .min(1)
  .max(TEAM_STAFF_ROLES.length, { message: `must be one of the team roles (1-${TEAM_STAFF_ROLES.length})` });
const fullName = safeLine().trim().min(1, { message: 'Name is required' }).max(120);

export const expressAddBody = z.object({
  teamId: jsonId,
  fullName,
  email,
  teamRoleId,
});
export const expressEditBody = z.object({ teamId: jsonId, fullName, teamRoleId });
export const expressMemberParam = z.object({ memberId: urlId });
export const expressTeamParam = z.object({ id: urlId });

export const expressMember = z.object({
  /** the row's id; null for the 'myself' row */
  id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  /** 'myself' for the manager's row, else a TEAM_STAFF_ROLES code */
  role: z.union([z.literal('myself'), z.enum(TEAM_STAFF_ROLES)]),
  teamRoleId: z.number().int().nullable(),
});
export type ExpressMember = z.infer<typeof expressMember>;
export const expressMembersResponse = z.object({
  data: z.object({
    teamId: z.number().int(),
    teamName: z.string(),
    /** true once the survey was sent: the list is fixed */
    started: z.boolean(),
    limit: z.number().int(),
    minimum: z.number().int(),
    members: z.array(expressMember),
  }),
});
export type ExpressMembers = z.infer<typeof expressMembersResponse>['data'];

export const sampleReportQuery = z.object({ languageCode: languageCode.default('en') });

const X = '/api/alignment/express';
export const alignmentExpressCalls = {
  opening: defineCall<{ response: typeof expressOpeningResponse }>('GET', `${X}/opening`),
  createTeam: defineCall<{ response: typeof expressTeamResponse }>('POST', `${X}/team`),
  members: defineCall<{ params: typeof expressTeamParam; response: typeof expressMembersResponse }>(
    'GET',
    `${X}/team/:id/members`,
  ),
  add: defineCall<{ body: typeof expressAddBody; response: typeof expressMembersResponse }>(
    'POST',
    `${X}/members`,
  ),
  edit: defineCall<{
    params: typeof expressMemberParam;
    body: typeof expressEditBody;
    response: typeof expressMembersResponse;
  }>('PUT', `${X}/members/:memberId`),
  remove: defineCall<{ params: typeof expressMemberParam; response: typeof expressMembersResponse }>(
    'DELETE',
    `${X}/members/:memberId`,
  ),
  /** the team service's roles list (the role picker of the add row) */
  teamRoles: defineCall<{ response: typeof teamRolesResponse }>('GET', '/api/team/teams/getAllRole'),
  sampleReport: defineCall<{ query: typeof sampleReportQuery; response: typeof scaleRanksResponse }>(
    'GET',
    `${X}/sample-report`,
  ),
};
