import type { TeamDashboard } from '../../../../shared/contracts/team-dashboard';
import type { TeamSprintInfo, TeamSprintNavigation } from '../../../../shared/contracts/team-sprint';
import {
  aggregateStrengths,
  type CapabilityRank,
  type Contribution,
} from '../../../../shared/domain/team-aggregates';
import type { Language } from '../../../../shared/enums';
import type { Principal } from '../../../platform/auth/access';
import type { CanView } from '../../../platform/auth/can-view';
import { forbidden, notFound } from '../../../platform/http/errors';
import { recipientLanguage } from '../../../platform/i18n/recipient-language';
import type { TeamsRepo } from '../repo';
import { standingOf, type TeamStanding, type TeamsService } from '../service';
import type { TeamNoteRow, TeamNotesRepo } from './repo';
import type { TeamSnapshots } from './snapshots';

/** What the dashboard asks of other modules (wired in src/server/registry.ts). */
export interface TeamDashboardPorts {
  /** the assessment: a person's latest finished GLA by capability rank, or null */
  gla: {
    ranking(userId: number, clientId: number, lng: Language): Promise<CapabilityRank[] | null>;
    /** many people at once (one query for who finished): used when present */
    rankings?(
      userIds: readonly number[],
      clientId: number,
      lng: Language,
    ): Promise<Map<number, CapabilityRank[] | null>>;
  };
  /** the plan: the role challenges these people chose this year */
  plan: {
    teamChallenges(
      clientId: number,
      userIds: readonly number[],
      lng: Language,
    ): Promise<Array<{ userId: number; key: string; title: string }>>;
  };
  /** the Leader 360 (not built yet): each person's finished 360 by capability rank; absent until it lands */
  leader360?: { ranking(userId: number, clientId: number, lng: Language): Promise<CapabilityRank[] | null> };
  /** the team alignment survey: when the team's latest survey was sent (ISO), or null */
  alignment?: { lastSendDate(clientId: number, teamId: number): Promise<string | null> };
  /** team sprints (issue 13): each team's current sprint and how its navigation shows for the viewer */
  teamSprints?: {
    summaries(
      clientId: number,
      teamIds: number[],
      viewerId: number,
    ): Promise<Map<number, { currentSprint: TeamSprintInfo | null; sprintNavigation: TeamSprintNavigation }>>;
  };
}

const TOP_CHALLENGES = 5;
const noteView = (n: TeamNoteRow) => ({
  id: n.id,
  userId: n.userId,
  text: n.text,
  updatedDate: n.updatedAt.toISOString(),
});

/**
 * The team dashboard (issue 12): the team, its people (the manager first), its focus notes, the challenges most
 * members chose, and the members' GLA strengths aggregated under the privacy rule (decision 0073): the server
 * leaves every number out unless at least two contributors the viewer cannot see answered, and they differ on every
 * part of every capability (team-aggregates.ts).
 */
export function createTeamDashboard(deps: {
  repo: TeamsRepo;
  notes: TeamNotesRepo;
  teams: Pick<TeamsService, 'reach' | 'manage' | 'callerLanguage' | 'mine'>;
  ports: TeamDashboardPorts;
  snapshots: TeamSnapshots;
  canView: CanView;
}) {
  const { repo, notes, ports, snapshots } = deps;

  async function contributions(
    source: TeamDashboardPorts['gla'] | undefined,
    clientId: number,
    userIds: number[],
    lng: Language,
  ): Promise<Contribution[]> {
    if (!source) return [];
    // in one batch when the source can; else one lookup per person, side by side
    const batch =
      'rankings' in source && source.rankings ? await source.rankings(userIds, clientId, lng) : null;
    const rankings = batch
      ? userIds.map((userId) => batch.get(userId) ?? null)
      : await Promise.all(userIds.map((userId) => source.ranking(userId, clientId, lng)));
    return userIds.flatMap((userId, i) => {
      const ranking = rankings[i];
      return ranking?.length ? [{ userId, ranking }] : [];
    });
  }

  /** the contributors whose result of this kind was shared with the viewer (the viewer's own aside) */
  async function seenBy(p: Principal, of: readonly { userId: number }[], item: 'GLA' | '360') {
    const others = of.map((c) => c.userId).filter((id) => id !== p.userId);
    const may = await Promise.all(others.map((id) => deps.canView(p, id, item)));
    return new Set(others.filter((_, i) => may[i]));
  }

  /** the people (of these) whose plan the viewer may read: their own, and those who shared it with them */
  async function plansReadableBy(p: Principal, userIds: number[]): Promise<Set<number>> {
    const may = await Promise.all(userIds.map((id) => id === p.userId || deps.canView(p, id, 'PLAN')));
    return new Set(userIds.filter((_, i) => may[i]));
  }

  return {
    /**
     * The team's snapshot (its member rows, notes and people: cached, decision 0060), then what other modules
     * own side by side: the last alignment send, the GLA rankings and the plan challenges of the members.
     */
    async dashboard(p: Principal, teamId: number): Promise<TeamDashboard> {
      const snap = await snapshots.get(p.clientId, teamId, async () => {
        const bundle = await notes.dashboardBundle(p.clientId, teamId);
        if (!bundle) return null;
        return { team: bundle, people: await repo.peopleByIds(bundle.members.map((m) => m.userId)) };
      });
      if (!snap) throw notFound('The team');
      const { team, people: names } = snap;
      const own = team.members.find((m) => m.userId === p.userId);
      const standing = standingOf(p, team.managerId, own?.status ?? null);
      if (!standing) throw notFound('The team');
      // the caller is usually in the team: their language is in the snapshot
      const caller = names.get(p.userId);
      const lng = caller
        ? recipientLanguage({ person: caller.language })
        : await deps.teams.callerLanguage(p);
      const rows = [
        ...team.members.filter((m) => m.userId === team.managerId),
        ...team.members.filter((m) => m.userId !== team.managerId),
      ];
      // who counts: accepted organisation members (guests have no GLA or plan here)
      const counted = rows
        .filter((m) => m.status === 'ACCEPTED' && m.memberType !== 'GUEST')
        .map((m) => m.userId);
      const [sendDate, glaAll, gl360All, chosenAll] = await Promise.all([
        ports.alignment?.lastSendDate(p.clientId, team.id) ?? null,
        contributions(ports.gla, p.clientId, counted, lng),
        contributions(ports.leader360, p.clientId, counted, lng),
        ports.plan.teamChallenges(p.clientId, counted, lng),
      ]);
      // a member whose person is gone is left out, and so is what they contributed
      const ordered = rows.flatMap((member) => {
        const person = names.get(member.userId);
        return person ? [{ member, name: person.fullName, email: person.email }] : [];
      });
      const known = (c: { userId: number }) => names.has(c.userId);
      const [gla, gl360, chosen] = [glaAll.filter(known), gl360All.filter(known), chosenAll.filter(known)];
      const manager = ordered.find((r) => r.member.userId === team.managerId);
      // a challenge names and counts only the people whose plan the viewer may read (issue 33 point 1)
      const readable = await plansReadableBy(p, [...new Set(chosen.map((c) => c.userId))]);
      const byChallenge = new Map<string, { title: string; userIds: Set<number> }>();
      for (const c of chosen.filter((c) => readable.has(c.userId))) {
        const entry = byChallenge.get(c.key) ?? { title: c.title, userIds: new Set<number>() };
        entry.userIds.add(c.userId);
        byChallenge.set(c.key, entry);
      }
      const topChallenges = [...byChallenge.values()]
        .sort((a, b) => b.userIds.size - a.userIds.size || a.title.localeCompare(b.title))
        .slice(0, TOP_CHALLENGES)
        .map((c, i) => ({ id: i + 1, title: c.title, userIds: [...c.userIds].sort((a, b) => a - b) }));
      return {
        teamId: team.id,
        teamName: team.name,
        teamDetail: {
          managerId: team.managerId,
          managerEmail: manager?.email ?? '',
          managerImageURL: null,
          managerName: manager?.name ?? '',
        },
        teamMember: ordered.map(({ member, name, email }) => ({
          id: member.id,
          userId: member.userId,
          email,
          imageUrl: null,
          name,
          status: member.status as 'ACCEPTED' | 'PENDING',
          guest: member.memberType === 'GUEST',
          manager: member.userId === team.managerId,
        })),
        teamAlignmentSendDate: sendDate ?? null,
        teamFocusNotes: team.focusNotes.map((n) => ({
          id: n.id,
          userId: n.userId,
          text: n.text,
          updatedDate: new Date(n.updatedMs).toISOString(),
        })),
        teamTopChallenges: topChallenges,
        // counted only when no hidden answer can be worked out beside what the viewer sees (decision 0073)
        glaStrengths: aggregateStrengths(p.userId, gla, await seenBy(p, gla, 'GLA')),
        gl360Strengths: aggregateStrengths(p.userId, gl360, await seenBy(p, gl360, '360')),
        manager: standing !== 'MEMBER',
      };
    },

    async notes(p: Principal, teamId: number) {
      await deps.teams.reach(p, teamId);
      return (await notes.list(p.clientId, teamId, 'FOCUS_NOTE')).map(noteView);
    },

    /** The manager writes the team's focus; a member is refused. */
    async addNote(p: Principal, teamId: number, body: { type: 'FOCUS_NOTE'; text: string }) {
      const { standing } = await deps.teams.reach(p, teamId);
      if (standing === 'MEMBER') {
        throw forbidden("Only the team manager writes the team's focus.", 'NOT_TEAM_MANAGER');
      }
      const note = await notes.insert({
        clientId: p.clientId,
        teamId,
        userId: p.userId,
        type: body.type,
        text: body.text,
      });
      await snapshots.forget(p.clientId, teamId);
      return noteView(note);
    },

    /** The caller's teams, summarised (team sprints add the current sprint with their own issue). */
    async summary(p: Principal) {
      const mine = await deps.teams.mine(p);
      const sprints = await ports.teamSprints?.summaries(
        p.clientId,
        mine.map((t) => t.id),
        p.userId,
      );
      return mine.map((t) => ({
        id: t.id,
        name: t.name,
        managerId: t.managerId,
        managerName: t.managerName,
        manager: t.manager,
        currentSprint: sprints?.get(t.id)?.currentSprint ?? null,
        sprintNavigation: sprints?.get(t.id)?.sprintNavigation ?? ('NO_SPRINT' as const),
      }));
    },
  };
}
export type TeamDashboardService = ReturnType<typeof createTeamDashboard>;
export type { TeamStanding };
