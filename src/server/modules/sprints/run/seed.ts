import { addDays, isoWeekday, localDateOf } from '../../../../shared/domain/sprint-time';
import type { SeedStep } from '../../../platform/module';
import type { SprintsDeps } from '../deps';
import { seedFinishedRecord } from './seed-record';
import { insertSprintRows } from './sprint-rows';

/**
 * Issue 9's demo sprints: member@ has a personal sprint in progress (week 3 of 8, three crew members, activities
 * in every column, two past check-in dates and today's); manager@ one finished sprint in the portfolio; user@ none.
 */
export function sprintRunSeed(deps: Pick<SprintsDeps, 'db' | 'clock' | 'people'>): SeedStep {
  return {
    name: 'sprints (run)',
    async run(ids) {
      const clientId = ids.org('demo');
      // a crew member with an account is that person: linked, and named as the account is (issue 30, point 5)
      const colleague = async (email: string, role: 'Manager' | 'Team') => {
        const person = await deps.people.byId(ids.user(email));
        if (!person) throw new Error(`the demo person ${email} is missing`);
        return { userId: person.id, name: person.fullName, email: person.email, role };
      };
      const now = deps.clock.now();
      const today = localDateOf(now, 'UTC');
      const start = addDays(today, -16);
      const at = (days: number, hour: number) =>
        new Date(Date.parse(`${addDays(today, days)}T00:00:00Z`) + hour * 3_600_000);
      await insertSprintRows(deps.db, {
        clientId,
        userId: ids.user('member@demo.test'),
        templateCode: 'CAND-1',
        startDate: start,
        durationWeeks: 8,
        // check-ins on the first day's weekday + 2 at midnight: days 2 and 9 have passed (completed by the
        // check-ins seed), today's is open (whenever the demo starts), the next is in a week
        checkInWeekday: ((isoWeekday(start) + 1) % 7) + 1,
        checkInTime: '00:00',
        crew: [
          await colleague('manager@demo.test', 'Manager'),
          { name: 'Priya Peer', email: 'priya.peer@example.test', role: 'Peer' },
          { name: 'Colin Coach', email: 'colin.coach@example.test', role: 'Coach' },
        ],
        activities: [
          {
            title: 'Ask Priya for feedback after the planning meeting',
            status: 'TODO',
            meetingStart: at(2, 14),
            crew: [1],
          },
          { title: 'Write down one thing I held back this week', status: 'TODO' },
          {
            title: 'Coaching session on difficult conversations',
            status: 'IN_PROGRESS',
            meetingStart: at(1, 10),
            minutes: 45,
            crew: [2],
          },
          { title: 'Raise the release risk in the stand-up', status: 'IN_PROGRESS' },
          { title: 'Read the chapter on candid feedback', status: 'DONE' },
          {
            title: 'One-to-one with Max on the roadmap',
            status: 'DONE',
            meetingStart: at(-5, 9),
            crew: [0],
          },
        ],
      });
      // manager@'s finished sprint ran as the certificate's criteria ask (issue 30, point 11): a crew of two (their
      // own manager and a team member) in a done feedforward, four completed check-ins, final feedback of 80% and more
      const finishedStart = addDays(today, -70);
      const finished = await insertSprintRows(deps.db, {
        clientId,
        userId: ids.user('manager@demo.test'),
        templateCode: 'CAND-1',
        startDate: finishedStart,
        durationWeeks: 4,
        status: 'PORTFOLIO',
        outcomeStatus: 'COMPLETED',
        crew: [await colleague('member@demo.test', 'Team'), await colleague('admin@demo.test', 'Manager')],
        activities: [
          { title: 'Give the team direct feedback in the retrospective', status: 'DONE' },
          { title: 'Ask for feedback on my own decisions', status: 'DONE' },
          {
            title: 'Feedforward with Mia and Ada on speaking up early',
            status: 'DONE',
            meetingStart: new Date(Date.parse(`${addDays(finishedStart, 9)}T10:00:00Z`)),
            crew: [0, 1],
          },
        ],
        review: { choice: 3, reflection: 'Saying the hard thing early saved us two weeks of rework.' },
      });
      await seedFinishedRecord(deps.db, {
        clientId,
        userId: ids.user('manager@demo.test'),
        sprintId: finished.sprintId,
        startDate: finishedStart,
        weeks: 4,
        crewIds: finished.crewIds,
        scores: [86, 82, 90, 84],
      });
    },
  };
}
