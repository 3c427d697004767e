import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../../shared/contracts/common';
import {
  activeSprintResponse,
  addCrewBody,
  crewParams,
  crewResponse,
  libraryQuery,
  libraryResponse,
  saveDesignBody,
  sprintQuery,
  sprintResponse,
  viewUserParams,
  viewUserQuery,
} from '../../../../shared/contracts/sprint-design';
import { access } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { routesOf } from '../../../platform/http/route';
import type { SprintsDeps } from '../deps';
import type { CrewService } from './crew';
import { libraryFor } from './library';
import type { DesignService } from './service';
import type { createStart } from './start';

const tags = ['sprints'];
const engine = access.signedIn({ feature: 'user-sprint-engine' });
const bySprint = { id: owner.of('sprint') };
const byCrew = { id: owner.of('sprint'), crewId: owner.of('sprintCrew') };

export interface DesignParts {
  design: DesignService;
  crew: CrewService;
  start: ReturnType<typeof createStart>;
}

/** The design routes of personal sprints, mounted at /api/team (the spec puts sprints in the team service). */
export function sprintDesignRoutes(deps: SprintsDeps, parts: DesignParts): FastifyPluginAsyncZod {
  const { design, crew, start } = parts;
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'POST',
      url: '/user-sprint',
      access: engine,
      summary:
        "Begins the caller's sprint design (select) or saves one step of it: configure, review, routines (NOT_STARTED)",
      body: saveDesignBody,
      response: { 200: sprintResponse },
      handler: async ({ principal, body }) => ({ data: await design.save(principal, body) }),
    });
    route({
      method: 'POST',
      url: '/user-sprint/start/:id',
      owners: bySprint,
      access: engine,
      summary:
        'Starts the designed sprint: IN_PROGRESS, crew welcome mails with guest links, the check-in series (.ics)',
      params: idParam,
      response: { 200: sprintResponse },
      handler: async ({ principal, params }) => {
        const s = await start(principal, params.id);
        return { data: await design.read(s) };
      },
    });
    route({
      method: 'GET',
      url: '/user-sprint/findUserActiveSprint',
      access: access.signedIn(),
      summary: "The caller's sprint in progress and the design not yet started",
      response: { 200: activeSprintResponse },
      handler: async ({ principal }) => ({ data: await design.active(principal) }),
    });
    route({
      method: 'GET',
      url: '/user-sprint/findUserActiveSprint/:userId',
      owners: { userId: owner.of('person') },
      access: access.signedIn(),
      summary: "A person's sprint in progress, for a viewer with viewing rights (teamId: the team asking)",
      params: viewUserParams,
      query: viewUserQuery,
      response: { 200: activeSprintResponse },
      handler: async ({ principal, params }) => ({ data: await design.activeOf(principal, params.userId) }),
    });
    route({
      method: 'GET',
      url: '/user-sprint/:id',
      owners: bySprint,
      access: access.signedIn(),
      summary: 'A sprint as read, with its actions, behaviours, outcomes and crew',
      params: idParam,
      query: sprintQuery,
      response: { 200: sprintResponse },
      handler: async ({ principal, params }) => ({ data: await design.get(principal, params.id) }),
    });
    route({
      method: 'POST',
      url: '/user-sprint/crew/:id',
      owners: bySprint,
      access: engine,
      summary:
        'Adds a crew member: an organisation member (userId) or anyone by name and e-mail, with a role',
      params: idParam,
      body: addCrewBody,
      response: { 200: crewResponse },
      handler: async ({ principal, params, body }) => ({ data: await crew.add(principal, params.id, body) }),
    });
    route({
      method: 'DELETE',
      url: '/user-sprint/crew/:id/:crewId',
      owners: byCrew,
      access: engine,
      summary: 'Removes a crew member (their guest link stops working)',
      params: crewParams,
      response: { 200: crewResponse },
      handler: async ({ principal, params }) => ({
        data: await crew.remove(principal, params.id, params.crewId),
      }),
    });
    route({
      method: 'POST',
      url: '/user-sprint/crew/:id/:crewId/resend',
      owners: byCrew,
      access: engine,
      summary: "Sends a crew member's welcome again with a new link (at most once a day)",
      params: crewParams,
      response: { 200: crewResponse },
      handler: async ({ principal, params }) => ({
        data: await crew.resend(principal, params.id, params.crewId),
      }),
    });
    void deps;
  };
}

/** The sprint library in the person's language, recommendations first. Mounted at /api/sprint-library. */
export function sprintLibraryRoutes(
  deps: SprintsDeps,
  parts: Pick<DesignParts, 'design'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/api/v1/sprints/library',
      access: access.signedIn({ feature: 'user-sprint-engine' }),
      summary:
        "The pre-designed sprints in the person's language; first those developing their bottom three GLA capabilities or serving their plan's outcomes, each with why",
      query: libraryQuery,
      response: { 200: libraryResponse },
      handler: async ({ principal, query }) => {
        const lng = query.languageCode ?? (await parts.design.language(principal));
        const [ranking, outcomes] = await Promise.all([
          deps.gla.ranking(principal.userId, principal.clientId, lng),
          deps.plan.chosenOutcomes(principal.userId, principal.clientId),
        ]);
        return { data: libraryFor(lng, ranking, outcomes) };
      },
    });
  };
}
