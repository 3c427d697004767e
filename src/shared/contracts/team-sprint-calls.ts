import { defineCall } from './call';
import type { teamSummaryResponse } from './team-dashboard';
import type {
  calendarIdQuery,
  extendQuery,
  idParam,
  moveTeamActivityBody,
  reminderBody,
  reminderResponse,
  saveTeamActivityBody,
  saveTeamDesignBody,
  standUpAssistantBody,
  standUpAssistantResponse,
  standUpBody,
  standUpListQuery,
  standUpListResponse,
  standUpResponse,
  teamActionResponse,
  teamActionStatusQuery,
  teamActiveSprintResponse,
  teamActivitiesQuery,
  teamActivitiesResponse,
  teamActivityDoneBody,
  teamActivityResponse,
  teamAnalyticsResponse,
  teamFeedbackResponse,
  teamOkResponse,
  teamShareBody,
  teamShareResponse,
  teamSprintResponse,
  teamSprintSummaryResponse,
} from './team-sprint';

/** The calls of team sprints (issue 13; team service, /api/team). Ids in paths are sprint ids unless named teamId. */
const BASE = '/api/team';
type Id = { params: typeof idParam };

export const teamSprintCalls = {
  /** the caller's teams with their current team sprint and the navigation state */
  teamSummary: defineCall<{ response: typeof teamSummaryResponse }>('GET', `${BASE}/team/summary`),
  /** :id is the team's id */
  active: defineCall<Id & { response: typeof teamActiveSprintResponse }>(
    'GET',
    `${BASE}/team-sprint/findTeamActiveSprint/:id`,
  ),
  get: defineCall<Id & { response: typeof teamSprintResponse }>('GET', `${BASE}/team-sprint/:id`),
  save: defineCall<{ body: typeof saveTeamDesignBody; response: typeof teamSprintResponse }>(
    'POST',
    `${BASE}/team-sprint`,
  ),
  start: defineCall<Id & { response: typeof teamSprintResponse }>('POST', `${BASE}/team-sprint/start/:id`),
  summary: defineCall<Id & { response: typeof teamSprintSummaryResponse }>(
    'GET',
    `${BASE}/team-sprint/summary/:id`,
  ),
  extend: defineCall<Id & { query: typeof extendQuery; response: typeof teamSprintSummaryResponse }>(
    'GET',
    `${BASE}/team-sprint/extend/:id`,
  ),
  saveToPortfolio: defineCall<Id & { response: typeof teamSprintSummaryResponse }>(
    'GET',
    `${BASE}/team-sprint/saveToPortfolio/:id`,
  ),
  saveToIncomplete: defineCall<Id & { response: typeof teamSprintSummaryResponse }>(
    'GET',
    `${BASE}/team-sprint/saveToIncomplete/:id`,
  ),
  cancel: defineCall<Id & { query: typeof calendarIdQuery; response: typeof teamSprintSummaryResponse }>(
    'GET',
    `${BASE}/team-sprint/cancel/:id`,
  ),
  share: defineCall<{ body: typeof teamShareBody; response: typeof teamShareResponse }>(
    'POST',
    `${BASE}/team-sprint/share`,
  ),
  remind: defineCall<Id & { body: typeof reminderBody; response: typeof reminderResponse }>(
    'POST',
    `${BASE}/team-sprint/sendTeamSprintReminder/:id`,
  ),
  /** :id is the team's id: the team sprint in progress's kanban */
  teamActivities: defineCall<
    Id & { query: typeof teamActivitiesQuery; response: typeof teamActivitiesResponse }
  >('GET', `${BASE}/activity/findAllActivityByTeamId/:id`),
  saveActivity: defineCall<{ body: typeof saveTeamActivityBody; response: typeof teamActivityResponse }>(
    'POST',
    `${BASE}/team-sprint/activity`,
  ),
  moveActivity: defineCall<{ body: typeof moveTeamActivityBody; response: typeof teamActivityResponse }>(
    'POST',
    `${BASE}/team-sprint/activity/move`,
  ),
  doneActivity: defineCall<{ body: typeof teamActivityDoneBody; response: typeof teamActivityResponse }>(
    'POST',
    `${BASE}/team-sprint/activity/done`,
  ),
  /** :id is the activity's id */
  deleteActivity: defineCall<Id & { response: typeof teamOkResponse }>(
    'DELETE',
    `${BASE}/team-sprint/activity/:id`,
  ),
  /** ticks (FINISHED) or reopens an action: its lead or the team manager */
  actionStatus: defineCall<{ query: typeof teamActionStatusQuery; response: typeof teamActionResponse }>(
    'GET',
    `${BASE}/team-sprint/action-detail/update-status`,
  ),
  /** :id is the action's id: its lead or the team manager */
  deleteAction: defineCall<Id & { response: typeof teamOkResponse }>(
    'DELETE',
    `${BASE}/team-sprint/action-detail/:id`,
  ),
  saveStandUp: defineCall<{ body: typeof standUpBody; response: typeof standUpResponse }>(
    'POST',
    `${BASE}/team-sprint/stand-up`,
  ),
  standUps: defineCall<Id & { query: typeof standUpListQuery; response: typeof standUpListResponse }>(
    'GET',
    `${BASE}/team-sprint/stand-up/:id`,
  ),
  standUpAssistant: defineCall<{
    body: typeof standUpAssistantBody;
    response: typeof standUpAssistantResponse;
  }>('PUT', `${BASE}/team-sprint/stand-up-assistant`),
  feedback: defineCall<Id & { response: typeof teamFeedbackResponse }>(
    'GET',
    `${BASE}/team-sprint/feedback/:id`,
  ),
  analytics: defineCall<Id & { response: typeof teamAnalyticsResponse }>(
    'GET',
    `${BASE}/team-sprint/analytics/:id`,
  ),
};
