import type { RoleLevel } from '../../../shared/enums';
import type { GuestTokenService } from '../../platform/auth/guest-tokens';
import type { Db } from '../../platform/db/client';
import type { Mailer } from '../../platform/mail/outbox';
import type { Realtime } from '../../platform/realtime/socket';
import { createPlanAccess } from './access';
import { commentRoutes } from './comment-routes';
import { createCommentsRepo } from './comments-repo';
import { createCommentsService, PLAN_ROOM } from './comments-service';
import type { GlaPort, PlanDeps, PlanPeople, TeamsPort, ViewingRightsPort } from './deps';
import { createGuestService } from './guest-service';
import { createItemsService } from './items-service';
import { createMilestoneService } from './milestone-service';
import { createNetworkRepo } from './network-repo';
import { networkRoutes } from './network-routes';
import { createNetworkService } from './network-service';
import { planRoutes } from './plan-routes';
import { createPlanService, type PlanService } from './plan-service';
import { createPlanRepo } from './repo';
import { createRoleService } from './role-service';
import { outcomeRoutes, shareRoutes } from './share-routes';
import { createTeamMilestonesRepo } from './team-milestones-repo';

export type { GlaPort, TeamsPort, ViewingRightsPort } from './deps';
export { seedPlanDemo } from './seed';
export { seedTeamMilestones } from './team-milestones-seed';

/**
 * The plan module: the Leader Impact plan (role, challenges, development plan, goals, milestones), the nurture
 * network, comments, plan guests, team milestones and the portfolio.
 */
export function createPlanModule(deps: {
  db: Db;
  people: PlanPeople;
  /** identity.users.extendState: the plan fills agilePlanGroupId of the current user (a SQL fragment) */
  extendState(fragment: PlanService['stateFragment']): void;
  viewingRights: ViewingRightsPort;
  gla: GlaPort;
  teams: TeamsPort;
  mailer: Mailer;
  guestTokens: GuestTokenService;
  realtime: Pick<Realtime, 'toObject' | 'allowJoin'>;
  publicUrl: string;
}) {
  const full: PlanDeps = {
    ...deps,
    repo: createPlanRepo(deps.db),
    network: createNetworkRepo(deps.db),
    comments: createCommentsRepo(deps.db),
  };
  const access = createPlanAccess(full);
  const plans = createPlanService(full, access);
  const items = createItemsService(full, access);
  const roles = createRoleService(full, access);
  const milestones = createMilestoneService(full, access);
  const network = createNetworkService(full, access);
  const comments = createCommentsService(full, access);
  const guests = createGuestService(full, access);

  deps.extendState(plans.stateFragment);
  // a plan's room: its owner, its guests, managers with viewing rights
  deps.realtime.allowJoin(PLAN_ROOM, async (party, planId) => {
    const reader = party.guest
      ? ({ kind: 'guest', grant: party.guest } as const)
      : party.principal
        ? ({ kind: 'user', principal: party.principal } as const)
        : null;
    if (!reader || (party.guest && party.guest.purpose !== 'PLAN_GUEST')) return false;
    return access.read(reader, planId).then(
      () => true,
      () => false,
    );
  });

  return {
    service: { plans, items, roles, milestones, network, comments, guests },
    /** The plan's role levels this year (the GLA's benchmark line), null without a plan. */
    roleLevels: (
      userId: number,
      clientId: number,
    ): Promise<{ current: RoleLevel | null; next: RoleLevel | null } | null> =>
      plans.roleLevels(userId, clientId),
    /** A deleted team's milestones go with it (the teams module's `team.deleted`). */
    removeTeamMilestones: (clientId: number, teamId: number): Promise<void> =>
      createTeamMilestonesRepo(deps.db).removeOfTeam(clientId, teamId),
    plugins: [
      { prefix: '/api/user', plugin: planRoutes({ plans, items, roles, milestones, access }) },
      { prefix: '/api/user', plugin: networkRoutes(network) },
      { prefix: '/api/user', plugin: commentRoutes({ comments, plans, items, network, access }) },
      { prefix: '/api/user', plugin: shareRoutes({ guests, milestones }) },
      { prefix: '/api/sprint-library', plugin: outcomeRoutes(access) },
    ],
  };
}
export type PlanModule = ReturnType<typeof createPlanModule>;
