import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import type { Mailer } from '../../platform/mail/outbox';
import type { LicensingService } from '../licensing';
import { createTeamMilestonesRepo } from './milestones/repo';
import { teamMilestoneRoutes } from './milestones/routes';
import { createTeamMilestoneService } from './milestones/service';
import { createTeamsRepo } from './repo';
import { memberSearchRoutes, teamRoutes } from './routes';
import { createTeamsService } from './service';

export { seedTeamMilestones } from './milestones/seed';
export { seedTeamsDemo } from './seed';

/**
 * The teams module: teams of an organisation, their manager and members (organisation members for now; guests,
 * viewing rights, dashboards and team sprints extend it later).
 */
export function createTeamsModule(deps: {
  db: Db;
  licensing: LicensingService;
  mailer: Mailer;
  events: EventBus;
  publicUrl: string;
}) {
  const repo = createTeamsRepo(deps.db);
  const service = createTeamsService({ ...deps, repo });
  const milestonesRepo = createTeamMilestonesRepo(deps.db);
  const milestones = createTeamMilestoneService({
    repo: milestonesRepo,
    roleIn: service.roleIn,
    teamIdsOf: service.teamIdsOf,
  });
  // a deleted team's milestones go with it
  deps.events.on('team.deleted', ({ clientId, teamId }) => milestonesRepo.removeOfTeam(clientId, teamId));
  return {
    service,
    repo,
    /** The caller's place in a team: MANAGER, MEMBER (accepted) or null (also for another organisation's team). */
    roleIn: service.roleIn,
    /** The teams a person manages or belongs to. */
    teamIdsOf: service.teamIdsOf,
    /** The teams a person manages, with their names. */
    teamsManagedBy: service.teamsManagedBy,
    plugins: [
      { prefix: '/api/team', plugin: teamRoutes(service) },
      { prefix: '/api/user', plugin: memberSearchRoutes(service) },
      { prefix: '/api/user', plugin: teamMilestoneRoutes(milestones) },
    ],
  };
}
export type TeamsModule = ReturnType<typeof createTeamsModule>;
