import type { RoleLevel } from '../../../shared/enums';
import type { GuestTokenService } from '../../platform/auth/guest-tokens';
import { ownerLookupOf } from '../../platform/auth/owners';
import { guestTokens } from '../../platform/auth/tables';
import type { Db } from '../../platform/db/client';
import type { Mailer } from '../../platform/mail/outbox';
import { defineModule } from '../../platform/module';
import type { Realtime } from '../../platform/realtime/socket';
import { createPlanAccess } from './access';
import { createCommentsRepo } from './comments/repo';
import { commentRoutes } from './comments/routes';
import { createCommentsService, PLAN_ROOM } from './comments/service';
import type {
  GlaPort,
  PlanDeps,
  PlanNotify,
  PlanPeople,
  SprintPortfolioPort,
  ViewingRightsPort,
} from './deps';
import { outcomeRoutes, shareRoutes } from './guests/routes';
import { createGuestService } from './guests/service';
import { createItemsService } from './items/service';
import { createMilestoneService } from './milestones/service';
import { createNetworkRepo } from './network/repo';
import { networkRoutes } from './network/routes';
import { createNetworkService } from './network/service';
import { createPlanPersonalData } from './personal-data';
import { createPlanAssistantFacts } from './plans/assistant-facts';
import { createPlanRepo } from './plans/repo';
import { planRoutes } from './plans/routes';
import { createPlanService, type PlanService } from './plans/service';
import { createUpcoming } from './plans/upcoming';
import { createRoleService } from './roles/service';
import { seedPlanDemo } from './seed';
import { agileNetwork, agilePlanSections, agilePlans } from './tables';

export type { GlaPort, PlanNotify, SprintPortfolioPort, ViewingRightsPort } from './deps';
export type { PlanAssistantFacts } from './plans/assistant-facts';
export type { PlanUpcoming } from './plans/upcoming';

import { createPlanCalendarMilestones } from './plans/calendar-items';
/**
 * The plan module: the Leader Impact plan (role, challenges, development plan, goals, milestones), the nurture
 * network, comments, plan guests and the portfolio.
 */
import { createTeamChallenges } from './team-challenges';

export function createPlanModule(deps: {
  db: Db;
  people: PlanPeople;
  /** identity.users.extendState: the plan fills agilePlanGroupId of the current user (a SQL fragment) */
  extendState(fragment: PlanService['stateFragment']): void;
  /** the teams module's viewing rights (decision 0022) */
  canView: ViewingRightsPort;
  gla: GlaPort;
  mailer: Mailer;
  guestTokens: GuestTokenService;
  realtime: Pick<Realtime, 'toObject' | 'allowJoin'>;
  publicUrl: string;
  /** the notifications module's notify port */
  notify: PlanNotify;
  /** the sprints module's finished sprints (the plan's portfolio) */
  sprints: SprintPortfolioPort;
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

  const api = {
    /** The data export: the person's own plans, items, milestones, network, meetings and comments. */
    personalData: createPlanPersonalData(deps.db),
    /** The milestones of a person's plans from a year on (the calendar feed, notifications module). */
    calendarMilestones: createPlanCalendarMilestones(deps.db),
    service: { plans, items, roles, milestones, network, comments, guests },
    /** The plan's role levels this year (the GLA's benchmark line), null without a plan. */
    roleLevels: (
      userId: number,
      clientId: number,
    ): Promise<{ current: RoleLevel | null; next: RoleLevel | null } | null> =>
      plans.roleLevels(userId, clientId),
    /** This year's plan: its progress, next milestone and meeting, unanswered invitations (null without a plan). */
    upcoming: createUpcoming(full),
    /** The assistant's read of one person's own plan of this year (role, challenges, outcomes, milestones). */
    assistantFacts: createPlanAssistantFacts(full),
    /** For the team dashboard: the role challenges these people chose in this year's plan. */
    teamChallenges: createTeamChallenges(deps.db),
    /** The outcomes chosen in this year's plan (the sprint library recommends sprints serving them). */
    async chosenOutcomes(userId: number, clientId: number): Promise<Array<{ code: string; label: string }>> {
      const planId = await full.repo.planIdOfYear(clientId, userId, new Date().getUTCFullYear());
      if (planId === null) return [];
      return (await full.repo.items(clientId, planId)).flatMap((i) =>
        i.type === 'OUTCOME' && i.code ? [{ code: i.code, label: i.label }] : [],
      );
    },
  };
  return defineModule({
    name: 'plan',
    owners: {
      plan: ownerLookupOf(deps.db, 'plan', agilePlans, agilePlans),
      planSection: ownerLookupOf(deps.db, 'planSection', agilePlanSections, agilePlanSections),
      networkEntry: ownerLookupOf(deps.db, 'networkEntry', agileNetwork, agileNetwork),
      // a plan's guest link (guest tokens are the platform's; the plan issues them)
      planGuest: ownerLookupOf(deps.db, 'planGuest', guestTokens, guestTokens),
    },
    plugins: [
      {
        prefix: '/api/user',
        plugin: planRoutes({ plans, items, roles, milestones, access, sprints: deps.sprints }),
      },
      { prefix: '/api/user', plugin: networkRoutes(network) },
      { prefix: '/api/user', plugin: commentRoutes({ comments, plans, items, network, access }) },
      { prefix: '/api/user', plugin: shareRoutes({ guests }) },
      { prefix: '/api/sprint-library', plugin: outcomeRoutes(access) },
    ],
    seeds: [
      {
        // Leader Impact plans of member@ and manager@ (member@ also has last year's)
        name: 'plans',
        run: (ids) =>
          seedPlanDemo({
            db: deps.db,
            mailer: deps.mailer,
            guestTokens: deps.guestTokens,
            publicUrl: deps.publicUrl,
            clientId: ids.org('demo'),
            user: ids.user,
            fullName: async (email) => (await deps.people.byEmail(email))?.fullName ?? email,
            setRoleChallengesCompleted: deps.people.setRoleChallengesCompleted,
          }),
      },
    ],
    api,
  });
}
export type PlanModule = ReturnType<typeof createPlanModule>;
