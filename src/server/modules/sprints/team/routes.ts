import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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
} from '../../../../shared/contracts/team-sprint';
import { access } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { sendKept } from '../../../platform/http/kept-body';
import { routesOf } from '../../../platform/http/route';
import type { TeamDesign } from './design';
import type { TeamInsights } from './insights';
import type { TeamKanban } from './kanban';
import type { TeamRun } from './run';
import type { createStandUps } from './stand-ups';
import type { createTeamStart } from './start';

const tags = ['team sprints'];
/** the team's people, guests included (decision 0039); the services confine them to their teams */
const teamPeople = access.signedIn({ teamGuests: true });
/** designing and starting needs the team sprint engine of the licence */
const designer = access.signedIn({ feature: 'team-sprint-engine' });
const bySprint = { id: owner.of('sprint') };
const byTeam = { id: owner.of('team') };
const byActivity = { id: owner.of('sprintActivity') };
const byItem = { id: owner.of('sprintItem') };

export interface TeamSprintServices {
  design: TeamDesign;
  start: ReturnType<typeof createTeamStart>;
  run: TeamRun;
  kanban: TeamKanban;
  standUps: ReturnType<typeof createStandUps>;
  insights: TeamInsights;
}

/**
 * Team sprints (issue 13), mounted at /api/team: the design and start, the dashboard, end states, share and
 * reminders, the team's kanban, action leads, stand-ups, feedback and analytics. Another organisation's sprint or
 * team is 404; someone outside the team 403. Answers are wrapped in { data }.
 */
export function teamSprintRoutes(s: TeamSprintServices): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });

    // ---------- design ----------
    route({
      method: 'GET',
      url: '/team-sprint/findTeamActiveSprint/:id',
      owners: byTeam,
      access: teamPeople,
      summary: "The team's sprint in progress, its design not yet started (manager) and the viewer's place",
      params: idParam,
      response: { 200: teamActiveSprintResponse },
      handler: async ({ principal, params }) => ({ data: await s.design.active(principal, params.id) }),
    });
    route({
      method: 'POST',
      url: '/team-sprint',
      access: designer,
      summary:
        "Begins the team's sprint design or saves one step (sprint team with the manager; leads from the sprint team)",
      body: saveTeamDesignBody,
      response: { 200: teamSprintResponse },
      handler: async ({ principal, body }) => ({ data: await s.design.save(principal, body) }),
    });
    route({
      method: 'GET',
      url: '/team-sprint/:id',
      owners: bySprint,
      access: teamPeople,
      summary: 'One team sprint as designed (a design is the manager’s alone)',
      params: idParam,
      response: { 200: teamSprintResponse },
      handler: async ({ principal, params }) => ({ data: await s.design.get(principal, params.id) }),
    });
    route({
      method: 'POST',
      url: '/team-sprint/start/:id',
      owners: bySprint,
      access: designer,
      summary:
        'Starts the team sprint: mails every sprint team member with the stand-ups and check-ins (.ics); one per team',
      params: idParam,
      response: { 200: teamSprintResponse },
      handler: async ({ principal, params }) => {
        const started = await s.start(principal, params.id);
        return { data: await s.design.get(principal, started.id) };
      },
    });

    // ---------- running ----------
    route({
      method: 'GET',
      url: '/team-sprint/summary/:id',
      owners: bySprint,
      access: teamPeople,
      summary:
        'The team sprint dashboard: timeline, actions with leads, sprint team with status dots, stand-ups',
      params: idParam,
      response: { 200: teamSprintSummaryResponse },
      handler: async ({ principal, params }) => ({ data: await s.run.summary(principal, params.id) }),
    });
    route({
      method: 'GET',
      url: '/team-sprint/extend/:id',
      owners: bySprint,
      access: teamPeople,
      acting: true,
      summary: 'Extends the team sprint by 2 weeks (manager; from its last day until a week after the end)',
      params: idParam,
      query: extendQuery,
      response: { 200: teamSprintSummaryResponse },
      handler: async ({ principal, params }) => ({ data: await s.run.extend(principal, params.id) }),
    });
    route({
      method: 'GET',
      url: '/team-sprint/cancel/:id',
      owners: bySprint,
      access: teamPeople,
      acting: true,
      summary: 'Cancels the team sprint (manager)',
      params: idParam,
      query: calendarIdQuery,
      response: { 200: teamSprintSummaryResponse },
      handler: async ({ principal, params }) => ({ data: await s.run.cancel(principal, params.id) }),
    });
    route({
      method: 'GET',
      url: '/team-sprint/saveToPortfolio/:id',
      owners: bySprint,
      access: teamPeople,
      acting: true,
      summary: "Saves the team sprint to the team's portfolio (manager; COMPLETED)",
      params: idParam,
      response: { 200: teamSprintSummaryResponse },
      handler: async ({ principal, params }) => ({ data: await s.run.saveToPortfolio(principal, params.id) }),
    });
    route({
      method: 'GET',
      url: '/team-sprint/saveToIncomplete/:id',
      owners: bySprint,
      access: teamPeople,
      acting: true,
      summary: 'Saves the team sprint as incomplete (manager)',
      params: idParam,
      response: { 200: teamSprintSummaryResponse },
      handler: async ({ principal, params }) => ({
        data: await s.run.saveToIncomplete(principal, params.id),
      }),
    });
    route({
      method: 'POST',
      url: '/team-sprint/share',
      access: teamPeople,
      summary: 'Shares the team sprint by e-mail',
      body: teamShareBody,
      response: { 200: teamShareResponse },
      handler: async ({ principal, body }) => ({ data: await s.run.share(principal, body) }),
    });
    route({
      method: 'POST',
      url: '/team-sprint/sendTeamSprintReminder/:id',
      owners: bySprint,
      access: teamPeople,
      summary: 'Reminds one sprint team member (manager; once a day per member)',
      params: idParam,
      body: reminderBody,
      response: { 200: reminderResponse },
      handler: async ({ principal, params, body }) => ({
        data: await s.run.remind(principal, params.id, body.teamMemberId),
      }),
    });

    // ---------- kanban, action leads ----------
    route({
      method: 'GET',
      url: '/activity/findAllActivityByTeamId/:id',
      owners: byTeam,
      access: teamPeople,
      summary: "The team sprint's kanban: every member's activities of a week, times in the viewer's zone",
      params: idParam,
      query: teamActivitiesQuery,
      response: { 200: teamActivitiesResponse },
      // the service answers the JSON text itself, kept with its compressed forms (decision 0058)
      handler: async ({ principal, params, query, reply }) =>
        sendKept(reply, await s.kanban.ofTeam(principal, params.id, query)),
    });
    route({
      method: 'POST',
      url: '/team-sprint/activity',
      access: teamPeople,
      summary: 'Adds an activity (sprint team) or changes one (team manager or its creator)',
      body: saveTeamActivityBody,
      response: { 200: teamActivityResponse },
      handler: async ({ principal, body }) => ({ data: await s.kanban.save(principal, body) }),
    });
    route({
      method: 'POST',
      url: '/team-sprint/activity/move',
      access: teamPeople,
      summary: 'Moves an activity on the team kanban (team manager or its creator)',
      body: moveTeamActivityBody,
      response: { 200: teamActivityResponse },
      handler: async ({ principal, body }) => ({ data: await s.kanban.move(principal, body) }),
    });
    route({
      method: 'POST',
      url: '/team-sprint/activity/done',
      access: teamPeople,
      summary: 'Marks an activity done (team manager or its creator)',
      body: teamActivityDoneBody,
      response: { 200: teamActivityResponse },
      handler: async ({ principal, body }) => ({ data: await s.kanban.done(principal, body.id) }),
    });
    route({
      method: 'DELETE',
      url: '/team-sprint/activity/:id',
      owners: byActivity,
      access: teamPeople,
      summary: 'Deletes an activity (team manager or its creator)',
      params: idParam,
      response: { 200: teamOkResponse },
      handler: async ({ principal, params }) => ({ data: await s.kanban.remove(principal, params.id) }),
    });
    route({
      method: 'GET',
      url: '/team-sprint/action-detail/update-status',
      access: teamPeople,
      acting: true,
      summary: 'Ticks (FINISHED) or reopens an action: its lead or the team manager',
      query: teamActionStatusQuery,
      response: { 200: teamActionResponse },
      handler: async ({ principal, query }) => ({
        data: await s.kanban.actionStatus(principal, query.actionDetailId, query.status),
      }),
    });
    route({
      method: 'DELETE',
      url: '/team-sprint/action-detail/:id',
      owners: byItem,
      access: teamPeople,
      summary: 'Deletes an action and its activities: its lead or the team manager',
      params: idParam,
      response: { 200: teamOkResponse },
      handler: async ({ principal, params }) => ({ data: await s.kanban.deleteAction(principal, params.id) }),
    });

    // ---------- stand-ups ----------
    route({
      method: 'POST',
      url: '/team-sprint/stand-up',
      access: teamPeople,
      summary: "Saves the caller's stand-up for today (done, next, blockers); the team sees it live",
      body: standUpBody,
      response: { 200: standUpResponse },
      handler: async ({ principal, body }) => ({ data: await s.standUps.save(principal, body) }),
    });
    route({
      method: 'GET',
      url: '/team-sprint/stand-up/:id',
      owners: bySprint,
      access: teamPeople,
      summary: "The team sprint's stand-up answers of the last days, newest first",
      params: idParam,
      query: standUpListQuery,
      response: { 200: standUpListResponse },
      handler: async ({ principal, params, query }) => ({
        data: await s.standUps.list(principal, params.id, query.days),
      }),
    });
    route({
      method: 'PUT',
      url: '/team-sprint/stand-up-assistant',
      access: teamPeople,
      summary: "Turns the caller's stand-up assistant on or off",
      body: standUpAssistantBody,
      response: { 200: standUpAssistantResponse },
      handler: async ({ principal, body }) => ({
        data: await s.standUps.setAssistant(principal, body.sprintId, body.enabled),
      }),
    });

    // ---------- feedback, analytics ----------
    route({
      method: 'GET',
      url: '/team-sprint/feedback/:id',
      owners: bySprint,
      access: teamPeople,
      summary: "The team sprint's feedback: each member's check-ins and the crew's comments",
      params: idParam,
      response: { 200: teamFeedbackResponse },
      handler: async ({ principal, params }) => ({ data: await s.insights.feedback(principal, params.id) }),
    });
    route({
      method: 'GET',
      url: '/team-sprint/analytics/:id',
      owners: bySprint,
      access: teamPeople,
      summary: 'Team sprint analytics: self, team and crew per week',
      params: idParam,
      response: { 200: teamAnalyticsResponse },
      handler: async ({ principal, params }) => ({ data: await s.insights.analytics(principal, params.id) }),
    });
  };
}
