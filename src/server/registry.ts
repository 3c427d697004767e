import type { AppConfig } from './config';
import { createAssessmentModule } from './modules/assessment';
import { createConsoleModule } from './modules/console';
import { createHomeModule } from './modules/home';
import { createIdentityModule } from './modules/identity';
import { createLeader360Module } from './modules/leader360';
import { createLicensingModule } from './modules/licensing';
import { createNotificationsModule } from './modules/notifications';
import { createPlanModule } from './modules/plan';
import { createSprintsModule } from './modules/sprints';
import { createTeamsModule } from './modules/teams';
import type { GuestTokenService } from './platform/auth/guest-tokens';
import type { TokenService } from './platform/auth/tokens';
import type { InvalidationBus } from './platform/cache/invalidation-bus';
import type { Clock } from './platform/clock';
import type { Database } from './platform/db/client';
import type { EventBus } from './platform/events';
import type { JobsQueue } from './platform/jobs/types';
import type { Mailer } from './platform/mail/outbox';
import type { Realtime } from './platform/realtime/socket';
import { demoAccountsFor } from './seed/demo-accounts';

/** The platform's parts every module may be given (app.ts builds them before the modules). */
export interface PlatformParts {
  config: AppConfig;
  database: Database;
  tokens: TokenService;
  guestTokens: GuestTokenService;
  events: EventBus;
  /** the one clock: modules ask it the time (tests move it) */
  clock: Clock;
  /** enqueue durable jobs (in the caller's transaction) */
  jobs: JobsQueue;
  mailer: Mailer;
  realtime: Realtime;
  invalidation: InvalidationBus;
}

/**
 * The registry (decision 0016): every server module, built in this order, and the one place where modules are
 * wired to each other. A module declares the narrow ports it needs (its `deps.ts`); this file fills them from the
 * other modules' `api`. A port that points at a module built later resolves on call (`late`).
 *
 * The order is also the order in which app.ts registers plugins and listeners and the seed runs demo steps.
 * A new module: create `src/server/modules/<name>/index.ts` (see docs/architecture.md) and add it here.
 */
export function createModules(p: PlatformParts) {
  const { config, database, mailer, events, guestTokens } = p;
  const db = database.db;
  const cacheMs = config.cacheSeconds * 1000;
  const publicUrl = config.publicUrl;

  // the notification centre first: other modules call its notify port inside their transactions
  const notifications = createNotificationsModule({
    db,
    clock: p.clock,
    jobs: p.jobs,
    realtime: p.realtime,
    teams: { teamIdsOf: (userId, clientId) => late.teams().teamIdsOf(userId, clientId) },
    people: { byId: (id) => late.identity().people.byId(id) },
    mailer,
    guestTokens,
    publicUrl,
  });
  const notify = notifications.api.notify;

  const licensing = createLicensingModule({
    db,
    invalidation: p.invalidation,
    cacheMs,
    people: { byId: (id) => late.identity().people.byId(id) },
  });
  const identity = createIdentityModule({
    database,
    tokens: p.tokens,
    guestTokens,
    mailer,
    events,
    licensing: licensing.api.service,
    oidc: config.oidc,
    publicUrl,
    passwordHashing: config.passwordHashing,
    demoAccounts: () => demoAccountsFor(config, identity.api.repo),
    invalidation: p.invalidation,
    cacheMs,
    // console analytics: how many started and finished a GLA (counts only)
    summaries: { gla: (clientId) => late.assessment().organisationCounts(clientId) },
  });
  const people = identity.api.people;
  const assessment = createAssessmentModule({
    database,
    people,
    extendState: identity.api.users.extendState,
    licensing: licensing.api.service,
    guestTokens,
    mailer,
    publicUrl,
    // the benchmark line's role level is chosen in the plan's role screens
    roleLevels: (userId, clientId) => late.plan().roleLevels(userId, clientId),
    // the wipe-out also deletes the person's Leader 360s (and the answers about them)
    wipeAlso: (clientId, userId, tx) => late.leader360().wipe(clientId, userId, tx),
  });
  const plan = createPlanModule({
    db,
    people,
    extendState: identity.api.users.extendState,
    // viewing rights are the teams module's (decision 0022)
    canView: (viewer, subjectUserId, item) => late.teams().canView(viewer, subjectUserId, item),
    // recommendations come from the person's finished GLA
    gla: { ranking: assessment.api.ranking },
    mailer,
    guestTokens,
    realtime: p.realtime,
    publicUrl,
    notify,
  });
  const directory = {
    peopleByIds: people.peopleByIds,
    activeMembers: people.activeMembers,
    searchMembers: people.searchMembers,
    lockOrganisation: identity.api.organisations.lock,
  };
  const teams = createTeamsModule({
    db,
    licensing: licensing.api.service,
    people: directory,
    mailer,
    events,
    guestTokens,
    // guests from outside get an account confined to the team (decision 0039)
    guests: identity.api.teamGuests,
    // the dashboard's aggregates: finished GLAs and this year's plan challenges (the Leader 360 joins later)
    dashboard: {
      gla: { ranking: assessment.api.ranking, rankings: assessment.api.rankings },
      plan: { teamChallenges: plan.api.teamChallenges },
    },
    publicUrl,
    notify,
    clock: p.clock,
  });
  const consoleModule = createConsoleModule({
    db,
    events,
    mailer,
    demoMode: config.demoData,
    people: {
      peopleByIds: people.peopleByIds,
      organisations: identity.api.organisations.list,
      organisationExists: identity.api.organisations.exists,
      seatsUsed: identity.api.seatsUsed,
      createOrganisation: identity.api.createOrganisation,
    },
    licensing: {
      summary: licensing.api.service.summary,
      setSubscription: licensing.api.service.setSubscription,
      seatLimit: (clientId) => licensing.api.service.seatLimit(clientId),
      subscriptions: licensing.api.consoleRepo,
    },
    userAdmin: identity.api.userAdmin,
    orgSettings: identity.api.orgSettings,
  });

  // personal sprints (and later check-ins and team sprints), served under the team service
  const sprints = createSprintsModule({
    db,
    clock: p.clock,
    events,
    jobs: p.jobs,
    mailer,
    guestTokens,
    licensing: licensing.api.service,
    publicUrl,
    // sprint design: people, the GLA's ranking and the plan's outcomes (recommendations), viewing rights
    people: {
      byId: people.byId,
      activeMembers: people.activeMembers,
      forgetUser: people.forgetUser,
      peopleByIds: people.peopleByIds,
    },
    gla: { ranking: assessment.api.ranking },
    plan: { chosenOutcomes: (userId, clientId) => plan.api.chosenOutcomes(userId, clientId) },
    canView: (viewer, subjectUserId, item) => late.teams().canView(viewer, subjectUserId, item),
    extendState: identity.api.users.extendState,
  });

  // the Leader 360 (issue 15): the report shows the GLA side by side through the assessment's ranking
  const leader360 = createLeader360Module({
    database,
    clock: p.clock,
    licensing: licensing.api.service,
    people: {
      forgetUser: people.forgetUser,
      byId: people.byId,
      searchMembers: people.searchMembers,
    },
    extendState: identity.api.users.extendState,
    guestTokens,
    mailer,
    publicUrl,
    gla: assessment.api.ranking,
  });

  // the dashboard's "Next up": the plan and the assessment, asked through their faces
  const home = createHomeModule({
    plan: { upcoming: plan.api.upcoming },
    survey: { unfinished: assessment.api.unfinished },
    clock: p.clock,
  });

  const modules = {
    notifications,
    identity,
    licensing,
    assessment,
    plan,
    console: consoleModule,
    teams,
    sprints,
    leader360,
    home,
  };
  const late = {
    identity: () => modules.identity.api,
    assessment: () => modules.assessment.api,
    plan: () => modules.plan.api,
    teams: () => modules.teams.api,
    leader360: () => modules.leader360.api,
  };
  return modules;
}

export type Modules = ReturnType<typeof createModules>;
/** What app.stride offers of the modules: each module's api under its name (app.stride.identity.people, ...). */
export type ModuleApis = { [K in keyof Modules]: Modules[K]['api'] };
