import { and, eq } from 'drizzle-orm';
import type { SeedStep } from '../../../platform/module';
import type { SprintsDeps } from '../deps';
import { sprintCrew, sprints } from '../tables';
import { createFeedbackRepo } from './repo';
import type { SendOut } from './send-out';
import { sprintFeedbackRequests } from './tables';

const DAY_MS = 86_400_000;

/**
 * Issue 10's demo feedback on member@'s sprint (week 3; send-outs on days 7 and 14): a Mentor joins the crew; the
 * first send-out was answered by the Peer, the Coach and the Mentor; the scheduler's run now makes the second
 * send-out (mails in the outbox), which the Coach and the Mentor answered; Max Manager's (manager@demo.test)
 * request is still open, its link waiting in the demo mailbox. Advice from the Peer and the Manager.
 */
export function feedbackSeed(
  deps: Pick<SprintsDeps, 'db' | 'clock'>,
  sendOut: Pick<SendOut, 'run'>,
): SeedStep {
  const repo = createFeedbackRepo(deps.db);
  return {
    name: 'sprints (feedback)',
    async run(ids) {
      const { db } = deps;
      const [sprint] = await db
        .select()
        .from(sprints)
        .where(and(eq(sprints.userId, ids.user('member@demo.test')), eq(sprints.status, 'IN_PROGRESS')));
      if (!sprint?.startsAt) return;
      const [mentor] = await db
        .insert(sprintCrew)
        .values({
          sprintId: sprint.id,
          clientId: sprint.clientId,
          name: 'Maya Mentor',
          email: 'maya.mentor@example.test',
          role: 'Mentor',
          status: 'INVITED',
          invitedAt: sprint.startsAt,
        })
        .returning();
      const crew = await db.select().from(sprintCrew).where(eq(sprintCrew.sprintId, sprint.id));
      const byRole = (role: string) => crew.find((c) => c.role === role)!;
      const items = await repo.scoredItems(sprint.id);
      const scores = (base: number) =>
        items.map((item, i) => ({ itemId: item.id, score: Math.min(100, base + i * 10) }));
      const at = (days: number, hour = 9) =>
        new Date(sprint.startsAt!.getTime() + days * DAY_MS + hour * 3_600_000);

      // the first send-out (day 7), answered by three of four
      const first = await db
        .insert(sprintFeedbackRequests)
        .values(
          crew.map((c) => ({
            sprintId: sprint.id,
            clientId: sprint.clientId,
            crewId: c.id,
            type: 'FIRST',
            dueAt: at(7),
            deadlineAt: at(14),
            mailedAt: at(7),
          })),
        )
        .returning();
      const firstOf = (crewId: number) => first.find((r) => r.crewId === crewId)!;
      const answers = [
        {
          c: byRole('Peer'),
          day: 8,
          base: 40,
          text: 'You asked good questions in the planning; let people finish first.',
        },
        {
          c: byRole('Coach'),
          day: 9,
          base: 55,
          text: 'Clearer than last month. Name the decision you need up front.',
        },
        { c: mentor, day: 10, base: 60, text: 'You held the hard conversation with the vendor well.' },
      ];
      await db.transaction(async (tx) => {
        for (const a of answers)
          await repo.insertFeedback(
            {
              sprintId: sprint.id,
              clientId: sprint.clientId,
              crewId: a.c.id,
              requestId: firstOf(a.c.id).id,
              type: 'FIRST',
              comment: a.text,
              scores: scores(a.base),
              now: at(a.day, 15),
            },
            tx,
          );
      });
      // the second send-out (day 14) is made by the scheduler: requests and mails to all four
      await sendOut.run();
      const second = await db
        .select()
        .from(sprintFeedbackRequests)
        .where(
          and(eq(sprintFeedbackRequests.sprintId, sprint.id), eq(sprintFeedbackRequests.type, 'WEEKLY')),
        );
      const now = deps.clock.now();
      await db.transaction(async (tx) => {
        for (const [c, base, text] of [
          [byRole('Coach'), 65, 'The stand-up risk call was exactly right. Keep it short.'],
          [mentor, 70, 'More candid this week; ask for the counter-argument too.'],
        ] as const) {
          const request = second.find((r) => r.crewId === c.id);
          if (!request) continue;
          await repo.insertFeedback(
            {
              sprintId: sprint.id,
              clientId: sprint.clientId,
              crewId: c.id,
              requestId: request.id,
              type: 'WEEKLY',
              comment: text,
              scores: scores(base),
              now: new Date(now.getTime() - (c.id === mentor.id ? 1 : 3) * 3_600_000),
            },
            tx,
          );
        }
        await repo.insertAdvice(
          {
            sprintId: sprint.id,
            clientId: sprint.clientId,
            crewId: byRole('Peer').id,
            text: 'Try writing the one thing you held back in the meeting notes, then say it next time.',
            now: at(11, 12),
          },
          tx,
        );
        await repo.insertAdvice(
          {
            sprintId: sprint.id,
            clientId: sprint.clientId,
            crewId: byRole('Manager').id,
            text: 'Bring one candid observation to our next one-to-one; I will do the same.',
            now: at(12, 16),
          },
          tx,
        );
      });
    },
  };
}
