import type { GuestTokenService } from '../../platform/auth/guest-tokens';
import { ownerLookupOf } from '../../platform/auth/owners';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import type { Mailer } from '../../platform/mail/outbox';
import { defineModule } from '../../platform/module';
import type { LicensingService } from '../licensing';
import { createTeamNotesRepo } from './dashboard/repo';
import { teamDashboardRoutes } from './dashboard/routes';
import { createTeamDashboard, type TeamDashboardPorts } from './dashboard/service';
import { createTeamSnapshots } from './dashboard/snapshots';
import type { TeamGuestAccountsPort, TeamImpactPorts, TeamsNotify, TeamsPeoplePort } from './deps';
import { teamGlaReportRoutes } from './gla-report/routes';
import { createTeamGlaReport } from './gla-report/service';
import { seedTeamGuests } from './guest-seed';
import { createImpactBoard } from './impact/board';
import { createImpactEvents } from './impact/events';
import { createImpactRepo } from './impact/repo';
import { impactEventRoutes, impactRoutes } from './impact/routes';
import { invitationRoutes } from './invitation-routes';
import { createTeamInvitations } from './invitations';
import { createInvitationsRepo } from './invitations-repo';
import { createTeamMilestonesRepo } from './milestones/repo';
import { teamMilestoneRoutes } from './milestones/routes';
import { seedTeamMilestones } from './milestones/seed';
import { createTeamMilestoneService } from './milestones/service';
import { teamMilestones } from './milestones/tables';
import { createTeamsRepo } from './repo';
import { memberSearchRoutes, teamRoutes } from './routes';
import { seedTeamsDemo } from './seed';
import { createTeamsService } from './service';
import { teamMembers, teams } from './tables';
import { createViewingRightsRepo } from './viewing-rights/repo';
import { viewingRightsRoutes } from './viewing-rights/routes';
import { createViewingRightsService } from './viewing-rights/service';

export type { TeamDashboardPorts } from './dashboard/service';
export type { TeamGuestAccountsPort, TeamImpactPorts, TeamsPeoplePort } from './deps';

const DAY = 86_400_000;

/**
 * The teams module: teams of an organisation, their manager and members (organisation members for now; guests,
 * viewing rights, dashboards and team sprints extend it later), and the milestones a team sets for itself.
 */
export function createTeamsModule(deps: {
  db: Db;
  licensing: LicensingService;
  people: TeamsPeoplePort;
  mailer: Mailer;
  events: EventBus;
  guestTokens: GuestTokenService;
  guests: TeamGuestAccountsPort;
  /** the dashboard's ports to the assessment, the plan (and later the Leader 360) */
  dashboard: TeamDashboardPorts;
  publicUrl: string;
  /** the notifications module's notify port */
  notify: TeamsNotify;
  /** the manager impact board's and the team GLA report's ports (issue 12, points 5-6) */
  impact: TeamImpactPorts;
  /** the one clock (viewing-right requests are throttled to one a day) */
  clock: Clock;
  /** tells every instance that a team changed (the dashboard's snapshots, decision 0060) */
  invalidation: InvalidationBus;
  /** how long an instance keeps a team's snapshot (CACHE_SECONDS) */
  cacheMs: number;
}) {
  const repo = createTeamsRepo(deps.db, deps.people);
  const snapshots = createTeamSnapshots(deps.invalidation, deps.cacheMs);
  const teamChanged = snapshots.forget;
  const service = createTeamsService({ ...deps, repo, teamChanged });
  const invitationsRepo = createInvitationsRepo(deps.db);
  const invitations = createTeamInvitations({
    db: deps.db,
    repo,
    invitations: invitationsRepo,
    people: deps.people,
    guests: deps.guests,
    guestTokens: deps.guestTokens,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    manage: service.manage,
    members: service.members,
    teamChanged,
    memberRemoved: (clientId, teamId, userId) =>
      deps.events.emit('team.memberRemoved', { clientId, teamId, userId }),
  });
  const notesRepo = createTeamNotesRepo(deps.db);
  const viewingRightsRepo = createViewingRightsRepo(deps.db);
  const dashboard = createTeamDashboard({
    repo,
    notes: notesRepo,
    teams: service,
    ports: deps.dashboard,
    snapshots,
    // the viewing-rights answer (the service's canView asks the same repo)
    canView: (viewer, subjectUserId, item) =>
      viewingRightsRepo.holds(viewer.clientId, viewer.userId, subjectUserId, item),
  });
  const viewingRights = createViewingRightsService({
    db: deps.db,
    repo: viewingRightsRepo,
    teamsRepo: repo,
    teams: service,
    notify: deps.notify,
    clock: deps.clock,
  });
  const milestonesRepo = createTeamMilestonesRepo(deps.db);
  const milestones = createTeamMilestoneService({
    repo: milestonesRepo,
    roleIn: service.roleIn,
    teamIdsOf: service.teamIdsOf,
  });
  // the manager impact board, the managers' requests (notification events) and the team GLA report
  const impactRepo = createImpactRepo(deps.db);
  const impactEvents = createImpactEvents({
    db: deps.db,
    clock: deps.clock,
    repo,
    impact: impactRepo,
    people: deps.people,
    teams: service,
    mailer: deps.mailer,
    notify: deps.notify,
    publicUrl: deps.publicUrl,
  });
  const impactBoard = createImpactBoard({
    clock: deps.clock,
    repo,
    impact: impactRepo,
    teams: service,
    ports: deps.impact,
    canView: (viewer, subjectUserId, item) => viewingRights.canView(viewer, subjectUserId, item),
  });
  const glaReport = createTeamGlaReport({
    repo,
    teams: service,
    ports: deps.impact,
    canView: (viewer, subjectUserId, item) =>
      viewingRightsRepo.holds(viewer.clientId, viewer.userId, subjectUserId, item),
  });
  return defineModule({
    name: 'teams',
    owners: {
      team: ownerLookupOf(deps.db, 'team', teams, teams),
      teamMember: ownerLookupOf(deps.db, 'teamMember', teamMembers, teamMembers),
      teamMilestone: ownerLookupOf(deps.db, 'teamMilestone', teamMilestones, teamMilestones),
    },
    plugins: [
      { prefix: '/api/team', plugin: teamRoutes(service) },
      { prefix: '/api/team', plugin: invitationRoutes(invitations) },
      { prefix: '/api/team', plugin: teamDashboardRoutes(dashboard) },
      { prefix: '/api/team', plugin: impactRoutes(impactBoard) },
      { prefix: '/api/team', plugin: teamGlaReportRoutes(glaReport) },
      { prefix: '/api/notification', plugin: impactEventRoutes(impactEvents) },
      { prefix: '/api/team', plugin: viewingRightsRoutes(viewingRights) },
      { prefix: '/api/user', plugin: memberSearchRoutes(service) },
      { prefix: '/api/user', plugin: teamMilestoneRoutes(milestones) },
    ],
    listeners: [
      // a deleted team's milestones go with it
      {
        event: 'team.deleted',
        handler: ({ clientId, teamId }) => milestonesRepo.removeOfTeam(clientId, teamId),
      },
    ],
    seeds: [
      {
        // Demo Co's Platform Team (manager@ manages, member@ belongs) and two of its milestones, one done
        name: 'teams',
        async run(ids) {
          const clientId = ids.org('demo');
          const managerId = ids.user('manager@demo.test');
          const teamId = await seedTeamsDemo({
            repo,
            clientId,
            name: 'Platform Team',
            description: 'Builds and runs the shared platform the product teams stand on.',
            managerId,
            memberIds: [ids.user('member@demo.test')],
          });
          // issue 12: user@ joins; a guest from outside has accepted (guest@partner.test, demo password), another
          // guest's invitation waits in the mailbox; the manager wrote the team's focus
          const userId = ids.user('user@demo.test');
          await repo.insertMembers([{ teamId, clientId, userId, status: 'ACCEPTED', addedBy: managerId }]);
          // and two colleagues with a finished GLA (dana@, sam@): manager@ sees the GLA aggregates of the team
          await repo.insertMembers(
            ['dana@demo.test', 'sam@demo.test'].map((email) => ({
              teamId,
              clientId,
              userId: ids.user(email),
              status: 'ACCEPTED',
              addedBy: managerId,
            })),
          );
          const managerPerson = (await deps.people.peopleByIds([managerId])).get(managerId);
          await seedTeamGuests({
            db: deps.db,
            invitations,
            invitationsRepo,
            guests: deps.guests,
            manager: {
              userId: managerId,
              clientId,
              roles: ['USER'],
              sessionId: 'seed',
              email: managerPerson?.email ?? 'manager@demo.test',
              name: managerPerson?.fullName ?? 'Manager',
              actor: null,
            },
            teamId,
            accepted: { name: 'Gabi Guest', email: 'guest@partner.test', password: 'demo-password' },
            pending: [{ name: 'Pat Pending', email: 'invited@partner.test' }],
          });
          await notesRepo.insert({
            clientId,
            teamId,
            userId: managerId,
            type: 'FOCUS_NOTE',
            text: 'This quarter: ship the new deployment pipeline and halve our on-call pages.',
          });
          // viewing rights: member@ shares the plan and the 360 with manager@ but refused the GLA; user@ has not answered yet;
          // dana@ shares her GLA
          const asked = new Date(Date.now() - 2 * DAY);
          const shared = { clientId, teamId, requestedBy: managerId, requestedAt: asked };
          const memberId = ids.user('member@demo.test');
          await viewingRightsRepo.put({
            ...shared,
            userId: memberId,
            item: 'PLAN',
            status: 'GRANTED',
            decidedAt: asked,
          });
          await viewingRightsRepo.put({
            ...shared,
            userId: memberId,
            item: 'GLA',
            status: 'REFUSED',
            decidedAt: asked,
          });
          // and shares the Leader 360 (closed in the 360's demo data): manager@ opens it from the dashboard
          await viewingRightsRepo.put({
            ...shared,
            userId: memberId,
            item: '360',
            status: 'GRANTED',
            decidedAt: asked,
          });
          await viewingRightsRepo.put({
            ...shared,
            userId,
            item: 'PLAN',
            status: 'REQUESTED',
            decidedAt: null,
          });
          // dana@ shares the GLA: manager@ reads her Leader Profile from the dashboard (decision 0054)
          await viewingRightsRepo.put({
            ...shared,
            userId: ids.user('dana@demo.test'),
            item: 'GLA',
            status: 'GRANTED',
            decidedAt: asked,
          });
          const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
          await seedTeamMilestones(deps.db, [
            {
              clientId,
              teamId,
              createdBy: managerId,
              type: 'TEAM_ALIGNMENT_SURVEY',
              title: 'Team alignment survey',
              date: day(-30),
              done: true,
            },
            {
              clientId,
              teamId,
              createdBy: managerId,
              type: 'TEAM_DEVELOPMENT_EVENT',
              title: 'Quarterly team offsite',
              date: day(45),
              done: false,
            },
          ]);
        },
      },
      {
        // issue 30: manager@'s second team, whose three members finished GLAs that differ on every capability and
        // share none of it with him: he sees the team's strengths and GLA report with numbers (decision 0073)
        name: 'discovery-team',
        async run(ids) {
          await seedTeamsDemo({
            repo,
            clientId: ids.org('demo'),
            name: 'Discovery Team',
            description: 'Finds out what customers need before the product teams build it.',
            managerId: ids.user('manager@demo.test'),
            memberIds: ['kai@demo.test', 'lina@demo.test', 'noor@demo.test'].map((e) => ids.user(e)),
          });
        },
      },
    ],
    api: {
      service,
      invitations,
      dashboard,
      repo,
      /** The caller's place in a team: MANAGER, MEMBER (accepted) or null (also for another organisation's team). */
      roleIn: service.roleIn,
      /** The team and the person's role in it, in one round trip, or null for no such team. */
      placeOf: service.placeOf,
      /** The teams a person manages or belongs to. */
      teamIdsOf: service.teamIdsOf,
      /** The teams a person manages, with their names. */
      teamsManagedBy: service.teamsManagedBy,
      /** Viewing rights: may a viewer see a person's GLA, plan, sprints or 360 (decision 0022). */
      canView: viewingRights.canView,
      viewingRights,
      /** The milestones of the teams a person manages or belongs to, with the team's name (the calendar feed). */
      async milestonesOf(userId: number, clientId: number) {
        const teamIds = await service.teamIdsOf(userId, clientId);
        const names = new Map((await repo.listByIds(clientId, teamIds)).map((t) => [t.id, t.name]));
        return (await milestonesRepo.ofTeams(clientId, teamIds)).map((m) => ({
          id: m.id,
          title: m.title,
          date: m.date,
          teamName: names.get(m.teamId) ?? '',
        }));
      },
    },
  });
}
export type TeamsModule = ReturnType<typeof createTeamsModule>;
