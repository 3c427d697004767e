import { and, eq } from 'drizzle-orm';
import type { SeedStep } from '../../../platform/module';
import type { SprintsDeps } from '../deps';
import { sprints } from '../tables';
import type { CheckInRepo } from './repo';
import { checkInSlots } from './service';

/**
 * Demo check-ins: member@'s sprint in progress has its two past check-ins completed (scores rising, energy,
 * progress notes, rated), its items' current percentages from the latest; today's check-in waits to be done, and
 * is opened as the minute's job would open it, so the bell already holds its "check-in due" notification with
 * the button that opens the check-in.
 */
export function checkInSeed(
  deps: Pick<SprintsDeps, 'db' | 'clock'>,
  repo: CheckInRepo,
  openDue: () => Promise<number>,
): SeedStep {
  return {
    name: 'sprints (check-ins)',
    async run(ids) {
      const clientId = ids.org('demo');
      const userId = ids.user('member@demo.test');
      const [s] = await deps.db
        .select()
        .from(sprints)
        .where(
          and(eq(sprints.clientId, clientId), eq(sprints.userId, userId), eq(sprints.status, 'IN_PROGRESS')),
        );
      if (!s) return;
      await repo.ensure(s, checkInSlots(s));
      const now = deps.clock.now();
      const rows = await repo.list(clientId, s.id, userId);
      // the ones due before today (today's stays open for the person)
      const past = rows.filter((r) => r.dueAt.getTime() < now.getTime() - 86_400_000).slice(-2);
      const items = await repo.scoredItems(s.id);
      const answers = [
        {
          energy: 3,
          note: 'Named one risk in the planning meeting instead of waiting.',
          base: 35,
          rating: 4,
        },
        {
          energy: 4,
          note: 'Gave Priya direct feedback on the release plan; it landed well.',
          base: 55,
          rating: 5,
        },
      ];
      await deps.db.transaction(async (tx) => {
        for (const [k, r] of past.entries()) {
          const a = answers[k];
          const scores = items.map((i, n) => ({ itemId: i.id, score: a.base + n * 5 }));
          await repo.saveScores(r.id, scores, tx);
          const done = new Date(r.dueAt.getTime() + 3 * 3_600_000);
          await repo.update(
            r.id,
            {
              status: 'COMPLETED',
              step: 'COMPLETED',
              energyLevel: a.energy,
              progressNote: a.note,
              rating: a.rating,
              openedAt: r.dueAt,
              completedAt: done,
              ratedAt: done,
            },
            tx,
          );
          if (k === past.length - 1) await repo.setCurrent(scores, tx);
        }
      });
      await openDue();
    },
  };
}
