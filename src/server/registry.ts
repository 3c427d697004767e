import type { AppConfig } from './config';
import { createAssessmentModule } from './modules/assessment';
import { createConsoleModule } from './modules/console';
import { createHomeModule } from './modules/home';
import { createIdentityModule } from './modules/identity';
import { createLicensingModule } from './modules/licensing';
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
    publicUrl,
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
    people: { peopleByIds: people.peopleByIds },
  });

  // the dashboard's "Next up": the plan and the assessment, asked through their faces
  const home = createHomeModule({
    plan: { upcoming: plan.api.upcoming },
    survey: { unfinished: assessment.api.unfinished },
    clock: p.clock,
  });

  const modules = { identity, licensing, assessment, plan, console: consoleModule, teams, sprints, home };
  const late = {
    identity: () => modules.identity.api,
    assessment: () => modules.assessment.api,
    plan: () => modules.plan.api,
    teams: () => modules.teams.api,
  };
  return modules;
}

export type Modules = ReturnType<typeof createModules>;
/** What app.stride offers of the modules: each module's api under its name (app.stride.identity.people, ...). */
export type ModuleApis = { [K in keyof Modules]: Modules[K]['api'] };
