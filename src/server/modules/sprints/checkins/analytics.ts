import type { SprintAnalytics } from '../../../../shared/contracts/check-ins';
import { crewScoresVisible, isNamedCrewRole } from '../../../../shared/domain/crew-anonymity';
import {
  checkInState,
  crewEngagementByWeek,
  elapsedWeeks,
  engagementCard,
  meanScore,
  round1,
  scoreCard,
  sprintWeekOf,
} from '../../../../shared/domain/sprint-cards';
import { addDays, totalWeeks } from '../../../../shared/domain/sprint-time';
import type { CrewRole } from '../../../../shared/sprint-enums';
import type { Principal } from '../../../platform/auth/access';
import type { SprintsDeps } from '../deps';
import { scheduleDates } from '../run/schedule-dates';
import { scheduleOf } from '../run/summary';
import type { CheckInRepo } from './repo';
import type { CheckInService } from './service';

const mean = meanScore;

/**
 * Sprint analytics: per week of the sprint, the person's check-in scores against the crew's feedback scores for
 * each behaviour and outcome, activities done per action, crew engagement, check-ins done and energy level, and
 * the cards. Crew scores of a week are withheld (null, never sent) unless the anonymity rule allows them.
 */
export function createAnalytics(
  deps: Pick<SprintsDeps, 'clock'>,
  repo: CheckInRepo,
  service: CheckInService,
) {
  return async function analytics(p: Principal, sprintId: number): Promise<SprintAnalytics> {
    const s = await service.ownSprint(p, sprintId);
    const schedule = scheduleOf(s);
    const now = deps.clock.now();
    const weeksCount = schedule ? totalWeeks(schedule) : 0;
    const weekOf = (t: Date): number | null => (schedule ? sprintWeekOf(schedule, t) : null);
    const elapsed = schedule ? elapsedWeeks(schedule, s.status, now) : 0;
    const weekly = <T>(fill: (w: number) => T) => Array.from({ length: weeksCount }, (_, i) => fill(i + 1));

    const [rows, items, actions, feedback, crew, done] = await Promise.all([
      service.rowsOf(s, s.userId),
      repo.scoredItems(s.id),
      repo.actions(s.id),
      repo.feedbackScores(s.id),
      repo.activeCrew(s.id),
      repo.doneActivities(s.id),
    ]);
    const completed = rows.filter((r) => r.status === 'COMPLETED');
    const scores = await repo.scores(completed.map((r) => r.id));
    // the last completed check-in of each week
    const checkInOfWeek = new Map<number, (typeof rows)[number]>();
    for (const r of completed) {
      const w = weekOf(r.dueAt);
      if (w !== null) checkInOfWeek.set(w, r);
    }
    const scoreOf = (checkInId: number, itemId: number) =>
      scores.find((x) => x.checkInId === checkInId && x.itemId === itemId)?.score ?? null;

    // crew feedback per week; a week's crew numbers are sent only when the anonymity rule allows
    const byWeek = new Map<number, typeof feedback>();
    for (const f of feedback) {
      const w = weekOf(f.createdAt);
      if (w === null) continue;
      byWeek.set(w, [...(byWeek.get(w) ?? []), f]);
    }
    const hidden: number[] = [];
    const visible = new Map<number, boolean>();
    for (const [w, fs] of byWeek) {
      const ok = crewScoresVisible(fs.map((f) => ({ crewId: f.crewId, role: f.role })));
      visible.set(w, ok);
      if (!ok) hidden.push(w);
    }
    const crewScore = (w: number, itemId: number) => {
      if (!visible.get(w)) return null;
      return mean(
        (byWeek.get(w) ?? [])
          .filter((f) => f.itemId === itemId && f.score !== null)
          .map((f) => f.score as number),
      );
    };
    const series = (kind: string) =>
      items
        .filter((i) => i.kind === kind)
        .map((i) => ({
          id: i.id,
          label: i.label,
          self: weekly((w) => {
            const c = checkInOfWeek.get(w);
            return c ? scoreOf(c.id, i.id) : null;
          }),
          crew: weekly((w) => crewScore(w, i.id)),
        }));

    const crewIds = new Set(crew.map((c) => c.id));
    const sentOut = schedule ? scheduleDates(schedule).sendOuts.find((d) => d <= now) : undefined;
    const engagement = crewEngagementByWeek({
      weeks: weeksCount,
      elapsed,
      crew: crew.length,
      firstSendOutWeek: sentOut ? weekOf(sentOut) : null,
      // answers of crew members still in the crew
      answers: [...byWeek].flatMap(([week, fs]) =>
        fs.filter((f) => crewIds.has(f.crewId)).map((f) => ({ crewId: f.crewId, week })),
      ),
    });
    // a card: the mean of a kind's scores in each completed check-in; the latest, and its change (sprint-cards)
    const card = (kind: string) => {
      const ids = items.filter((i) => i.kind === kind).map((i) => i.id);
      return scoreCard(
        completed.map((c) => mean(ids.map((id) => scoreOf(c.id, id)).filter((x): x is number => x !== null))),
      );
    };
    // a check-in is due once it is closed or missed; today's open one is not yet (the timeline's states)
    const running = s.status === 'IN_PROGRESS';
    const dueAts = rows.map((r) => r.dueAt.getTime());
    const states = rows.map((r) => ({
      row: r,
      state: checkInState({ status: r.status, dueAt: r.dueAt.getTime() }, dueAts, now.getTime(), running),
    }));
    const dueCount = states.filter((x) => x.state !== 'future' && x.state !== 'open').length;
    const missedWeeks = new Set(
      states.filter((x) => x.state === 'incomplete' || x.state === 'skipped').map((x) => weekOf(x.row.dueAt)),
    );

    return {
      sprintId: s.id,
      label: s.label,
      weeks: weekly((w) => ({ week: w, startDate: addDays(schedule?.startDate ?? '', (w - 1) * 7) })),
      behaviours: series('BEHAVIOUR'),
      outcomes: series('OUTCOME'),
      actions: actions.map((a) => ({
        id: a.id,
        label: a.label,
        // a week not yet begun has no data (null), not 0
        done: weekly((w) =>
          w > elapsed
            ? null
            : done.filter((d) => d.actionId === a.id && d.doneAt && weekOf(d.doneAt) === w).length,
        ),
      })),
      sprintCrewEngagements: engagement,
      // 1 done, 0 missed, null while the week's check-in is still to come or open
      reflections: weekly((w) => (checkInOfWeek.has(w) ? 1 : missedWeeks.has(w) ? 0 : null)),
      energyLevel: weekly((w) => checkInOfWeek.get(w)?.energyLevel ?? null),
      crewHiddenWeeks: hidden.sort((a, b) => a - b),
      crew: {
        active: crew.length,
        roles: [...new Set(crew.map((c) => c.role))].filter(isNamedCrewRole) as CrewRole[],
      },
      cards: {
        behaviours: card('BEHAVIOUR'),
        outcomes: card('OUTCOME'),
        checkInsDue: dueCount,
        checkInsCompleted: completed.length,
        checkInsDone: dueCount ? round1((completed.length / dueCount) * 100) : 0,
        crewEngagement: engagementCard(engagement, elapsed),
      },
    };
  };
}
