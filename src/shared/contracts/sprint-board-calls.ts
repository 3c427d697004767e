import { defineCall } from './call';
import type {
  actionDetailResponse,
  actionStatusQuery,
  activityDoneBody,
  activityListQuery,
  activityListResponse,
  activityResponse,
  activityTypesResponse,
  idParam,
  invitationResponse,
  moveActivityBody,
  myPortfolioResponse,
  okData,
  portfolioYearQuery,
  saveActivityBody,
  shareBody,
  shareResponse,
  sprintResponse,
  sprintReviewBody,
  summaryResponse,
} from './sprint-board';

/** The calls of running a personal sprint (team service, /api/team). */
const BASE = '/api/team';
type Id = { params: typeof idParam };

export const sprintBoardCalls = {
  current: defineCall<{ response: typeof summaryResponse }>('GET', `${BASE}/user-sprint/summary`),
  summary: defineCall<Id & { response: typeof sprintResponse }>('GET', `${BASE}/user-sprint/summary/:id`),
  activities: defineCall<Id & { query: typeof activityListQuery; response: typeof activityListResponse }>(
    'GET',
    `${BASE}/activity/:id`,
  ),
  saveActivity: defineCall<{ body: typeof saveActivityBody; response: typeof activityResponse }>(
    'POST',
    `${BASE}/activity`,
  ),
  deleteActivity: defineCall<Id & { response: typeof okData }>('DELETE', `${BASE}/activity/:id`),
  doneActivity: defineCall<{ body: typeof activityDoneBody; response: typeof activityResponse }>(
    'POST',
    `${BASE}/activity/done`,
  ),
  moveActivity: defineCall<{ body: typeof moveActivityBody; response: typeof activityResponse }>(
    'POST',
    `${BASE}/activity/move`,
  ),
  sendInvitation: defineCall<Id & { response: typeof invitationResponse }>(
    'POST',
    `${BASE}/activity/invitation/:id`,
  ),
  activityTypes: defineCall<{ response: typeof activityTypesResponse }>('GET', `${BASE}/activity-type/all`),
  actionStatus: defineCall<{ query: typeof actionStatusQuery; response: typeof actionDetailResponse }>(
    'GET',
    `${BASE}/action-detail/update-status`,
  ),
  review: defineCall<{ body: typeof sprintReviewBody; response: typeof sprintResponse }>(
    'POST',
    `${BASE}/sprint-review`,
  ),
  stopEarly: defineCall<Id & { response: typeof sprintResponse }>(
    'POST',
    `${BASE}/user-sprint/stop-early/:id`,
  ),
  portfolio: defineCall<{ query: typeof portfolioYearQuery; response: typeof myPortfolioResponse }>(
    'GET',
    `${BASE}/user-sprint/portfolio`,
  ),
  share: defineCall<{ body: typeof shareBody; response: typeof shareResponse }>(
    'POST',
    `${BASE}/user-sprint/share`,
  ),
};
