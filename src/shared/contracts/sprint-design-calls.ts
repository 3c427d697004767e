import { defineCall } from './call';
import type { idParam } from './common';
import type {
  activeSprintResponse,
  addCrewBody,
  crewParams,
  crewResponse,
  libraryQuery,
  libraryResponse,
  saveDesignBody,
  sprintResponse,
} from './sprint-design';

/** The calls of the sprint design (the library under /api/sprint-library, the rest under /api/team). */
export const sprintDesignCalls = {
  library: defineCall<{ query: typeof libraryQuery; response: typeof libraryResponse }>(
    'GET',
    '/api/sprint-library/api/v1/sprints/library',
  ),
  active: defineCall<{ response: typeof activeSprintResponse }>(
    'GET',
    '/api/team/user-sprint/findUserActiveSprint',
  ),
  get: defineCall<{ params: typeof idParam; response: typeof sprintResponse }>(
    'GET',
    '/api/team/user-sprint/:id',
  ),
  save: defineCall<{ body: typeof saveDesignBody; response: typeof sprintResponse }>(
    'POST',
    '/api/team/user-sprint',
  ),
  start: defineCall<{ params: typeof idParam; response: typeof sprintResponse }>(
    'POST',
    '/api/team/user-sprint/start/:id',
  ),
  addCrew: defineCall<{ params: typeof idParam; body: typeof addCrewBody; response: typeof crewResponse }>(
    'POST',
    '/api/team/user-sprint/crew/:id',
  ),
  removeCrew: defineCall<{ params: typeof crewParams; response: typeof crewResponse }>(
    'DELETE',
    '/api/team/user-sprint/crew/:id/:crewId',
  ),
  resendCrew: defineCall<{ params: typeof crewParams; response: typeof crewResponse }>(
    'POST',
    '/api/team/user-sprint/crew/:id/:crewId/resend',
  ),
};

export { DESIGN_STEPS, type DesignStep, SPRINT_TEXT_LIMITS } from './sprint-design-steps';
