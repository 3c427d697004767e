import { and, eq, inArray } from 'drizzle-orm';
import { addDays, isoWeekday, localDateOf } from '../../../../shared/domain/sprint-time';
import type { SeedStep } from '../../../platform/module';
import type { SprintsDeps } from '../deps';
import { insertSprintRows } from '../run/sprint-rows';
import {
  sprintCheckInScores,
  sprintCheckIns,
  sprintItems,
  sprintStandUps,
  sprintTeamMembers,
} from '../tables';

/**
 * Issue 13's demo team sprint: Platform Team (manager@) runs one in progress, in its second week of four, with
 * manager@, member@, user@ and the team guest guest@partner.test in the sprint team; each of the three actions has
 * a lead, the members answered the stand-up on each of the last three days, and everyone's first check-in is done.
 */
export function teamSprintSeed(deps: Pick<SprintsDeps, 'db' | 'clock' | 'teams'>): SeedStep {
  return {
    name: 'sprints (team)',
    async run(ids) {
      const clientId = ids.org('demo');
      const managerId = ids.user('manager@demo.test');
      const team = (await deps.teams.managedBy(managerId, clientId)).find((t) => t.name === 'Platform Team');
      if (!team) return;
      const people = await deps.teams.members(clientId, team.id);
      const guest = people.find((m) => m.email === 'guest@partner.test' && m.accepted);
      const memberId = ids.user('member@demo.test');
      const userId = ids.user('user@demo.test');
      const sprintTeam = [managerId, memberId, userId, ...(guest ? [guest.userId] : [])];

      const now = deps.clock.now();
      const today = localDateOf(now, 'UTC');
      // week 2 of 4: started ten days ago; the weekly check-in falls on the first day's weekday
      const start = addDays(today, -10);
      const at = (days: number, hour: number) =>
        new Date(Date.parse(`${addDays(today, days)}T00:00:00Z`) + hour * 3_600_000);
      const made = await insertSprintRows(deps.db, {
        clientId,
        userId: managerId,
        teamId: team.id,
        templateCode: 'CAND-1',
        startDate: start,
        durationWeeks: 4,
        checkInWeekday: isoWeekday(start),
        checkInTime: '09:00',
        activities: [
          { title: 'Map the deployment steps that still need a person', status: 'DONE', createdBy: memberId },
          { title: 'Pair on the rollback script', status: 'IN_PROGRESS', createdBy: memberId },
          {
            title: 'Review the on-call pages of last month together',
            status: 'TODO',
            meetingStart: at(1, 14),
            minutes: 45,
            createdBy: userId,
          },
          { title: 'Write the runbook for the new pipeline', status: 'TODO', createdBy: userId },
          {
            title: 'Share the partner’s view on the release cadence',
            status: 'IN_PROGRESS',
            createdBy: guest?.userId ?? managerId,
          },
          {
            title: 'Agree the team’s definition of done for deployments',
            status: 'DONE',
            createdBy: managerId,
          },
        ],
      });
      const leads = [memberId, userId, guest?.userId ?? managerId];
      await deps.db.transaction(async (tx) => {
        await tx.insert(sprintTeamMembers).values(
          sprintTeam.map((id) => ({
            sprintId: made.sprintId,
            clientId,
            userId: id,
            type: id === managerId ? 'TEAM_MANAGER' : 'OTHER',
          })),
        );
        for (const [i, actionId] of made.actionIds.entries())
          await tx
            .update(sprintItems)
            .set({ actionLeadId: leads[i % leads.length] })
            .where(eq(sprintItems.id, actionId));
        // the first check-in (day one) completed by everyone
        const firstDue = new Date(`${start}T09:00:00Z`);
        const firsts = await tx
          .insert(sprintCheckIns)
          .values(
            sprintTeam.map((id, i) => ({
              sprintId: made.sprintId,
              clientId,
              userId: id,
              type: 'FIRST',
              dueAt: firstDue,
              status: 'COMPLETED',
              step: 'COMPLETED',
              energyLevel: 3 + (i % 2),
              rating: 4 + (i % 2),
              progressNote: i === 0 ? 'We agreed how we deploy; now we make it boring.' : null,
              openedAt: firstDue,
              completedAt: new Date(firstDue.getTime() + (i + 1) * 3_600_000),
            })),
          )
          .returning({ id: sprintCheckIns.id });
        // a completed check-in has scored every behaviour and outcome (the check-in's first two steps)
        const scored = await tx
          .select({ id: sprintItems.id })
          .from(sprintItems)
          .where(
            and(eq(sprintItems.sprintId, made.sprintId), inArray(sprintItems.kind, ['BEHAVIOUR', 'OUTCOME'])),
          );
        await tx.insert(sprintCheckInScores).values(
          firsts.flatMap((c, i) =>
            scored.map((item, k) => ({
              checkInId: c.id,
              itemId: item.id,
              score: 40 + ((i * 10 + k * 5) % 40),
            })),
          ),
        );
        // stand-up answers for the last three days
        const answers = [
          ['Mapped the manual steps of a release.', 'Automate the database migration step.', ''],
          ['Paired on the rollback script.', 'Test the rollback on staging.', 'Waiting for staging access.'],
          ['Drafted the runbook outline.', 'Fill in the alerting section.', ''],
          ['Collected our release dates.', 'Compare them with the partner’s cadence.', ''],
        ];
        for (const back of [3, 2, 1])
          await tx.insert(sprintStandUps).values(
            sprintTeam.map((id, i) => {
              const [done, next, blockers] = answers[(i + back) % answers.length];
              const when = at(-back, 9 + i);
              return {
                sprintId: made.sprintId,
                clientId,
                userId: id,
                day: addDays(today, -back),
                done,
                next,
                blockers,
                createdAt: when,
                updatedAt: when,
              };
            }),
          );
      });
    },
  };
}
