import { ownerLookupOf } from '../../platform/auth/owners';
import { defineModule } from '../../platform/module';
import { createCheckInFeatures } from './checkins';
import type { SprintsDeps } from './deps';
import { createCrewService } from './design/crew';
import { createDesignRepo } from './design/repo';
import { sprintDesignRoutes, sprintLibraryRoutes } from './design/routes';
import { createDesignService } from './design/service';
import { createStart } from './design/start';
import { createFeedback } from './feedback';
import { createSprintPersonalData } from './personal-data';
import { createSprintAssistantFacts } from './run/assistant-facts';
import { createSprintCalendarItems } from './run/calendar-items';
import { createCertificationFacts } from './run/certification-facts';
import { portfolioOf } from './run/portfolio';
import { createSprintRunRepo } from './run/repo';
import { reviewOpensJob } from './run/review-opens';
import { sprintRunRoutes } from './run/routes';
import { sprintRunSeed } from './run/seed';
import { sprintActivities, sprintCrew, sprintItems, sprintStakeholders, sprints } from './tables';
import { createTeamSprints } from './team';

export type { SprintsDeps } from './deps';
export type { SprintAssistantFacts } from './run/assistant-facts';
export type { CertificationSprint } from './run/certification-facts';

/**
 * The sprints module: personal sprints (design wizard, crew, kanban and activities, final review, portfolio), and
 * later check-ins, feedback and team sprints. Mounted under /api/team as the spec's team service.
 * design/: library, wizard, start, crew. run/: dashboard, activities, review, portfolio, share.
 */
export function createSprintsModule(deps: SprintsDeps) {
  // design/: the wizard's saves, start and crew; the current user carries currentSprintStatus
  const designRepo = createDesignRepo(deps.db);
  const designDeps = { ...deps, repo: designRepo };
  const design = createDesignService(designDeps);
  const crew = createCrewService(designDeps);
  const start = createStart(designDeps, crew, design.hasFeature);
  const runRepo = createSprintRunRepo(deps.db);
  // checkins/: weekly check-ins, their opening job and the analytics
  const checkIns = createCheckInFeatures(deps);
  // feedback/: crew feedback and advice (send-out scheduler, guest link, the person's lists)
  const feedback = createFeedback(deps);
  // team/: team sprints (issue 13) on the same tables, the wizard and the kanban
  const team = createTeamSprints(deps, { designRepo, design, crew, runRepo });
  deps.extendState({
    name: 'sprint',
    select: designRepo.stateSelect,
    map: (status) => ({ currentSprintStatus: (status as 'IN_PROGRESS' | 'NOT_STARTED' | null) ?? null }),
  });
  return defineModule({
    name: 'sprints',
    owners: {
      sprint: ownerLookupOf(deps.db, 'sprint', sprints, sprints),
      sprintItem: ownerLookupOf(deps.db, 'sprintItem', sprintItems, sprintItems),
      sprintCrew: ownerLookupOf(deps.db, 'sprintCrew', sprintCrew, sprintCrew),
      sprintActivity: ownerLookupOf(deps.db, 'sprintActivity', sprintActivities, sprintActivities),
      sprintStakeholder: ownerLookupOf(deps.db, 'sprintStakeholder', sprintStakeholders, sprintStakeholders),
    },
    plugins: [
      { prefix: '/api/team', plugin: sprintDesignRoutes(deps, { design, crew, start }) },
      { prefix: '/api/sprint-library', plugin: sprintLibraryRoutes(deps, { design }) },
      { prefix: '/api/team', plugin: sprintRunRoutes(deps, runRepo) },
      { prefix: '/api/team', plugin: checkIns.routes },
      { prefix: '/api/team', plugin: feedback.plugin },
      { prefix: '/api/team', plugin: team.plugin },
    ],
    listeners: [
      {
        // one person, one name: crew places of a member follow their account's name (issue 30, point 5)
        event: 'user.profileUpdated',
        handler: async ({ userId }) => {
          const person = await deps.people.byId(userId);
          if (person) await designRepo.renameCrewMember(userId, person.fullName);
        },
      },
    ],
    seeds: [sprintRunSeed(deps), checkIns.seed, feedback.seed, team.seed],
    jobs: [reviewOpensJob(deps, runRepo), ...checkIns.jobs, ...feedback.jobs, ...team.jobs],
    schedules: [...checkIns.schedules, ...feedback.schedules, ...team.schedules],
    api: {
      /** For the team impact board (with the SPRINT viewing right): does the person run a sprint now? */
      inProgress: async (clientId: number, userId: number) =>
        (await designRepo.userSprintOf(clientId, userId, 'IN_PROGRESS')) !== null,
      /** the plan's portfolio (its SprintPortfolioPort): a person's finished sprints by year, read-only */
      finishedSprints: async (userId: number, clientId: number, year?: number) =>
        (await portfolioOf(runRepo, clientId, userId, year)).years,
      /** A person's running sprints' check-in slots and meetings (the calendar feed, notifications module). */
      calendarItems: createSprintCalendarItems(deps.db),
      /** The data export: the person's own sprints, check-ins and stand-ups, and the feedback they received. */
      personalData: createSprintPersonalData(deps.db),
      /** The assistant's read of one person's own sprint in progress, its check-ins and crew feedback. */
      assistantFacts: createSprintAssistantFacts(deps.db),
      checkIns: { openDue: checkIns.openDue },
      /** for the gamification: a sprint's facts for the certification criteria, and portfolio counts */
      certification: createCertificationFacts(deps.db),
      feedback: { sendOut: feedback.sendOut },
      /** team sprints: the teams' summary and portfolio, and the stand-up job's run (tests) */
      teamSprints: { summaries: team.summaries, portfolio: team.portfolio, openStandUps: team.openStandUps },
    },
  });
}
export type SprintsModule = ReturnType<typeof createSprintsModule>;
