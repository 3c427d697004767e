import { z } from 'zod';
import { defineCall } from './call';
import {
  codeListResponse,
  comment,
  goalsResponse,
  languageQuery,
  meeting,
  meetingListQuery,
  meetingListResponse,
  networkEntry,
  networkListQuery,
  networkListResponse,
  outcomeLabelParams,
  outcomeSearchResponse,
  planGuestsResponse,
  planItem,
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

/** The calls of the Leader Impact plan (user service, /api/user), one contract each. */
const BASE = '/api/user/agile-plan';
const GUEST = `${BASE}/guest`;

const idParams = z.object({ id: z.coerce.number().int().positive() });
const itemsResponse = z.object({ items: z.array(planItem) });
const completionResponse = z.object({ roleChallengesCompleted: z.boolean() });
const anyResponse = z.unknown();

export const planCalls = {
  // ---------- plans ----------
  list: defineCall({ method: 'GET', path: `${BASE}/agile-plan-list`, response: planListResponse }),
  listOf: defineCall({
    method: 'GET',
    path: `${BASE}/agile-plan-list/:userId`,
    params: planListParams,
    response: planListResponse,
  }),
  get: defineCall({
    method: 'GET',
    path: `${BASE}/:id`,
    params: idParams,
    query: languageQuery,
    response: planResponse,
  }),
  guestGet: defineCall({
    method: 'GET',
    path: `${GUEST}/:id`,
    params: idParams,
    query: languageQuery,
    response: planResponse,
  }),
  sections: defineCall({
    method: 'GET',
    path: `${BASE}/get-agile-section-list/:id`,
    params: idParams,
    response: sectionListResponse,
  }),
  guestSections: defineCall({
    method: 'GET',
    path: `${GUEST}/get-agile-section-list/:id`,
    params: idParams,
    response: sectionListResponse,
  }),
  saveNote: defineCall({
    method: 'POST',
    path: `${BASE}/save-agile-note/:id`,
    params: idParams,
    body: saveNoteBody,
    response: z.object({ note: z.string() }),
  }),
  saveDevelopmentPlan: defineCall({
    method: 'POST',
    path: `${BASE}/save-agile-development-plan/:id`,
    params: idParams,
    query: languageQuery,
    body: saveDevelopmentPlanBody,
    response: itemsResponse,
  }),
  saveRole: defineCall({
    method: 'POST',
    path: `${BASE}/save-agile-plan-role`,
    body: savePlanRoleBody,
    response: completionResponse,
  }),
  saveRoleChallenges: defineCall({
    method: 'POST',
    path: `${BASE}/save-agile-role-challenges/:id`,
    params: idParams,
    body: saveRoleChallengesBody,
    response: completionResponse,
  }),

  // ---------- goals ----------
  goals: defineCall({
    method: 'GET',
    path: '/api/user/get-agile-goal-deliverable/:id',
    params: idParams,
    response: goalsResponse,
  }),
  guestGoals: defineCall({
    method: 'GET',
    path: `${GUEST}/get-agile-goal-deliverable/:id`,
    params: idParams,
    response: goalsResponse,
  }),
  saveGoals: defineCall({
    method: 'POST',
    path: `${BASE}/save-agile-goal-deliverable/:id`,
    params: idParams,
    body: saveGoalsBody,
    response: goalsResponse,
  }),

  // ---------- key milestones ----------
  saveMilestone: defineCall({
    method: 'POST',
    path: `${BASE}/save-agile-milestone`,
    body: saveMilestoneBody,
    response: anyResponse,
  }),
  deleteMilestone: defineCall({
    method: 'DELETE',
    path: `${BASE}/delete-agile-milestone`,
    body: planRef,
    response: anyResponse,
  }),

  // ---------- options ----------
  jobRoles: defineCall({
    method: 'GET',
    path: `${BASE}/get-job-roles`,
    query: languageQuery,
    response: roleOptionsResponse,
  }),
  nextRoles: defineCall({
    method: 'GET',
    path: `${BASE}/next-role-options`,
    query: languageQuery,
    response: roleOptionsResponse,
  }),
  milestoneTypes: defineCall({
    method: 'GET',
    path: `${BASE}/milestone-type-options`,
    response: codeListResponse,
  }),
  networkTypes: defineCall({
    method: 'GET',
    path: `${BASE}/agile-network-type-options/`,
    response: codeListResponse,
  }),
  outcomes: defineCall({
    method: 'GET',
    path: '/api/sprint-library/api/v1/sprints/findOutcomeByLabel/:label',
    params: outcomeLabelParams,
    query: languageQuery,
    response: outcomeSearchResponse,
  }),
  recommendations: defineCall({
    method: 'GET',
    path: `${BASE}/capability-recommendations`,
    query: languageQuery,
    response: recommendationsResponse,
  }),
  portfolio: defineCall({
    method: 'GET',
    path: `${BASE}/sprint-portfolio`,
    query: portfolioQuery,
    response: portfolioResponse,
  }),

  // ---------- nurture network ----------
  network: defineCall({
    method: 'GET',
    path: `${BASE}/get-agile-network-list/:id`,
    params: idParams,
    query: networkListQuery,
    response: networkListResponse,
  }),
  guestNetwork: defineCall({
    method: 'GET',
    path: `${GUEST}/get-agile-network-list/:id`,
    params: idParams,
    query: networkListQuery,
    response: networkListResponse,
  }),
  saveNetworkMember: defineCall({
    method: 'POST',
    path: `${BASE}/save-agile-network`,
    body: saveNetworkBody,
    response: networkEntry,
  }),
  deleteNetworkMember: defineCall({
    method: 'DELETE',
    path: `${BASE}/delete-agile-network`,
    body: planRef,
    response: anyResponse,
  }),
  resendInvitation: defineCall({
    method: 'GET',
    path: `${BASE}/resend-agile-network/:id`,
    params: idParams,
    response: resendResponse,
  }),
  acceptNetworkInvitation: defineCall({
    method: 'POST',
    path: `${GUEST}/accept-network-invitation`,
    response: z.object({ ownerName: z.string(), status: z.literal('COMPLETED') }),
  }),
  meetings: defineCall({
    method: 'GET',
    path: `${BASE}/schedule-meeting`,
    query: meetingListQuery,
    response: meetingListResponse,
  }),
  guestMeetings: defineCall({
    method: 'GET',
    path: `${GUEST}/schedule-meeting/:id`,
    params: idParams,
    response: meetingListResponse,
  }),
  scheduleMeeting: defineCall({
    method: 'POST',
    path: `${BASE}/schedule-meeting`,
    body: scheduleMeetingBody,
    response: meeting,
  }),

  // ---------- comments ----------
  threads: defineCall({
    method: 'GET',
    path: `${BASE}/get-agile-plan-comment/:sectionId`,
    params: sectionParams,
    response: threadsResponse,
  }),
  guestThreads: defineCall({
    method: 'GET',
    path: `${GUEST}/get-agile-plan-comment/:sectionId`,
    params: sectionParams,
    response: threadsResponse,
  }),
  saveComment: defineCall({
    method: 'POST',
    path: `${BASE}/save-agile-plan-comment`,
    body: saveCommentBody,
    response: comment,
  }),
  guestSaveComment: defineCall({
    method: 'POST',
    path: `${GUEST}/save-agile-plan-comment`,
    body: saveCommentBody,
    response: comment,
  }),
  resolveComment: defineCall({
    method: 'POST',
    path: `${BASE}/resolve-comment`,
    body: resolveCommentBody,
    response: comment,
  }),
  guestResolveComment: defineCall({
    method: 'POST',
    path: `${GUEST}/resolve-comment`,
    body: resolveCommentBody,
    response: comment,
  }),

  // ---------- guests ----------
  guests: defineCall({
    method: 'GET',
    path: `${BASE}/plan-guests/:id`,
    params: idParams,
    response: planGuestsResponse,
  }),
  share: defineCall({
    method: 'POST',
    path: `${BASE}/share-plan`,
    body: sharePlanBody,
    response: planGuestsResponse,
  }),
  revokeGuest: defineCall({
    method: 'DELETE',
    path: `${BASE}/plan-guests/:id/:guestId`,
    params: z.object({ id: z.coerce.number().int().positive(), guestId: z.coerce.number().int().positive() }),
    response: planGuestsResponse,
  }),
};
