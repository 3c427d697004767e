import type { TeamSprintInfo, TeamSprintNavigation } from '../../../../shared/contracts/team-sprint';
import { sprintEndDate } from '../../../../shared/domain/sprint-end-date';
import { localDateOf } from '../../../../shared/domain/sprint-time';
import { teamSprintNavigation } from '../../../../shared/domain/team-sprint';
import type { SprintStatus } from '../../../../shared/sprint-enums';
import type { SprintsDeps } from '../deps';
import type { createCrewService } from '../design/crew';
import type { DesignRepo } from '../design/repo';
import type { DesignService } from '../design/service';
import type { SprintRunRepo } from '../run/repo';
import { createTeamSprintAccess } from './access';
import { createTeamDesign } from './design';
import { createTeamInsights } from './insights';
import { createTeamKanban } from './kanban';
import { createTeamSprintRepo } from './repo';
import { teamSprintRoutes } from './routes';
import { createTeamRun } from './run';
import { teamSprintSeed } from './seed';
import { createStandUps } from './stand-ups';
import { createTeamStart } from './start';

/**
 * Team sprints (issue 13), on the sprint tables (sprintType TEAM_SPRINT, teamId) with the sprint team and the
 * stand-up answers: design and start, the dashboard and end states, the team kanban with action leads,
 * stand-ups and their job, feedback and analytics, and what the teams module shows (summary, portfolio).
 */
export function createTeamSprints(
  deps: SprintsDeps,
  parts: {
    designRepo: DesignRepo;
    design: DesignService;
    crew: ReturnType<typeof createCrewService>;
    runRepo: SprintRunRepo;
  },
) {
  const repo = createTeamSprintRepo(deps.db);
  const access = createTeamSprintAccess(deps.teams, repo);
  const design = createTeamDesign({ deps, repo, designRepo: parts.designRepo, design: parts.design, access });
  const start = createTeamStart(
    { deps, repo, designRepo: parts.designRepo, design: parts.design, access },
    parts.crew,
  );
  const run = createTeamRun(deps, { repo, runRepo: parts.runRepo, access, design });
  const kanban = createTeamKanban(deps, { repo, runRepo: parts.runRepo, access });
  const standUps = createStandUps(deps, { repo, access });
  const insights = createTeamInsights(deps, { repo, access });

  return {
    plugin: teamSprintRoutes({ design, start, run, kanban, standUps, insights }),
    jobs: standUps.jobs,
    schedules: standUps.schedules,
    seed: teamSprintSeed(deps),
    openStandUps: standUps.openDue,
    /**
     * For the teams module's summary: each team's current sprint (in progress, else the design) and how the team
     * sprint navigation shows for the viewer.
     */
    async summaries(
      clientId: number,
      teamIds: number[],
      viewerId: number,
    ): Promise<
      Map<number, { currentSprint: TeamSprintInfo | null; sprintNavigation: TeamSprintNavigation }>
    > {
      const rows = await repo.currentOfTeams(clientId, teamIds);
      const members = await repo.membersOfSprints(rows.map((r) => r.id));
      const out = new Map<
        number,
        { currentSprint: TeamSprintInfo | null; sprintNavigation: TeamSprintNavigation }
      >();
      for (const teamId of teamIds) {
        const ofTeam = rows.filter((r) => r.teamId === teamId);
        const s = ofTeam.find((r) => r.status === 'IN_PROGRESS') ?? ofTeam[0] ?? null;
        const team = s ? members.filter((m) => m.sprintId === s.id) : [];
        out.set(teamId, {
          currentSprint: s
            ? {
                id: s.id,
                label: s.label,
                icon: s.icon,
                sprintStatus: s.status as SprintStatus,
                startDate: s.startDate,
                endsAt: s.endsAt?.toISOString() ?? null,
                lastDate: sprintEndDate(s),
                sprintTeamMembers: team.map((m) => ({ teamMemberId: m.userId })),
              }
            : null,
          sprintNavigation: teamSprintNavigation(
            s,
            team.some((m) => m.userId === viewerId),
          ),
        });
      }
      return out;
    },
    /** the team portfolio: the team's sprints saved to the portfolio, by year of their first day */
    async portfolio(clientId: number, teamId: number, year: number) {
      const rows = await repo.portfolioOfTeam(clientId, teamId);
      const yearOf = (r: (typeof rows)[number]) =>
        Number((r.startDate ?? localDateOf(r.createdAt, r.timezone)).slice(0, 4));
      return {
        years: [...new Set(rows.map(yearOf))].sort((a, b) => b - a),
        sprints: rows
          .filter((r) => yearOf(r) === year)
          .map((r) => ({
            id: r.id,
            title: r.label,
            startDate: r.startDate ?? '',
            endDate: sprintEndDate(r) ?? '',
          })),
      };
    },
  };
}
