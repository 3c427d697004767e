import { z } from 'zod';
import { urlId } from './ids';
import {
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

export const idParams = z.object({ id: urlId });

export const itemsResponse = z.object({ items: z.array(planItem) });

export const completionResponse = z.object({ roleChallengesCompleted: z.boolean() });

export const anyResponse = z.unknown();

export const planSaveNoteResponse = z.object({ note: z.string() });

export const planAcceptNetworkInvitationResponse = z.object({
  ownerName: z.string(),
  status: z.literal('COMPLETED'),
});

export const planRevokeGuestParams = z.object({
  id: urlId,
  guestId: urlId,
});

/** The schemas of `planCalls`, for the server's routes (see `plan-calls.ts`). */
export const planCallSchemas = {
  list: { response: planListResponse },
  listOf: { params: planListParams, response: planListResponse },
  get: { params: idParams, query: languageQuery, response: planResponse },
  guestGet: { params: idParams, query: languageQuery, response: planResponse },
  sections: { params: idParams, response: sectionListResponse },
  guestSections: { params: idParams, response: sectionListResponse },
  saveNote: { params: idParams, body: saveNoteBody, response: planSaveNoteResponse },
  saveDevelopmentPlan: {
    params: idParams,
    query: languageQuery,
    body: saveDevelopmentPlanBody,
    response: itemsResponse,
  },
  saveRole: { body: savePlanRoleBody, response: completionResponse },
  saveRoleChallenges: { params: idParams, body: saveRoleChallengesBody, response: completionResponse },
  goals: { params: idParams, response: goalsResponse },
  guestGoals: { params: idParams, response: goalsResponse },
  saveGoals: { params: idParams, body: saveGoalsBody, response: goalsResponse },
  saveMilestone: { body: saveMilestoneBody, response: anyResponse },
  deleteMilestone: { body: planRef, response: anyResponse },
  jobRoles: { query: languageQuery, response: roleOptionsResponse },
  nextRoles: { query: languageQuery, response: roleOptionsResponse },
  milestoneTypes: { response: codeListResponse },
  networkTypes: { response: codeListResponse },
  outcomes: { params: outcomeLabelParams, query: languageQuery, response: outcomeSearchResponse },
  recommendations: { query: languageQuery, response: recommendationsResponse },
  portfolio: { query: portfolioQuery, response: portfolioResponse },
  network: { params: idParams, query: networkListQuery, response: networkListResponse },
  guestNetwork: { params: idParams, query: networkListQuery, response: networkListResponse },
  saveNetworkMember: { body: saveNetworkBody, response: networkEntry },
  deleteNetworkMember: { body: planRef, response: anyResponse },
  resendInvitation: { params: idParams, response: resendResponse },
  networkInvitation: { response: networkInvitation },
  acceptNetworkInvitation: { response: planAcceptNetworkInvitationResponse },
  meetings: { query: meetingListQuery, response: meetingListResponse },
  guestMeetings: { params: idParams, response: meetingListResponse },
  scheduleMeeting: { body: scheduleMeetingBody, response: meeting },
  threads: { params: sectionParams, response: threadsResponse },
  guestThreads: { params: sectionParams, response: threadsResponse },
  saveComment: { body: saveCommentBody, response: comment },
  guestSaveComment: { body: saveCommentBody, response: comment },
  resolveComment: { body: resolveCommentBody, response: comment },
  guestResolveComment: { body: resolveCommentBody, response: comment },
  guests: { params: idParams, response: planGuestsResponse },
  share: { body: sharePlanBody, response: planGuestsResponse },
  revokeGuest: { params: planRevokeGuestParams, response: planGuestsResponse },
};
