import type { AddOrgMembersBody, CreateTeamBody, EditTeamBody, Team } from '../../../shared/contracts/teams';
import { resolveEntitlement } from '../../../shared/domain/entitlements';
import type {
  Language,
  TeamDistribution,
  TeamInviteRole,
  TeamMemberStatus,
  TeamMemberType,
  TeamPurpose,
  TeamStaffRole,
  TeamType,
} from '../../../shared/enums';
import type { Principal } from '../../platform/auth/access';
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import { recipientLanguage } from '../../platform/i18n/recipient-language';
import type { Mailer } from '../../platform/mail/outbox';
import { type LicensingService, tierFeatures } from '../licensing';
import type { TeamsNotify } from './deps';
import { addedToTeamMail } from './mails';
import type { TeamListRow, TeamRow, TeamsRepo } from './repo';

export interface TeamsDeps {
  db: Db;
  repo: TeamsRepo;
  licensing: LicensingService;
  mailer: Mailer;
  events: EventBus;
  publicUrl: string;
  notify: TeamsNotify;
  /** after a committed change to a team's name, members or notes (the dashboard's snapshots, decision 0060) */
  teamChanged: (clientId: number, teamId: number) => Promise<void>;
}

/** How the caller stands to a team: its manager, an accepted member, an administrator of the organisation. */
export type TeamStanding = 'MANAGER' | 'MEMBER' | 'ADMIN';

const isAdmin = (p: Principal) => p.roles.includes('ADMIN');

/**
 * The caller's standing in a team from its manager and the caller's member row status (null without a row; not
 * needed for the manager); null when the caller has none, which the callers answer as 404.
 */
export function standingOf(
  p: Principal,
  managerId: number,
  memberStatus: string | null,
): TeamStanding | null {
  if (managerId === p.userId) return 'MANAGER';
  if (memberStatus === 'ACCEPTED') return 'MEMBER';
  return isAdmin(p) ? 'ADMIN' : null;
}

/**
 * Teams (decision 0014): creating needs the USER role and room in the organisation's `team-limit`; the manager
 * (or an ADMIN of the organisation) changes a team and its members; its manager and members read it; anyone
 * else, and every other organisation, gets 404.
 */
export function createTeamsService(deps: TeamsDeps) {
  const { repo } = deps;

  const view = (row: TeamListRow, p: Principal): Team => ({
    id: row.id,
    name: row.name,
    description: row.description,
    teamType: { code: row.teamType as TeamType },
    purpose: row.purpose as TeamPurpose | null,
    distribution: row.distribution as TeamDistribution | null,
    managerId: row.managerId,
    managerName: row.managerName,
    manager: row.managerId === p.userId,
    teamAdmin: row.managerId === p.userId || isAdmin(p),
    memberCount: row.memberCount,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: row.createdAt.toISOString(),
  });

  /** The team and the person's role in it (MANAGER, MEMBER when accepted, or null), one round trip. */
  async function placeOf(userId: number, clientId: number, teamId: number) {
    const place = await repo.placeOf(clientId, teamId, userId);
    if (!place) return null;
    const role =
      place.team.managerId === userId
        ? ('MANAGER' as const)
        : place.status === 'ACCEPTED'
          ? ('MEMBER' as const)
          : null;
    return { team: place.team, role };
  }
  async function roleIn(userId: number, clientId: number, teamId: number) {
    return (await placeOf(userId, clientId, teamId))?.role ?? null;
  }

  /** The team and the caller's standing; 404 when the caller has none (or the team is another organisation's). */
  async function reach(p: Principal, teamId: number): Promise<{ team: TeamRow; standing: TeamStanding }> {
    const place = await repo.placeOf(p.clientId, teamId, p.userId);
    if (!place) throw notFound('The team');
    const { team } = place;
    const standing = standingOf(p, team.managerId, place.status);
    if (!standing) throw notFound('The team');
    return { team, standing };
  }
  async function manage(p: Principal, teamId: number) {
    const r = await reach(p, teamId);
    if (r.standing === 'MEMBER')
      throw forbidden('Only the team manager may change the team.', 'NOT_TEAM_MANAGER');
    return r;
  }
  async function listView(p: Principal, teamId: number) {
    const [row] = await repo.listByIds(p.clientId, [teamId]);
    if (!row) throw notFound('The team');
    return view(row, p);
  }

  async function members(p: Principal, teamId: number) {
    const { team } = await reach(p, teamId);
    const rows = await repo.members(p.clientId, teamId);
    return rows.map(({ member, name, email }) => ({
      id: member.id,
      userId: member.userId,
      name,
      email,
      type: member.memberType as TeamMemberType,
      role: (member.userId === team.managerId
        ? 'TEAM_MANAGER'
        : member.memberType === 'GUEST'
          ? 'GUEST'
          : 'TEAM_MEMBERS') as TeamInviteRole,
      status: member.status as TeamMemberStatus,
      teamRole: member.teamRole as TeamStaffRole | null,
      addedAt: member.addedAt.toISOString(),
    }));
  }

  /** inserts a team managed by the caller within the team-limit; `onlyIfNone`: return their one team instead */
  async function insertTeam(p: Principal, body: CreateTeamBody, onlyIfNone: boolean) {
    // read before the transaction: the embedded database has one connection
    const features = tierFeatures((await deps.licensing.summary(p.clientId)).planCode);
    // the route refuses an organisation without teams (team-limit off: decision 0022); here the limit is counted
    const limit = resolveEntitlement(features, 'team-limit');
    return deps.db.transaction(async (tx) => {
      await repo.lockOrganisation(p.clientId, tx);
      if (onlyIfNone) {
        const own = await repo.teamsOfIn(p.clientId, p.userId, tx);
        if (own.length > 1) return null;
        if (own.length === 1) return { id: own[0]!.id, name: own[0]!.name, created: false };
      }
      const used = await repo.countInOrganisation(p.clientId, tx);
      if (!limit.unlimited && used >= (limit.limit ?? 0)) {
        throw conflict(
          `Your organisation has reached its limit of ${limit.limit} team(s); delete a team or change the plan to create another.`,
          'TEAM_LIMIT_REACHED',
        );
      }
      const team = await repo.insert(
        {
          clientId: p.clientId,
          name: body.name,
          description: body.description || null,
          teamType: body.teamType,
          purpose: body.purpose ?? null,
          distribution: body.distribution ?? null,
          managerId: p.userId,
        },
        tx,
      );
      await repo.insertMembers(
        [
          {
            teamId: team.id,
            clientId: p.clientId,
            userId: p.userId,
            status: 'ACCEPTED',
            addedBy: p.userId,
          },
        ],
        tx,
      );
      return { id: team.id, name: team.name, created: true };
    });
  }

  return {
    // ---- ports for other modules ----
    roleIn,
    /** the team and the person's role in it, or null for no such team (one round trip) */
    placeOf,
    /** the team and the caller's standing; 404 without one (sub-services of the module build on it) */
    reach,
    /** as reach, and 403 for a member: only the manager or an ADMIN changes a team */
    manage,
    teamIdsOf: (userId: number, clientId: number) => repo.teamIdsOf(clientId, userId),
    async teamsManagedBy(userId: number, clientId: number) {
      return (await repo.managedBy(clientId, userId)).map((t) => ({ id: t.id, name: t.name }));
    },

    // ---- calls ----
    async create(p: Principal, body: CreateTeamBody) {
      const created = await insertTeam(p, body, false);
      return listView(p, created!.id);
    },

    /**
     * The express setup's team (decision 0055): the caller's one team, or a new one they manage when they have
     * none; null when they belong to several. Serialised per organisation, so 50 calls at once make one team.
     */
    async ensureOwnTeam(p: Principal, body: CreateTeamBody) {
      const row = await insertTeam(p, body, true);
      if (!row) return null;
      return { id: row.id, name: row.name, created: row.created };
    },

    async get(p: Principal, teamId: number) {
      await reach(p, teamId);
      return listView(p, teamId);
    },

    async edit(p: Principal, teamId: number, body: EditTeamBody) {
      await manage(p, teamId);
      const values = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.description !== undefined ? { description: body.description || null } : {}),
        ...(body.teamType !== undefined ? { teamType: body.teamType } : {}),
        ...(body.purpose !== undefined ? { purpose: body.purpose } : {}),
        ...(body.distribution !== undefined ? { distribution: body.distribution } : {}),
      };
      if (Object.keys(values).length > 0) {
        await repo.update(p.clientId, teamId, values);
        await deps.teamChanged(p.clientId, teamId);
      }
      return listView(p, teamId);
    },

    async remove(p: Principal, teamId: number) {
      await manage(p, teamId);
      await repo.remove(p.clientId, teamId);
      await deps.teamChanged(p.clientId, teamId);
      await deps.events.emit('team.deleted', { clientId: p.clientId, teamId, actorUserId: p.userId });
      return { ok: true as const };
    },

    /** The teams a person manages: themselves, or anyone of the organisation for an ADMIN. */
    async managedBy(p: Principal, managerId: number) {
      // someone outside the organisation is not found, whoever asks (issue 19: ownership before role)
      if (managerId !== p.userId && (await repo.activePeople(p.clientId, [managerId])).length === 0) {
        throw notFound('The person');
      }
      if (managerId !== p.userId && !isAdmin(p)) {
        throw forbidden("Only administrators may list another person's teams.");
      }
      return (await repo.managedBy(p.clientId, managerId)).map((t) => view(t, p));
    },

    /** The teams the caller belongs to, with the manager flag. */
    async mine(p: Principal) {
      const ids = await repo.teamIdsOf(p.clientId, p.userId);
      return (await repo.listByIds(p.clientId, ids)).map((t) => view(t, p));
    },

    members,

    /** Adds organisation members (ACCEPTED at once) and tells each of them by e-mail; all or nothing. */
    async addOrgMembers(p: Principal, body: AddOrgMembersBody) {
      const { team } = await manage(p, body.teamId);
      const userIds = [...new Set(body.userIds)];
      await deps.db.transaction(async (tx) => {
        const people = await repo.activePeople(p.clientId, userIds, tx);
        const unknown = userIds.filter((id) => !people.some((x) => x.id === id));
        if (unknown.length) {
          throw badRequest(
            `userIds: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not an active member' : 'are not active members'} of your organisation.`,
            'NOT_IN_ORGANISATION',
          );
        }
        const already = new Set(await repo.memberUserIds(p.clientId, team.id, tx));
        const dupes = people.filter((x) => already.has(x.id));
        if (dupes.length) {
          throw conflict(
            `${dupes.map((x) => x.fullName).join(', ')} already belong${dupes.length === 1 ? 's' : ''} to ${team.name}.`,
            'ALREADY_TEAM_MEMBER',
          );
        }
        const inserted = await repo.insertMembers(
          people.map((x) => ({
            teamId: team.id,
            clientId: p.clientId,
            userId: x.id,
            memberType: 'TEAM_MEMBERS',
            status: 'ACCEPTED',
            addedBy: p.userId,
          })),
          tx,
        );
        // someone added the same person at the same moment: refuse the whole batch (the transaction rolls back)
        if (inserted !== people.length) {
          throw conflict(
            `Someone else just changed the members of ${team.name}; please try again.`,
            'ALREADY_TEAM_MEMBER',
          );
        }
        for (const person of people) {
          await deps.mailer.send(
            addedToTeamMail({
              lng: recipientLanguage({ person: person.language }),
              clientId: p.clientId,
              to: person.email,
              name: person.fullName,
              teamName: team.name,
              addedBy: p.name,
              link: `${deps.publicUrl}/plan/key-milestones`,
            }),
            tx,
          );
          await deps.notify(tx, {
            userId: person.id,
            clientId: p.clientId,
            kind: 'TEAM_ADDED',
            textKey: 'teamAdded',
            params: { name: p.name, team: team.name },
            route: '/plan/key-milestones',
            dedupKey: `team-added:${team.id}:${person.id}:${Date.now()}`,
            teamId: team.id,
            relatedId: team.id,
            showButton: true,
            buttonText: 'openMilestones',
          });
        }
      });
      await deps.teamChanged(p.clientId, team.id);
      return members(p, team.id);
    },

    /** Removes a member row (the manager stays). */
    async removeMember(p: Principal, memberId: number) {
      const row = await repo.memberById(p.clientId, memberId);
      if (!row) throw notFound('The team member');
      const { team } = await manage(p, row.teamId);
      if (row.userId === team.managerId) {
        throw conflict('The team manager cannot be removed from the team.', 'CANNOT_REMOVE_MANAGER');
      }
      await repo.removeMember(p.clientId, row.id);
      await Promise.all([
        deps.teamChanged(p.clientId, team.id),
        deps.events.emit('team.memberRemoved', { clientId: p.clientId, teamId: team.id, userId: row.userId }),
      ]);
      return { ok: true as const };
    },

    /** People of the caller's organisation by name; another organisation's id finds nobody (404). */
    /** The caller's language, for the option names the routes return. */
    async callerLanguage(p: Principal): Promise<Language> {
      return recipientLanguage({ person: await repo.languageOf(p.userId) });
    },

    async searchMembers(p: Principal, q: { keyword: string; clientId?: number; activeOnly: boolean }) {
      if (q.clientId !== undefined && q.clientId !== p.clientId) throw notFound('The organisation');
      return { items: await repo.searchPeople(p.clientId, q.keyword, q.activeOnly) };
    },
  };
}
export type TeamsService = ReturnType<typeof createTeamsService>;
