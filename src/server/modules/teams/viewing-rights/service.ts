import {
  type ManagerViewingRight,
  type SharedWithTeam,
  type TeamViewingRights,
  VIEWING_RIGHT_ITEMS,
  type ViewingRight,
  type ViewingRightItem,
  type ViewingRightStatus,
  type ViewingRightsInvite,
} from '../../../../shared/contracts/team-viewing-rights';
import type { Principal } from '../../../platform/auth/access';
import type { CanView } from '../../../platform/auth/can-view';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/client';
import { conflict, forbidden, notFound, unprocessable } from '../../../platform/http/errors';
import type { TeamsNotify } from '../deps';
import type { TeamsRepo } from '../repo';
import type { TeamsService } from '../service';
import type { ViewingRightRow, ViewingRightsRepo } from './repo';

const DAY = 86_400_000;

const view = (r: ViewingRightRow): ViewingRight => ({
  teamId: r.teamId,
  item: r.item as ViewingRightItem,
  status: r.status as ViewingRightStatus,
  requestedAt: r.requestedAt?.toISOString() ?? null,
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/**
 * Viewing rights (issue 12, decision 0044): a manager asks a member of their team to share an item (GLA, plan,
 * sprints, 360); the member grants or refuses it per item and may revoke it at any time. A right is held by whoever
 * manages the team while the member belongs to it; `canView` is the answer every other module asks.
 */
export function createViewingRightsService(deps: {
  db: Db;
  repo: ViewingRightsRepo;
  teamsRepo: TeamsRepo;
  teams: Pick<TeamsService, 'reach' | 'manage' | 'mine'>;
  notify: TeamsNotify;
  clock: Clock;
}) {
  const { repo, clock } = deps;

  /** The caller as an accepted member (not the manager) of the team; the manager has nothing to share with themself. */
  async function asMember(p: Principal, teamId: number) {
    const { team, standing } = await deps.teams.reach(p, teamId);
    if (team.managerId === p.userId) {
      throw unprocessable('The team manager shares nothing with themself.', 'MANAGER_OWN_RIGHTS');
    }
    if (standing !== 'MEMBER') throw notFound('The team');
    return team;
  }

  async function decide(p: Principal, teamId: number, item: ViewingRightItem, granted: boolean, tx?: Db) {
    const now = clock.now();
    const before = await repo.one(p.clientId, teamId, p.userId, item, tx);
    return repo.put(
      {
        clientId: p.clientId,
        teamId,
        userId: p.userId,
        item,
        status: granted ? 'GRANTED' : 'REFUSED',
        requestedBy: before?.requestedBy ?? null,
        requestedAt: before?.requestedAt ?? null,
        decidedAt: now,
      },
      tx,
    );
  }

  /** Tells the member in the product that the manager asks for an item, in the caller's transaction. */
  async function tellAsked(
    tx: Db,
    p: Principal,
    team: { id: number; name: string },
    userId: number,
    item: ViewingRightItem,
    now: Date,
  ) {
    await deps.notify(tx, {
      userId,
      clientId: p.clientId,
      kind: 'TEAM_ADDED',
      textKey: 'viewingRightRequested',
      params: { name: p.name, team: team.name, item },
      route: '/dashboard/viewing-rights',
      dedupKey: `viewing-right:${team.id}:${userId}:${item}:${now.getTime()}`,
      teamId: team.id,
      relatedId: team.id,
      showButton: true,
      buttonText: 'openViewingRights',
    });
  }

  const canView: CanView = (viewer, subjectUserId, item) =>
    repo.holds(viewer.clientId, viewer.userId, subjectUserId, item);

  return {
    canView,

    /** The manager asks; the member is told in the product. Once a day per member and item (409 LimitExceeded). */
    async request(p: Principal, body: { userId: number; teamId: number; requestItemType: ViewingRightItem }) {
      const { team } = await deps.teams.manage(p, body.teamId);
      if (body.userId === team.managerId) {
        throw unprocessable('userId: the team manager sees their own items already.', 'MANAGER_OWN_RIGHTS');
      }
      const rows = await deps.teamsRepo.members(p.clientId, team.id);
      const member = rows.find((r) => r.member.userId === body.userId);
      if (member?.member.status !== 'ACCEPTED') throw notFound('The team member');
      if (member.member.memberType === 'GUEST') {
        throw unprocessable('userId: a guest from outside has no items to share.', 'GUEST_HAS_NO_ITEMS');
      }
      const item = body.requestItemType;
      const now = clock.now();
      return deps.db.transaction(async (tx) => {
        // one conditional upsert: concurrent identical requests serialise on the key and one of them asks
        const [row] = await repo.requestIfDue(
          {
            clientId: p.clientId,
            teamId: team.id,
            requestedBy: p.userId,
            requestedAt: now,
            dueBefore: new Date(now.getTime() - DAY),
          },
          [{ userId: body.userId, item }],
          tx,
        );
        if (!row) {
          const before = await repo.one(p.clientId, team.id, body.userId, item, tx);
          if (before?.status === 'GRANTED') return view(before);
          throw conflict('You have already triggered a request by email.', 'LimitExceeded');
        }
        await tellAsked(tx, p, team, body.userId, item, now);
        return view(row);
      });
    },

    /**
     * The manager asks several members to share items at once (POST /teams/viewingRightsInvite): each member and
     * item is asked where it is due (not shared, not asked within a day), in one transaction; each member asked is
     * told once per item. Everyone named must be an accepted colleague in the team, or nothing is asked.
     */
    async invite(
      p: Principal,
      body: { teamId: number; userIds?: number[]; items: ViewingRightItem[] },
    ): Promise<ViewingRightsInvite> {
      const { team } = await deps.teams.manage(p, body.teamId);
      const rows = await deps.teamsRepo.members(p.clientId, team.id);
      const colleagues = rows.filter(
        (r) =>
          r.member.userId !== team.managerId &&
          r.member.status === 'ACCEPTED' &&
          r.member.memberType !== 'GUEST',
      );
      const userIds = body.userIds ? [...new Set(body.userIds)] : colleagues.map((r) => r.member.userId);
      for (const userId of userIds) {
        if (userId === team.managerId) {
          throw unprocessable(
            'userIds: the team manager sees their own items already.',
            'MANAGER_OWN_RIGHTS',
          );
        }
        const row = rows.find((r) => r.member.userId === userId);
        if (row?.member.memberType === 'GUEST') {
          throw unprocessable(
            `userIds: ${userId} is a guest from outside and has no items to share.`,
            'GUEST_HAS_NO_ITEMS',
          );
        }
        if (row?.member.status !== 'ACCEPTED') {
          throw notFound(`The team member ${userId}`);
        }
      }
      const items = [...new Set(body.items)];
      const pairs = userIds.flatMap((userId) => items.map((item) => ({ userId, item })));
      const now = clock.now();
      const asked = await deps.db.transaction(async (tx) => {
        const written = await repo.requestIfDue(
          {
            clientId: p.clientId,
            teamId: team.id,
            requestedBy: p.userId,
            requestedAt: now,
            dueBefore: new Date(now.getTime() - DAY),
          },
          pairs,
          tx,
        );
        for (const r of written) await tellAsked(tx, p, team, r.userId, r.item as ViewingRightItem, now);
        return written;
      });
      const current = await repo.ofTeam(p.clientId, team.id);
      return {
        teamId: team.id,
        results: pairs.map(({ userId, item }) => ({
          userId,
          item,
          outcome: asked.some((r) => r.userId === userId && r.item === item)
            ? 'ASKED'
            : current.some((r) => r.userId === userId && r.item === item && r.status === 'GRANTED')
              ? 'SHARED'
              : 'ASKED_RECENTLY',
        })),
      };
    },

    /**
     * What the caller, as a manager, may see of one member (GET /team-impact/manager-viewing-right/{id}): per item,
     * whether they may see it now and the state of the request, over the teams they manage that the member is in.
     */
    async ofMemberForManager(p: Principal, userId: number): Promise<ManagerViewingRight> {
      const managed = await deps.teamsRepo.managedBy(p.clientId, p.userId);
      const together: Array<{ teamId: number; teamName: string }> = [];
      for (const t of managed) {
        if ((await deps.teamsRepo.membershipStatus(p.clientId, t.id, userId)) !== 'ACCEPTED') continue;
        together.push({ teamId: t.id, teamName: t.name });
      }
      if (userId === p.userId || together.length === 0) {
        throw forbidden('You do not manage a team this person belongs to.', 'NOT_TEAM_MANAGER');
      }
      const teamIds = together.map((t) => t.teamId);
      const [rows, people] = await Promise.all([
        repo.ofMember(p.clientId, userId, teamIds),
        deps.teamsRepo.members(p.clientId, teamIds[0]),
      ]);
      const person = people.find((r) => r.member.userId === userId);
      const rank = { GRANTED: 3, REQUESTED: 2, REFUSED: 1 } as Record<string, number>;
      return {
        userId,
        name: person?.name ?? '',
        teams: together,
        items: VIEWING_RIGHT_ITEMS.map((item) => {
          // the strongest state over the caller's teams: shared in one team is shared with the caller
          const best = rows
            .filter((r) => r.item === item)
            .sort((a, b) => (rank[b.status] ?? 0) - (rank[a.status] ?? 0))[0];
          return {
            item,
            canView: best?.status === 'GRANTED',
            status: (best?.status as ViewingRightStatus | undefined) ?? 'NONE',
            teamId: best?.teamId ?? null,
            requestedAt: best?.requestedAt?.toISOString() ?? null,
            decidedAt: best?.decidedAt?.toISOString() ?? null,
          };
        }),
      };
    },

    /** The member shares or stops sharing one item with the team's manager. */
    async toggle(p: Principal, teamId: number, body: { item: ViewingRightItem; granted: boolean }) {
      const team = await asMember(p, teamId);
      return view(await decide(p, team.id, body.item, body.granted));
    },

    /** The member answers a pending request (404 when nothing was asked). */
    async answer(p: Principal, body: { teamId: number; item: ViewingRightItem; accept: boolean }) {
      const team = await asMember(p, body.teamId);
      const before = await repo.one(p.clientId, team.id, p.userId, body.item);
      if (before?.status !== 'REQUESTED') throw notFound('The viewing-right request');
      return view(await decide(p, team.id, body.item, body.accept));
    },

    /** The member sets everything shared with the team's manager; items left out are no longer shared. */
    async setShared(p: Principal, body: { teamId: number; items: ViewingRightItem[] }) {
      const team = await asMember(p, body.teamId);
      const wanted = new Set(body.items);
      const current = await repo.ofMember(p.clientId, p.userId, [team.id]);
      await deps.db.transaction(async (tx) => {
        for (const item of ['GLA', 'PLAN', 'SPRINT', '360'] as const) {
          const row = current.find((r) => r.item === item);
          const granted = wanted.has(item);
          // an unanswered request stays unanswered unless shared now; nothing asked and nothing shared writes nothing
          if (!granted && row?.status !== 'GRANTED') continue;
          if (granted && row?.status === 'GRANTED') continue;
          await decide(p, team.id, item, granted, tx);
        }
      });
      return this.sharedByMe(p).then((all) => all.filter((t) => t.teamId === team.id));
    },

    /** What the caller shares with whom: each team they belong to (not manage), its manager and each item. */
    async sharedByMe(p: Principal): Promise<SharedWithTeam[]> {
      const teams = (await deps.teams.mine(p)).filter((t) => t.managerId !== p.userId);
      const rows = await repo.ofMember(
        p.clientId,
        p.userId,
        teams.map((t) => t.id),
      );
      return teams.map((t) => ({
        teamId: t.id,
        teamName: t.name,
        managerId: t.managerId,
        managerName: t.managerName,
        items: rows.filter((r) => r.teamId === t.id).map(view),
      }));
    },

    /** The manager's view of a team: per member, each item asked for or shared. */
    async ofTeam(p: Principal, teamId: number): Promise<TeamViewingRights> {
      const { team, standing } = await deps.teams.reach(p, teamId);
      if (standing === 'MEMBER') {
        throw forbidden("Only the team manager sees the team's viewing rights.", 'NOT_TEAM_MANAGER');
      }
      const [members, rows] = await Promise.all([
        deps.teamsRepo.members(p.clientId, team.id),
        repo.ofTeam(p.clientId, team.id),
      ]);
      return members
        .filter((m) => m.member.userId !== team.managerId && m.member.memberType !== 'GUEST')
        .map((m) => ({
          userId: m.member.userId,
          name: m.name,
          items: rows.filter((r) => r.userId === m.member.userId).map(view),
        }));
    },
  };
}
export type ViewingRightsService = ReturnType<typeof createViewingRightsService>;
