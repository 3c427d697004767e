import { languageOf, TEAM_TYPES } from '../shared/enums';
import { assistantBadges, assistantGuestCheck } from './assistant-wiring';
import type { AppConfig } from './config';
import { createAlignmentModule } from './modules/alignment';
import { createAssessmentModule } from './modules/assessment';
import { createAssistantModule } from './modules/assistant';
import { createConsoleModule } from './modules/console';
import { createDataExportModule } from './modules/data-export';
import { createGamificationModule } from './modules/gamification';
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
import { createOutbound } from './platform/http/outbound';
import type { JobsRuntime } from './platform/jobs/runtime';
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
  jobs: JobsQueue & Pick<JobsRuntime, 'retry'>;
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
  // outgoing calls to addresses others chose never reach an internal address (decision 0067)
  const outbound = createOutbound(config.outbound);

  // the notification centre first: other modules call its notify port inside their transactions
  const notifications = createNotificationsModule({
    db,
    clock: p.clock,
    jobs: p.jobs,
    realtime: p.realtime,
    teams: { teamIdsOf: (userId, clientId) => late.teams().teamIdsOf(userId, clientId) },
    people: {
      byId: (id) => late.identity().people.byId(id),
      byIds: (ids) => late.identity().people.peopleByIds(ids),
    },
    mailer,
    guestTokens,
    publicUrl,
    secret: config.jwtSecret,
    retryJob: (id) => p.jobs.retry(id),
    debugAdminOnly: !config.demoData,
    segment: config.segment,
    outbound,
    // the calendar feed: check-ins and meetings (sprints), plan milestones (plan), team milestones (teams)
    calendar: {
      sprintItems: (userId, clientId) => late.sprints().calendarItems(userId, clientId),
      planMilestones: (userId, clientId, fromYear) =>
        late.plan().calendarMilestones(userId, clientId, fromYear),
      teamMilestones: (userId, clientId) => late.teams().milestonesOf(userId, clientId),
    },
  });
  // a check-in or stand-up reminder also goes to the person's chat platform when synced (assistant module)
  const notify: typeof notifications.api.notify = async (tx, n) => {
    const id = await notifications.api.notify(tx, n);
    await late.assistant().relayReminder(tx, n);
    return id;
  };

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
    // the wipe-out also deletes the person's Leader 360s (and the answers about them),
    // the assistant's conversations and the data exports that copied them
    wipeAlso: async (clientId, userId, tx) => {
      await late.leader360().wipe(clientId, userId, tx);
      await late.assistant().wipe(clientId, userId, tx);
      await late.dataExport().wipe(clientId, userId, tx);
    },
    // a manager reads a member's Leader Profile with the GLA viewing right, the teams module's (decision 0054)
    canView: (viewer, subjectUserId, item) => late.teams().canView(viewer, subjectUserId, item),
    glaDone: (tx, done) => notifications.api.taskDone(tx, { ...done, task: 'GLA' }),
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
    // the plan's portfolio shows the person's finished sprints (read-only)
    sprints: { finished: (userId, clientId, year) => late.sprints().finishedSprints(userId, clientId, year) },
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
      // the last alignment send date (the alignment module is built after the teams)
      alignment: { lastSendDate: (clientId, teamId) => late.alignment().lastSendDate(clientId, teamId) },
      // the team summary's current team sprint and navigation state (issue 13)
      teamSprints: {
        summaries: (clientId, teamIds, viewerId) =>
          late.sprints().teamSprints.summaries(clientId, teamIds, viewerId),
      },
    },
    publicUrl,
    notify,
    clock: p.clock,
    // the team dashboard keeps a snapshot of each team (decision 0060)
    invalidation: p.invalidation,
    cacheMs,
    // the manager impact board and the team GLA report (taking part, shared items, levels, last sign-in)
    impact: {
      gla: { ranking: assessment.api.ranking, unfinished: assessment.api.unfinished },
      leader360: {
        done: async (clientId, userIds) =>
          new Set(
            (await late.leader360().teamAggregates(clientId, userIds))
              .filter((r) => r.completed)
              .map((r) => r.userId),
          ),
      },
      plan: {
        progress: async (userId, clientId) => {
          const upcoming = await plan.api.upcoming(userId, clientId, p.clock.now());
          return upcoming ? Math.round((upcoming.plan.done / Math.max(upcoming.plan.total, 1)) * 100) : null;
        },
        roleLevels: (userId, clientId) => plan.api.roleLevels(userId, clientId),
      },
      sprints: {
        inProgress: (clientId, userId) => late.sprints().inProgress(clientId, userId),
        teamPortfolio: (clientId, teamId, year) =>
          late.sprints().teamSprints.portfolio(clientId, teamId, year),
      },
      activity: { lastActive: people.lastActive },
    },
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
    // the owner's conference provider gives activity meetings their video link (calendar, notifications module)
    conference: { of: notifications.api.calendar.conference },
    clock: p.clock,
    events,
    jobs: p.jobs,
    mailer,
    guestTokens,
    licensing: licensing.api.service,
    publicUrl,
    notify,
    notifyDone: notifications.api.notifyDone,
    // sprint design: people, the GLA's ranking and the plan's outcomes (recommendations), viewing rights
    people: {
      byId: people.byId,
      byEmail: people.byEmail,
      activeMembers: people.activeMembers,
      // sprints unlock once the plan's role challenges are completed (the shared rule, sprint-unlock.ts)
      membership: people.membership,
      forgetUser: people.forgetUser,
      peopleByIds: people.peopleByIds,
    },
    gla: { ranking: assessment.api.ranking },
    plan: { chosenOutcomes: (userId, clientId) => plan.api.chosenOutcomes(userId, clientId) },
    canView: (viewer, subjectUserId, item) => late.teams().canView(viewer, subjectUserId, item),
    extendState: identity.api.users.extendState,
    // team sprints (issue 13): the team, its people and the caller's place in it; stand-ups live in the team's room
    teams: {
      place: async (clientId, teamId, userId) => {
        const place = await teams.api.placeOf(userId, clientId, teamId);
        if (!place) return null;
        const { id, name, managerId } = place.team;
        return { team: { id, name, managerId }, role: place.role };
      },
      members: async (clientId, teamId) =>
        (await teams.api.repo.members(clientId, teamId)).map(({ member, name, email }) => ({
          userId: member.userId,
          name,
          email,
          guest: member.memberType === 'GUEST',
          accepted: member.status === 'ACCEPTED',
        })),
      managedBy: (userId, clientId) => teams.api.teamsManagedBy(userId, clientId),
    },
    realtime: p.realtime,
    // a sprint saved to the portfolio may earn a certificate, in the review's transaction (decision 0043)
    certification: { sprintSaved: (tx, s) => late.gamification().sprintSaved(tx, s) },
  });

  // badges and certificates (issue 10): sprint facts through the sprints' certification api
  const gamification = createGamificationModule({
    db,
    clock: p.clock,
    publicUrl,
    sprints: sprints.api.certification,
    people: { byId: people.byId },
    organisations: { name: people.organisationName },
    gla: {
      finished: async (userId, clientId) => (await assessment.api.ranking(userId, clientId, 'en')) !== null,
    },
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
      organisation: people.organisation,
    },
    extendState: identity.api.users.extendState,
    guestTokens,
    mailer,
    publicUrl,
    gla: assessment.api.ranking,
    // a manager reads a member's 360 report with the '360' viewing right, the teams module's (decision 0022)
    canView: (viewer, subjectUserId, item) => late.teams().canView(viewer, subjectUserId, item),
    notify,
    jobs: p.jobs,
  });

  // the team alignment survey (issue 14): run on a team of the teams module
  const alignment = createAlignmentModule({
    db,
    clock: p.clock,
    teams: {
      async team(principal, teamId) {
        const row = await teams.api.repo.byId(principal.clientId, teamId);
        if (!row) return null;
        const role = await teams.api.roleIn(principal.userId, principal.clientId, teamId);
        return { id: row.id, name: row.name, managerId: row.managerId, role };
      },
      async members(clientId, teamId) {
        return (await teams.api.repo.members(clientId, teamId)).map(({ member, name, email }) => ({
          userId: member.userId,
          name,
          email,
          guest: member.memberType === 'GUEST',
          accepted: member.status === 'ACCEPTED',
        }));
      },
      name: async (clientId, teamId) => (await teams.api.repo.byId(clientId, teamId))?.name ?? '',
      managedBy: (userId, clientId) => teams.api.teamsManagedBy(userId, clientId),
      teamsOf: (userId, clientId) => teams.api.teamIdsOf(userId, clientId),
      ensureOwnTeam: (principal, name) =>
        teams.api.service.ensureOwnTeam(principal, { name, description: name, teamType: TEAM_TYPES[0] }),
    },
    people: { byId: people.byId },
    guestTokens,
    mailer,
    publicUrl,
  });

  // the dashboard's "Next up": the plan and the assessment, asked through their faces
  const home = createHomeModule({
    plan: { upcoming: plan.api.upcoming },
    survey: { unfinished: assessment.api.unfinished },
    clock: p.clock,
  });

  // the AI assistant (issue 16): reads only the asking person's own data, through these ports
  const assistant = createAssistantModule({
    db,
    clock: p.clock,
    ai: config.ai,
    data: {
      gla: { ranking: assessment.api.ranking },
      plan: { facts: plan.api.assistantFacts },
      sprint: { facts: sprints.api.assistantFacts },
      badges: assistantBadges(gamification.api.service),
    },
    people: { language: async (userId) => languageOf((await people.byId(userId))?.language) },
    organisations: {
      assistantEnabled: async (clientId) =>
        (await people.organisation(clientId))?.aiAssistantEnabled ?? false,
    },
    jobs: p.jobs,
    publicUrl,
    invalidation: p.invalidation,
    cacheMs,
    guestCheck: assistantGuestCheck(guestTokens),
    outbound,
  });

  // a person's data export (issue 34 point 8): above the domain modules, it asks each for the person's own data
  const dataExport = createDataExportModule({
    db,
    clock: p.clock,
    jobs: p.jobs,
    mailer,
    notify,
    publicUrl,
    people: {
      byId: people.byId,
      async profile(userId, clientId) {
        const person = await people.byId(userId);
        const membership = await people.membership(userId, clientId);
        if (!person) return null;
        return {
          id: person.id,
          fullName: person.fullName,
          email: person.email,
          salutation: person.salutation,
          designation: person.designation,
          language: person.language,
          theme: person.theme,
          status: person.status,
          signInWithProvider: person.externalSubject !== null,
          createdAt: person.createdAt.toISOString(),
          organisation: {
            id: clientId,
            name: (await people.organisationName(clientId)) ?? '',
            roles: membership?.roles ?? [],
            memberSince: membership?.createdAt.toISOString() ?? null,
          },
        };
      },
    },
    sections: [
      { name: 'gla', read: (u, c, lng) => assessment.api.personalData(u, c, lng) },
      { name: 'plan', read: (u, c) => plan.api.personalData(u, c) },
      { name: 'sprints', read: (u, c) => sprints.api.personalData.sprints(u, c) },
      { name: 'feedback-received', read: (u, c) => sprints.api.personalData.feedbackReceived(u, c) },
      {
        name: 'badges-and-certificates',
        read: (u, c, lng) => gamification.api.service.personalData(u, c, lng),
      },
      { name: 'leader-360', read: (u, c, lng) => leader360.api.personalData(u, c, lng) },
      { name: 'notifications', read: (u, c, lng) => notifications.api.personalData(u, c, lng) },
      { name: 'assistant', read: (u, c) => assistant.api.personalData(u, c) },
    ],
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
    gamification,
    leader360,
    alignment,
    home,
    assistant,
    dataExport,
  };
  const late = {
    identity: () => modules.identity.api,
    assessment: () => modules.assessment.api,
    plan: () => modules.plan.api,
    teams: () => modules.teams.api,
    leader360: () => modules.leader360.api,
    alignment: () => modules.alignment.api,
    sprints: () => modules.sprints.api,
    gamification: () => modules.gamification.api,
    assistant: () => modules.assistant.api,
    dataExport: () => modules.dataExport.api,
  };
  return modules;
}

export type Modules = ReturnType<typeof createModules>;
/** What app.stride offers of the modules: each module's api under its name (app.stride.identity.people, ...). */
export type ModuleApis = { [K in keyof Modules]: Modules[K]['api'] };
