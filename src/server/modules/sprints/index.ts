import { ownerLookupOf } from '../../platform/auth/owners';
import { defineModule } from '../../platform/module';
import type { SprintsDeps } from './deps';
import { createCrewService } from './design/crew';
import { createDesignRepo } from './design/repo';
import { sprintDesignRoutes, sprintLibraryRoutes } from './design/routes';
import { createDesignService } from './design/service';
import { createStart } from './design/start';
import { createFeedback } from './feedback';
import { sprintRunRoutes } from './run/routes';
import { sprintRunSeed } from './run/seed';
import { sprintActivities, sprintCrew, sprintItems, sprintStakeholders, sprints } from './tables';

export type { SprintsDeps } from './deps';

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
  // feedback/: crew feedback and advice (send-out scheduler, guest link, the person's lists)
  const feedback = createFeedback(deps);
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
      { prefix: '/api/team', plugin: sprintRunRoutes(deps) },
      { prefix: '/api/team', plugin: feedback.plugin },
    ],
    jobs: feedback.jobs,
    schedules: feedback.schedules,
    seeds: [sprintRunSeed(deps), feedback.seed],
    api: { feedback: { sendOut: feedback.sendOut } },
  });
}
export type SprintsModule = ReturnType<typeof createSprintsModule>;
