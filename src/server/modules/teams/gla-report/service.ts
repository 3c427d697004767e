import { BENCHMARKS } from '../../../../../content/gla/benchmarks';
import type { TeamGlaReportView } from '../../../../shared/contracts/team-impact';
import { DEFAULT_BENCHMARK_LEVEL } from '../../../../shared/domain/gla-scoring';
import type { Contribution } from '../../../../shared/domain/team-aggregates';
import { teamGlaReport } from '../../../../shared/domain/team-gla-report';
import { type Language, ROLE_LEVELS, type RoleLevel } from '../../../../shared/enums';
import type { Principal } from '../../../platform/auth/access';
import type { CanView } from '../../../platform/auth/can-view';
import type { TeamImpactPorts } from '../deps';
import type { TeamsRepo } from '../repo';
import type { TeamsService } from '../service';

/** The team's level: the current role level most of its members named in their plans (ties: the lower level). */
export function teamLevel(levels: ReadonlyArray<RoleLevel | null>): RoleLevel {
  const counts = new Map<RoleLevel, number>();
  for (const l of levels) if (l) counts.set(l, (counts.get(l) ?? 0) + 1);
  let best: RoleLevel | null = null;
  for (const l of ROLE_LEVELS) {
    if ((counts.get(l) ?? 0) > (best ? (counts.get(best) ?? 0) : 0)) best = l;
  }
  return best ?? DEFAULT_BENCHMARK_LEVEL;
}

/**
 * The team GLA report (GET /team-impact/gla/{teamId}, the manager's): the members' finished GLAs aggregated per
 * capability under the privacy rule (decision 0039), against the benchmark of the team's level.
 */
export function createTeamGlaReport(deps: {
  repo: TeamsRepo;
  teams: Pick<TeamsService, 'manage' | 'callerLanguage'>;
  ports: Pick<TeamImpactPorts, 'gla' | 'plan'>;
  canView: CanView;
}) {
  const api = {
    /** The report and the caller's language (the PDF is written in it). */
    async reportIn(p: Principal, teamId: number, q: { level?: RoleLevel }) {
      const lng = await deps.teams.callerLanguage(p);
      return { view: await api.report(p, teamId, { ...q, lng }), lng };
    },
    async report(
      p: Principal,
      teamId: number,
      q: { level?: RoleLevel; lng?: Language },
    ): Promise<TeamGlaReportView> {
      const { team } = await deps.teams.manage(p, teamId);
      const lng = q.lng ?? (await deps.teams.callerLanguage(p));
      // accepted organisation members, the manager included (guests have no GLA here)
      const counted = (await deps.repo.members(p.clientId, teamId))
        .filter((r) => r.member.status === 'ACCEPTED' && r.member.memberType !== 'GUEST')
        .map((r) => r.member.userId);
      const contributions: Contribution[] = [];
      const levels: Array<RoleLevel | null> = [];
      for (const userId of counted) {
        const ranking = await deps.ports.gla.ranking(userId, p.clientId, lng);
        if (!ranking?.length) continue;
        contributions.push({ userId, ranking });
        levels.push((await deps.ports.plan.roleLevels(userId, p.clientId))?.current ?? null);
      }
      const level = q.level ?? teamLevel(levels);
      return {
        teamId: team.id,
        teamName: team.name,
        level,
        levelChosen: q.level !== undefined,
        members: counted.length,
        // counted only when no hidden answer can be worked out beside what the viewer sees (decision 0073)
        report: teamGlaReport(
          p.userId,
          contributions,
          BENCHMARKS[level] ?? {},
          await sharedWith(p, contributions),
        ),
      };
    },
  };
  /** the contributors who shared their GLA with the viewer */
  async function sharedWith(p: Principal, contributions: readonly Contribution[]) {
    const others = contributions.map((c) => c.userId).filter((id) => id !== p.userId);
    const may = await Promise.all(others.map((id) => deps.canView(p, id, 'GLA')));
    return new Set(others.filter((_, i) => may[i]));
  }
  return api;
}
export type TeamGlaReportService = ReturnType<typeof createTeamGlaReport>;
