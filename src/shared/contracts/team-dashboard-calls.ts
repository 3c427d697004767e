import { defineCall } from './call';
import type { noteBody, noteResponse } from './team-dashboard';
import type {
  answerViewingRightBody,
  managerViewingRightParam,
  managerViewingRightResponse,
  requestViewingRightBody,
  sharedByMeResponse,
  teamIdParam,
  teamIdQuery,
  teamViewingRightsResponse,
  toggleViewingRightBody,
  updateViewingRightsUsersBody,
  viewingRightResponse,
  viewingRightsInviteBody,
  viewingRightsInviteResponse,
} from './team-viewing-rights';
import type { idParams } from './teams-call-schemas';

const BASE = '/api/team';

/** The team dashboard's notes and the viewing rights (team service, /api/team). */
export const teamDashboardCalls = {
  addNote: defineCall<{ params: typeof idParams; body: typeof noteBody; response: typeof noteResponse }>(
    'POST',
    `${BASE}/teams/note/:id`,
  ),
  requestRight: defineCall<{ body: typeof requestViewingRightBody; response: typeof viewingRightResponse }>(
    'POST',
    `${BASE}/team-impact/request-viewing-right/`,
  ),
  /** the manager asks several members to share items at once (decision 0054) */
  inviteRights: defineCall<{
    body: typeof viewingRightsInviteBody;
    response: typeof viewingRightsInviteResponse;
  }>('POST', `${BASE}/teams/viewingRightsInvite`),
  /** what the caller, as a manager, may see of one member (decision 0054) */
  managerRight: defineCall<{
    params: typeof managerViewingRightParam;
    response: typeof managerViewingRightResponse;
  }>('GET', `${BASE}/team-impact/manager-viewing-right/:id`),
  toggleRight: defineCall<{
    params: typeof teamIdParam;
    body: typeof toggleViewingRightBody;
    response: typeof viewingRightResponse;
  }>('POST', `${BASE}/team-impact/toggle-viewing-right-item/:teamId`),
  setShared: defineCall<{ body: typeof updateViewingRightsUsersBody; response: typeof sharedByMeResponse }>(
    'PUT',
    `${BASE}/teams/updateViewingRightsUsers`,
  ),
  answerRight: defineCall<{ body: typeof answerViewingRightBody; response: typeof viewingRightResponse }>(
    'PUT',
    `${BASE}/teams/update-viewing-rights-team-member`,
  ),
  sharedByMe: defineCall<{ response: typeof sharedByMeResponse }>(
    'GET',
    `${BASE}/viewing-rights/shared-by-me`,
  ),
  teamRights: defineCall<{ query: typeof teamIdQuery; response: typeof teamViewingRightsResponse }>(
    'GET',
    `${BASE}/viewing-rights/get-team-dashboard-data`,
  ),
};
