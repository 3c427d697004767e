import { z } from 'zod';
import { defineCall } from './call';
import { codeListResponse, createTeamMilestoneBody, teamMilestone, teamMilestonesResponse } from './plan';
import {
  addOrgMembersBody,
  codeOptionsResponse,
  createTeamBody,
  editTeamBody,
  memberSearchResponse,
  teamMembersResponse,
  teamResponse,
  teamsResponse,
} from './teams';

/** The calls of teams (team service, /api/team; member search and team milestones on the user service). */
const BASE = '/api/team';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export const teamCalls = {
  mine: defineCall({ method: 'GET', path: `${BASE}/teams-member/team-details`, response: teamsResponse }),
  get: defineCall({
    method: 'GET',
    path: `${BASE}/teams/getTeam/:id`,
    params: idParams,
    response: teamResponse,
  }),
  create: defineCall({
    method: 'POST',
    path: `${BASE}/teams/createTeam`,
    body: createTeamBody,
    response: teamResponse,
  }),
  edit: defineCall({
    method: 'PUT',
    path: `${BASE}/teams/editTeam/:id`,
    params: idParams,
    body: editTeamBody,
    response: teamResponse,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: `${BASE}/teams/delete-team/:id`,
    params: idParams,
    response: z.unknown(),
  }),
  members: defineCall({
    method: 'GET',
    path: `${BASE}/teams/getMembers/:id`,
    params: idParams,
    response: teamMembersResponse,
  }),
  addMembers: defineCall({
    method: 'POST',
    path: `${BASE}/teams/team-membership-orgs`,
    body: addOrgMembersBody,
    response: teamMembersResponse,
  }),
  removeMember: defineCall({
    method: 'DELETE',
    path: `${BASE}/teams/removeOrgTeamMember/:id`,
    params: idParams,
    response: z.unknown(),
  }),
  teamTypes: defineCall({
    method: 'GET',
    path: `${BASE}/teams/get-all-team-type`,
    response: codeOptionsResponse,
  }),
  distributions: defineCall({
    method: 'GET',
    path: `${BASE}/teams/get-all-team-distribution`,
    response: codeOptionsResponse,
  }),
  searchMember: defineCall({
    method: 'GET',
    path: '/api/user/users/team/searchMember',
    query: z.object({
      keyword: z.string(),
      clientId: z.number().int().positive().optional(),
      activeOnly: z.enum(['true', 'false']),
    }),
    response: memberSearchResponse,
  }),
};

/** Team milestones (user service, /api/user/team-milestone). */
const MILESTONES = '/api/user/team-milestone';

export const teamMilestoneCalls = {
  mine: defineCall({ method: 'GET', path: `${MILESTONES}/my-teams`, response: teamMilestonesResponse }),
  markDone: defineCall({
    method: 'GET',
    path: `${MILESTONES}/mark-as-done/:id`,
    params: idParams,
    response: teamMilestone,
  }),
  create: defineCall({
    method: 'POST',
    path: MILESTONES,
    body: createTeamMilestoneBody,
    response: teamMilestone,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: `${MILESTONES}/:id`,
    params: idParams,
    response: z.unknown(),
  }),
  types: defineCall({ method: 'GET', path: `${MILESTONES}/type-options`, response: codeListResponse }),
};
