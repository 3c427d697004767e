import { ownerLookupOf } from '../../platform/auth/owners';
import { defineModule } from '../../platform/module';
import type { SprintsDeps } from './deps';
import { sprintDesignRoutes } from './design/routes';
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
      { prefix: '/api/team', plugin: sprintDesignRoutes(deps) },
      { prefix: '/api/team', plugin: sprintRunRoutes(deps) },
    ],
    seeds: [sprintRunSeed(deps)],
    api: {},
  });
}
export type SprintsModule = ReturnType<typeof createSprintsModule>;
