import type { ImpactBoard, Participation } from '../../../../shared/contracts/team-impact';
import type { Principal } from '../../../platform/auth/access';
import type { CanView } from '../../../platform/auth/can-view';
import type { Clock } from '../../../platform/clock';
import type { TeamImpactPorts } from '../deps';
import type { TeamsRepo } from '../repo';
import type { TeamsService } from '../service';
import { REQUEST_WINDOW_MS } from './events';
import type { ImpactRepo } from './repo';

/**
 * The manager impact board (GET /team-impact/{teamId}): per member whether they took the GLA and the 360 (taking
 * part, never a result), and only with the member's viewing right their plan's progress and their sprint; the
 * requests sent within the day, so the board says which one would be refused.
 */
export function createImpactBoard(deps: {
  clock: Clock;
  repo: TeamsRepo;
  impact: ImpactRepo;
  teams: Pick<TeamsService, 'manage' | 'reach' | 'callerLanguage'>;
  ports: TeamImpactPorts;
  canView: CanView;
}) {
  const { repo, ports } = deps;
  return {
    async board(p: Principal, teamId: number): Promise<ImpactBoard> {
      const { team } = await deps.teams.manage(p, teamId);
      const lng = await deps.teams.callerLanguage(p);
      const rows = (await repo.members(p.clientId, teamId)).filter(
        (r) => r.member.userId !== team.managerId && r.member.status === 'ACCEPTED',
      );
      const manager = (await repo.members(p.clientId, teamId)).find(
        (r) => r.member.userId === team.managerId,
      );
      const ids = rows.map((r) => r.member.userId);
      const now = deps.clock.now();
      const [done360, lastActive, recent] = [
        await ports.leader360.done(p.clientId, ids),
        await ports.activity.lastActive(p.clientId, ids),
        await deps.impact.recentOf(p.clientId, ids, new Date(now.getTime() - REQUEST_WINDOW_MS)),
      ];
      const viewer = { userId: p.userId, clientId: p.clientId };
      const members = [];
      for (const { member, name, email } of rows) {
        const userId = member.userId;
        const guest = member.memberType === 'GUEST';
        let gla: Participation = 'NOT_STARTED';
        if (!guest) {
          if (await ports.gla.ranking(userId, p.clientId, lng)) gla = 'DONE';
          else if (await ports.gla.unfinished(userId, p.clientId)) gla = 'IN_PROGRESS';
        }
        const shared = {
          gla: await deps.canView(viewer, userId, 'GLA'),
          plan: await deps.canView(viewer, userId, 'PLAN'),
          sprint: await deps.canView(viewer, userId, 'SPRINT'),
        };
        members.push({
          userId,
          name,
          email,
          guest,
          gla,
          gl360: (done360.has(userId) ? 'DONE' : 'NOT_STARTED') as Participation,
          shared,
          planProgress: shared.plan ? await ports.plan.progress(userId, p.clientId) : null,
          sprintStatus: shared.sprint
            ? (await ports.sprints.inProgress(p.clientId, userId))
              ? ('IN_PROGRESS' as const)
              : ('NONE' as const)
            : null,
          lastActivity: lastActive.get(userId)?.toISOString() ?? null,
          requests: recent
            .filter((r) => r.userId === userId)
            .map((r) => ({
              event: r.event as ImpactBoard['members'][number]['requests'][number]['event'],
              sentAt: r.sentAt.toISOString(),
              sentBy: r.sentBy,
            })),
        });
      }
      return {
        teamId: team.id,
        teamName: team.name,
        managerName: manager?.name ?? '',
        counts: {
          members: members.length,
          glaDone: members.filter((m) => m.gla === 'DONE').length,
          gl360Done: members.filter((m) => m.gl360 === 'DONE').length,
        },
        members,
      };
    },

    /** The team portfolio: the team sprints saved to the portfolio in a year (the sprints module's, issue 13). */
    async portfolio(p: Principal, teamId: number, year: number | undefined) {
      await deps.teams.reach(p, teamId);
      const y = year ?? deps.clock.now().getUTCFullYear();
      const found = await deps.ports.sprints.teamPortfolio?.(p.clientId, teamId, y);
      return { teamId, year: y, years: found?.years ?? [], sprints: found?.sprints ?? [] };
    },
  };
}
export type ImpactBoardService = ReturnType<typeof createImpactBoard>;
