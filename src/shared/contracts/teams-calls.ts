import { defineCall } from './call';
import type {
  codeListResponse,
  createTeamMilestoneBody,
  teamMilestone,
  teamMilestonesResponse,
} from './plan';
import type { teamDashboardResponse } from './team-dashboard';
import type {
  acceptInvitationBody,
  acceptInvitationResponse,
  addGuestsBody,
  invitationPreviewResponse,
  okData,
  sendInvitationBody,
} from './team-invitations';
import type {
  addOrgMembersBody,
  codeOptionsResponse,
  createTeamBody,
  editTeamBody,
  memberSearchResponse,
  teamMembersResponse,
  teamResponse,
  teamsResponse,
} from './teams';
import type {
  idParams,
  teamMilestoneRemoveResponse,
  teamRemoveMemberResponse,
  teamRemoveResponse,
  teamSearchMemberQuery,
} from './teams-call-schemas';

/** The calls of teams (team service, /api/team; member search and team milestones on the user service). */
const BASE = '/api/team';

export const teamCalls = {
  mine: defineCall<{ response: typeof teamsResponse }>('GET', `${BASE}/teams-member/team-details`),
  get: defineCall<{ params: typeof idParams; response: typeof teamResponse }>(
    'GET',
    `${BASE}/teams/getTeam/:id`,
  ),
  create: defineCall<{ body: typeof createTeamBody; response: typeof teamResponse }>(
    'POST',
    `${BASE}/teams/createTeam`,
  ),
  edit: defineCall<{ params: typeof idParams; body: typeof editTeamBody; response: typeof teamResponse }>(
    'PUT',
    `${BASE}/teams/editTeam/:id`,
  ),
  remove: defineCall<{ params: typeof idParams; response: typeof teamRemoveResponse }>(
    'DELETE',
    `${BASE}/teams/delete-team/:id`,
  ),
  members: defineCall<{ params: typeof idParams; response: typeof teamMembersResponse }>(
    'GET',
    `${BASE}/teams/getMembers/:id`,
  ),
  addMembers: defineCall<{ body: typeof addOrgMembersBody; response: typeof teamMembersResponse }>(
    'POST',
    `${BASE}/teams/team-membership-orgs`,
  ),
  removeMember: defineCall<{ params: typeof idParams; response: typeof teamRemoveMemberResponse }>(
    'DELETE',
    `${BASE}/teams/removeOrgTeamMember/:id`,
  ),
  teamTypes: defineCall<{ response: typeof codeOptionsResponse }>('GET', `${BASE}/teams/get-all-team-type`),
  distributions: defineCall<{ response: typeof codeOptionsResponse }>(
    'GET',
    `${BASE}/teams/get-all-team-distribution`,
  ),
  addGuests: defineCall<{ body: typeof addGuestsBody; response: typeof teamMembersResponse }>(
    'POST',
    `${BASE}/teams/team-membership-guests`,
  ),
  resendInvitation: defineCall<{ body: typeof sendInvitationBody; response: typeof okData }>(
    'POST',
    `${BASE}/teams/sendEmail`,
  ),
  removeGuest: defineCall<{ params: typeof idParams; response: typeof okData }>(
    'DELETE',
    `${BASE}/teams/removeGuestTeamMember/:id`,
  ),
  /** the invitation link's guest token is the bearer */
  invitation: defineCall<{ response: typeof invitationPreviewResponse }>('GET', `${BASE}/teams/invitation`),
  acceptInvitation: defineCall<{
    body: typeof acceptInvitationBody;
    response: typeof acceptInvitationResponse;
  }>('POST', `${BASE}/teams/accept-invitation`),
  dashboard: defineCall<{ params: typeof idParams; response: typeof teamDashboardResponse }>(
    'GET',
    `${BASE}/team-dashboard/:id`,
  ),
  searchMember: defineCall<{ query: typeof teamSearchMemberQuery; response: typeof memberSearchResponse }>(
    'GET',
    '/api/user/users/team/searchMember',
  ),
};

/** Team milestones (user service, /api/user/team-milestone). */
const MILESTONES = '/api/user/team-milestone';

export const teamMilestoneCalls = {
  mine: defineCall<{ response: typeof teamMilestonesResponse }>('GET', `${MILESTONES}/my-teams`),
  markDone: defineCall<{ params: typeof idParams; response: typeof teamMilestone }>(
    'GET',
    `${MILESTONES}/mark-as-done/:id`,
  ),
  create: defineCall<{ body: typeof createTeamMilestoneBody; response: typeof teamMilestone }>(
    'POST',
    MILESTONES,
  ),
  remove: defineCall<{ params: typeof idParams; response: typeof teamMilestoneRemoveResponse }>(
    'DELETE',
    `${MILESTONES}/:id`,
  ),
  types: defineCall<{ response: typeof codeListResponse }>('GET', `${MILESTONES}/type-options`),
};
