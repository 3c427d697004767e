import { defineCall } from './call';
import type {
  codeListResponse,
  comment,
  goalsResponse,
  languageQuery,
  meeting,
  meetingListQuery,
  meetingListResponse,
  networkEntry,
  networkInvitation,
  networkListQuery,
  networkListResponse,
  outcomeLabelParams,
  outcomeSearchResponse,
  planGuestsResponse,
  planListParams,
  planListResponse,
  planRef,
  planResponse,
  portfolioQuery,
  portfolioResponse,
  recommendationsResponse,
  resendResponse,
  resolveCommentBody,
  roleOptionsResponse,
  saveCommentBody,
  saveDevelopmentPlanBody,
  saveGoalsBody,
  saveMilestoneBody,
  saveNetworkBody,
  saveNoteBody,
  savePlanRoleBody,
  saveRoleChallengesBody,
  scheduleMeetingBody,
  sectionListResponse,
  sectionParams,
  sharePlanBody,
  threadsResponse,
} from './plan';
import type {
  anyResponse,
  completionResponse,
  idParams,
  itemsResponse,
  planAcceptNetworkInvitationResponse,
  planRevokeGuestParams,
  planSaveNoteResponse,
} from './plan-call-schemas';

/** The calls of the Leader Impact plan (user service, /api/user), one contract each. */
const BASE = '/api/user/agile-plan';
const GUEST = `${BASE}/guest`;

export const planCalls = {
  // ---------- plans ----------
  list: defineCall<{ response: typeof planListResponse }>('GET', `${BASE}/agile-plan-list`),
  listOf: defineCall<{ params: typeof planListParams; response: typeof planListResponse }>(
    'GET',
    `${BASE}/agile-plan-list/:userId`,
  ),
  get: defineCall<{ params: typeof idParams; query: typeof languageQuery; response: typeof planResponse }>(
    'GET',
    `${BASE}/:id`,
  ),
  guestGet: defineCall<{
    params: typeof idParams;
    query: typeof languageQuery;
    response: typeof planResponse;
  }>('GET', `${GUEST}/:id`),
  sections: defineCall<{ params: typeof idParams; response: typeof sectionListResponse }>(
    'GET',
    `${BASE}/get-agile-section-list/:id`,
  ),
  guestSections: defineCall<{ params: typeof idParams; response: typeof sectionListResponse }>(
    'GET',
    `${GUEST}/get-agile-section-list/:id`,
  ),
  saveNote: defineCall<{
    params: typeof idParams;
    body: typeof saveNoteBody;
    response: typeof planSaveNoteResponse;
  }>('POST', `${BASE}/save-agile-note/:id`),
  saveDevelopmentPlan: defineCall<{
    params: typeof idParams;
    query: typeof languageQuery;
    body: typeof saveDevelopmentPlanBody;
    response: typeof itemsResponse;
  }>('POST', `${BASE}/save-agile-development-plan/:id`),
  saveRole: defineCall<{ body: typeof savePlanRoleBody; response: typeof completionResponse }>(
    'POST',
    `${BASE}/save-agile-plan-role`,
  ),
  saveRoleChallenges: defineCall<{
    params: typeof idParams;
    body: typeof saveRoleChallengesBody;
    response: typeof completionResponse;
  }>('POST', `${BASE}/save-agile-role-challenges/:id`),

  // ---------- goals ----------
  goals: defineCall<{ params: typeof idParams; response: typeof goalsResponse }>(
    'GET',
    '/api/user/get-agile-goal-deliverable/:id',
  ),
  guestGoals: defineCall<{ params: typeof idParams; response: typeof goalsResponse }>(
    'GET',
    `${GUEST}/get-agile-goal-deliverable/:id`,
  ),
  saveGoals: defineCall<{
    params: typeof idParams;
    body: typeof saveGoalsBody;
    response: typeof goalsResponse;
  }>('POST', `${BASE}/save-agile-goal-deliverable/:id`),

  // ---------- key milestones ----------
  saveMilestone: defineCall<{ body: typeof saveMilestoneBody; response: typeof anyResponse }>(
    'POST',
    `${BASE}/save-agile-milestone`,
  ),
  deleteMilestone: defineCall<{ body: typeof planRef; response: typeof anyResponse }>(
    'DELETE',
    `${BASE}/delete-agile-milestone`,
  ),

  // ---------- options ----------
  jobRoles: defineCall<{ query: typeof languageQuery; response: typeof roleOptionsResponse }>(
    'GET',
    `${BASE}/get-job-roles`,
  ),
  nextRoles: defineCall<{ query: typeof languageQuery; response: typeof roleOptionsResponse }>(
    'GET',
    `${BASE}/next-role-options`,
  ),
  milestoneTypes: defineCall<{ response: typeof codeListResponse }>('GET', `${BASE}/milestone-type-options`),
  networkTypes: defineCall<{ response: typeof codeListResponse }>(
    'GET',
    `${BASE}/agile-network-type-options`,
  ),
  outcomes: defineCall<{
    params: typeof outcomeLabelParams;
    query: typeof languageQuery;
    response: typeof outcomeSearchResponse;
  }>('GET', '/api/sprint-library/api/v1/sprints/findOutcomeByLabel/:label'),
  recommendations: defineCall<{ query: typeof languageQuery; response: typeof recommendationsResponse }>(
    'GET',
    `${BASE}/capability-recommendations`,
  ),
  portfolio: defineCall<{ query: typeof portfolioQuery; response: typeof portfolioResponse }>(
    'GET',
    `${BASE}/sprint-portfolio`,
  ),

  // ---------- nurture network ----------
  network: defineCall<{
    params: typeof idParams;
    query: typeof networkListQuery;
    response: typeof networkListResponse;
  }>('GET', `${BASE}/get-agile-network-list/:id`),
  guestNetwork: defineCall<{
    params: typeof idParams;
    query: typeof networkListQuery;
    response: typeof networkListResponse;
  }>('GET', `${GUEST}/get-agile-network-list/:id`),
  saveNetworkMember: defineCall<{ body: typeof saveNetworkBody; response: typeof networkEntry }>(
    'POST',
    `${BASE}/save-agile-network`,
  ),
  deleteNetworkMember: defineCall<{ body: typeof planRef; response: typeof anyResponse }>(
    'DELETE',
    `${BASE}/delete-agile-network`,
  ),
  resendInvitation: defineCall<{ params: typeof idParams; response: typeof resendResponse }>(
    'GET',
    `${BASE}/resend-agile-network/:id`,
  ),
  networkInvitation: defineCall<{ response: typeof networkInvitation }>('GET', `${GUEST}/network-invitation`),
  acceptNetworkInvitation: defineCall<{ response: typeof planAcceptNetworkInvitationResponse }>(
    'POST',
    `${GUEST}/accept-network-invitation`,
  ),
  meetings: defineCall<{ query: typeof meetingListQuery; response: typeof meetingListResponse }>(
    'GET',
    `${BASE}/schedule-meeting`,
  ),
  guestMeetings: defineCall<{ params: typeof idParams; response: typeof meetingListResponse }>(
    'GET',
    `${GUEST}/schedule-meeting/:id`,
  ),
  scheduleMeeting: defineCall<{ body: typeof scheduleMeetingBody; response: typeof meeting }>(
    'POST',
    `${BASE}/schedule-meeting`,
  ),

  // ---------- comments ----------
  threads: defineCall<{ params: typeof sectionParams; response: typeof threadsResponse }>(
    'GET',
    `${BASE}/get-agile-plan-comment/:sectionId`,
  ),
  guestThreads: defineCall<{ params: typeof sectionParams; response: typeof threadsResponse }>(
    'GET',
    `${GUEST}/get-agile-plan-comment/:sectionId`,
  ),
  saveComment: defineCall<{ body: typeof saveCommentBody; response: typeof comment }>(
    'POST',
    `${BASE}/save-agile-plan-comment`,
  ),
  guestSaveComment: defineCall<{ body: typeof saveCommentBody; response: typeof comment }>(
    'POST',
    `${GUEST}/save-agile-plan-comment`,
  ),
  resolveComment: defineCall<{ body: typeof resolveCommentBody; response: typeof comment }>(
    'POST',
    `${BASE}/resolve-comment`,
  ),
  guestResolveComment: defineCall<{ body: typeof resolveCommentBody; response: typeof comment }>(
    'POST',
    `${GUEST}/resolve-comment`,
  ),

  // ---------- guests ----------
  guests: defineCall<{ params: typeof idParams; response: typeof planGuestsResponse }>(
    'GET',
    `${BASE}/plan-guests/:id`,
  ),
  share: defineCall<{ body: typeof sharePlanBody; response: typeof planGuestsResponse }>(
    'POST',
    `${BASE}/share-plan`,
  ),
  revokeGuest: defineCall<{ params: typeof planRevokeGuestParams; response: typeof planGuestsResponse }>(
    'DELETE',
    `${BASE}/plan-guests/:id/:guestId`,
  ),
};
