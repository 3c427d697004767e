import type { TeamFeedback, TeamSprintAnalytics } from '../../../../shared/contracts/team-sprint';
import { crewScoresVisible, isNamedCrewRole } from '../../../../shared/domain/crew-anonymity';
import { addDays, daysBetween, localDateOf, totalWeeks } from '../../../../shared/domain/sprint-time';
import { memberStatus } from '../../../../shared/domain/team-sprint';
import type { Principal } from '../../../platform/auth/access';
import type { SprintsDeps } from '../deps';
import type { TeamSprintAccess } from './access';
import type { TeamSprintRepo } from './repo';

const mean = (xs: number[]) => (xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : null);

/**
 * The team sprint's feedback and analytics (issue 13): each member's check-ins, the crew's comments (names only
 * for named roles), and per week the viewer's own scores beside the sprint team's mean and the crew's (withheld by
 * the anonymity rule), actions' activities done, the team's check-in rate and stand-up answers.
 */
export function createTeamInsights(
  deps: SprintsDeps,
  parts: { repo: TeamSprintRepo; access: TeamSprintAccess },
) {
  const { repo, access } = parts;
  const { clock } = deps;

  return {
    async feedback(p: Principal, sprintId: number): Promise<TeamFeedback> {
      const place = await access.sprint(p, sprintId);
      const s = place.sprint;
      const [checkIns, comments, last] = await Promise.all([
        repo.checkIns(s.id),
        repo.feedbackComments(s.id),
        repo.lastActivity(s.id),
      ]);
      const names = await deps.people.peopleByIds(place.members.map((m) => m.userId));
      const now = clock.now();
      return {
        members: place.members.map((m) => {
          const mine = checkIns.filter((c) => c.userId === m.userId);
          const due = mine.filter((c) => c.dueAt <= now);
          const done = due.filter((c) => c.status === 'COMPLETED');
          const latest = done.at(-1) ?? null;
          return {
            teamMemberId: m.userId,
            name: names.get(m.userId)?.fullName ?? '',
            teamMemberStatus: memberStatus(last.get(m.userId) ?? null, now),
            checkInsDue: due.length,
            checkInsCompleted: done.length,
            lastRating: latest?.rating ?? null,
            lastProgressNote: latest?.progressNote ?? null,
            lastCheckInAt: latest?.completedAt?.toISOString() ?? null,
          };
        }),
        feedback: comments.map((c) => ({
          id: c.id,
          name: isNamedCrewRole(c.role) ? c.name : null,
          text: c.comment,
          updated: c.updatedAt.toISOString(),
        })),
      };
    },

    async analytics(p: Principal, sprintId: number): Promise<TeamSprintAnalytics> {
      const place = await access.sprint(p, sprintId);
      const s = place.sprint;
      const weeksCount = s.startDate ? totalWeeks(s) : 0;
      const start = s.startDate ?? localDateOf(clock.now(), s.timezone);
      const weekOf = (d: Date) => Math.floor(daysBetween(start, localDateOf(d, s.timezone)) / 7);
      const weeks = Array.from({ length: weeksCount }, (_, i) => ({
        week: i + 1,
        startDate: addDays(start, i * 7),
      }));
      const [items, allScores, crewScores, checkIns, activities, standUps] = await Promise.all([
        repo.items(s.id),
        repo.checkInScores(s.id),
        repo.feedbackScores(s.id),
        repo.checkIns(s.id),
        repo.activities(s.id),
        repo.standUpCounts(s.id),
      ]);
      // scores count once their check-in is completed (a draft's scores are not yet given; the cards' rule)
      const done = new Set(
        checkIns.filter((c) => c.status === 'COMPLETED').map((c) => `${c.userId}|${c.dueAt.getTime()}`),
      );
      const scores = allScores.filter((r) => done.has(`${r.userId}|${r.dueAt.getTime()}`));
      const perWeek = <T>(rows: T[], at: (r: T) => Date, w: number) =>
        rows.filter((r) => weekOf(at(r)) === w);
      const series = (itemId: number) => ({
        self: weeks.map((_, w) =>
          mean(
            perWeek(scores, (r) => r.dueAt, w)
              .filter((r) => r.itemId === itemId && r.userId === p.userId)
              .map((r) => r.score),
          ),
        ),
        team: weeks.map((_, w) =>
          mean(
            perWeek(scores, (r) => r.dueAt, w)
              .filter((r) => r.itemId === itemId)
              .map((r) => r.score),
          ),
        ),
        crew: weeks.map((_, w) => {
          const rows = perWeek(crewScores, (r) => r.createdAt, w).filter((r) => r.itemId === itemId);
          if (!crewScoresVisible(rows)) return null;
          return mean(rows.map((r) => r.score));
        }),
      });
      const of = (kind: string) =>
        items.filter((i) => i.kind === kind).map((i) => ({ id: i.id, label: i.label, ...series(i.id) }));
      const members = place.members.length;
      const now = clock.now();
      return {
        sprintId: s.id,
        label: s.label,
        teamName: place.team.name,
        weeks,
        behaviours: of('BEHAVIOUR'),
        outcomes: of('OUTCOME'),
        actions: items
          .filter((i) => i.kind === 'ACTION')
          .map((a) => ({
            id: a.id,
            label: a.label,
            done: weeks.map(
              (_, w) =>
                activities.filter((x) => x.actionId === a.id && x.doneAt !== null && weekOf(x.doneAt) === w)
                  .length,
            ),
          })),
        teamCheckIns: weeks.map((_, w) => {
          const due = perWeek(checkIns, (c) => c.dueAt, w).filter((c) => c.dueAt <= now);
          if (!due.length || !members) return null;
          return Math.round((due.filter((c) => c.status === 'COMPLETED').length / due.length) * 100);
        }),
        standUps: weeks.map((_, w) =>
          standUps
            .filter((x) => Math.floor(daysBetween(start, x.day) / 7) === w)
            .reduce((n, x) => n + x.n, 0),
        ),
        members,
      };
    },
  };
}
export type TeamInsights = ReturnType<typeof createTeamInsights>;
