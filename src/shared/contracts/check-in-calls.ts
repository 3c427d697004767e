import { defineCall } from './call';
import type {
  analyticsResponse,
  checkInIdQuery,
  checkInListResponse,
  checkInQuery,
  checkInResponse,
  currentCheckInResponse,
  feedbackSinceResponse,
  idParam,
  rateCheckInQuery,
  updateCheckInBody,
} from './check-ins';

/** The calls of weekly check-ins and sprint analytics (team service, /api/team). */
const BASE = '/api/team';

export const checkInCalls = {
  all: defineCall<{ query: typeof checkInQuery; response: typeof checkInListResponse }>(
    'GET',
    `${BASE}/check-in/findAllBySprintAndTeamMember`,
  ),
  current: defineCall<{ query: typeof checkInQuery; response: typeof currentCheckInResponse }>(
    'GET',
    `${BASE}/check-in/findCurrentCheckIn`,
  ),
  update: defineCall<{ body: typeof updateCheckInBody; response: typeof checkInResponse }>(
    'PUT',
    `${BASE}/check-in/update`,
  ),
  rate: defineCall<{ query: typeof rateCheckInQuery; response: typeof checkInResponse }>(
    'GET',
    `${BASE}/check-in/rate`,
  ),
  feedback: defineCall<{ query: typeof checkInIdQuery; response: typeof feedbackSinceResponse }>(
    'GET',
    `${BASE}/check-in/feedback`,
  ),
  analytics: defineCall<{ params: typeof idParam; response: typeof analyticsResponse }>(
    'GET',
    `${BASE}/user-sprint/analytics/:id`,
  ),
};
