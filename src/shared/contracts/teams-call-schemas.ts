import { z } from 'zod';
import { jsonId, urlId } from './ids';
import { codeListResponse, createTeamMilestoneBody, teamMilestone, teamMilestonesResponse } from './plan';
import { teamDashboardResponse } from './team-dashboard';
import {
  acceptInvitationBody,
  acceptInvitationResponse,
  addGuestsBody,
  invitationPreviewResponse,
  okData,
  sendInvitationBody,
} from './team-invitations';
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

export const idParams = z.object({ id: urlId });

export const teamRemoveResponse = z.unknown();

export const teamRemoveMemberResponse = z.unknown();

export const teamSearchMemberQuery = z.object({
  keyword: z.string(),
  clientId: jsonId.optional(),
  activeOnly: z.enum(['true', 'false']),
});

export const teamMilestoneRemoveResponse = z.unknown();

/** The schemas of `teamCalls`, for the server's routes (see `teams-calls.ts`). */
export const teamCallSchemas = {
  mine: { response: teamsResponse },
  get: { params: idParams, response: teamResponse },
  create: { body: createTeamBody, response: teamResponse },
  edit: { params: idParams, body: editTeamBody, response: teamResponse },
  remove: { params: idParams, response: teamRemoveResponse },
  members: { params: idParams, response: teamMembersResponse },
  addMembers: { body: addOrgMembersBody, response: teamMembersResponse },
  removeMember: { params: idParams, response: teamRemoveMemberResponse },
  teamTypes: { response: codeOptionsResponse },
  distributions: { response: codeOptionsResponse },
  addGuests: { body: addGuestsBody, response: teamMembersResponse },
  resendInvitation: { body: sendInvitationBody, response: okData },
  removeGuest: { params: idParams, response: okData },
  invitation: { response: invitationPreviewResponse },
  acceptInvitation: { body: acceptInvitationBody, response: acceptInvitationResponse },
  dashboard: { params: idParams, response: teamDashboardResponse },
  searchMember: { query: teamSearchMemberQuery, response: memberSearchResponse },
};

/** The schemas of `teamMilestoneCalls`, for the server's routes (see `teams-calls.ts`). */
export const teamMilestoneCallSchemas = {
  mine: { response: teamMilestonesResponse },
  markDone: { params: idParams, response: teamMilestone },
  create: { body: createTeamMilestoneBody, response: teamMilestone },
  remove: { params: idParams, response: teamMilestoneRemoveResponse },
  types: { response: codeListResponse },
};
