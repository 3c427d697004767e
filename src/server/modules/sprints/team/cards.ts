import { meanScore, scoreCard, summaryCard } from '../../../../shared/domain/sprint-cards';
import type { SprintBundle } from '../run/repo';

interface TeamCheckIn {
  userId: number;
  dueAt: Date;
  status: string | null;
}
interface TeamScore {
  userId: number;
  dueAt: Date;
  itemId: number;
  score: number;
}

/**
 * The team sprint's outcome card (issue 30): for each check-in date in order, the mean of the outcome scores of
 * the sprint team's completed check-ins on that date; the card is the latest such mean and its change against
 * the one before (sprint-cards `scoreCard`, the personal dashboard's and the analytics' rule).
 */
export function teamOutcomeCard(checkIns: TeamCheckIn[], scores: TeamScore[], outcomeIds: Set<number>) {
  const done = new Set(
    checkIns.filter((c) => c.status === 'COMPLETED').map((c) => `${c.userId}|${c.dueAt.getTime()}`),
  );
  const dates = [...new Set(checkIns.map((c) => c.dueAt.getTime()))].sort((a, b) => a - b);
  const card = scoreCard(
    dates.map((d) =>
      meanScore(
        scores
          .filter((x) => x.dueAt.getTime() === d && outcomeIds.has(x.itemId) && done.has(`${x.userId}|${d}`))
          .map((x) => x.score),
      ),
    ),
  );
  return summaryCard(card.score, card.fluctuation);
}

/** The viewer's own check-ins in the bundle's shape: the team timeline shows where the viewer stands. */
export function viewerCheckIns(checkIns: TeamCheckIn[], userId: number): SprintBundle['checkIns'] {
  return checkIns
    .filter((c) => c.userId === userId)
    .map((c) => ({ due_at: c.dueAt.toISOString(), status: c.status }));
}
