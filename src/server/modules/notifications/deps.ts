import type {
  NotificationKind,
  NotificationStatus,
  NotificationType,
} from '../../../shared/contracts/notifications';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { JobsQueue } from '../../platform/jobs/types';
import type { Realtime } from '../../platform/realtime/socket';

/** What the notifications module needs of teams: the teams a person belongs to (team filtering). */
export interface NotificationTeamsPort {
  teamIdsOf(userId: number, clientId: number): Promise<number[]>;
}

/** What the notifications module needs of identity: a person's address, name and language (e-mail). */
export interface NotificationPeoplePort {
  byId(id: number): Promise<{ id: number; email: string; fullName: string; language: string } | null>;
  /** many people in one read (the daily digest); unknown ids are left out */
  byIds(
    ids: readonly number[],
  ): Promise<Map<number, { email: string; fullName: string; language: string | null }>>;
}

export interface NotificationsDeps {
  people: NotificationPeoplePort;
  db: Db;
  clock: Clock;
  jobs: JobsQueue;
  realtime: Pick<Realtime, 'toUser'>;
  teams: NotificationTeamsPort;
}

/**
 * One notification to create (the `notify` port). `textKey` names the text in the web's `notifications`
 * namespace (`kinds.<textKey>`), filled with `params`; `dedupKey` makes a second call for the same thing a no-op
 * (unique per person, e.g. `plan-comment:<commentId>`).
 */
export interface NotifyInput {
  userId: number;
  clientId: number;
  kind: NotificationKind;
  /** default UPDATE */
  type?: NotificationType;
  textKey: string;
  params?: Record<string, string | number>;
  /** the web path the action button opens */
  route?: string | null;
  dedupKey: string;
  teamId?: number | null;
  sprintId?: number | null;
  relatedId?: number | null;
  showButton?: boolean;
  /** the button label's key (`buttons.<buttonText>`) */
  buttonText?: string | null;
  /** ACTIVE for an action that waits to be done (the button shows while ACTIVE) */
  status?: NotificationStatus | null;
  /** YYYY-MM-DD, for check-in kinds */
  checkInDate?: string | null;
}

/**
 * The port other modules call to tell a person something, inside their own transaction: the notification exists
 * exactly when the producer's change does, and goes live (socket, e-mail) after it commits. Answers the new id,
 * or null when the person had one with this dedupKey already.
 */
export type NotifyPort = (tx: Db, input: NotifyInput) => Promise<number | null>;

/**
 * The port a producer calls, inside its own transaction, when the person did what its ACTIVE notification asked
 * (a check-in completed however it was opened): that notification becomes COMPLETED and read, its button goes,
 * and after commit the person's open panels refetch. Answers whether there was one.
 */
export type NotifyDonePort = (tx: Db, done: { userId: number; dedupKey: string }) => Promise<boolean>;

/**
 * The tasks a notification may ask of a person, by the text keys that ask it (request, reminder, redo): when the
 * person finishes the task, every one of those still open becomes done, in the bell and in the digests.
 */
export const NOTIFICATION_TASKS = {
  GLA: ['glaRequest', 'glaRemind', 'glaRedo'],
} as const;
export type NotificationTask = keyof typeof NOTIFICATION_TASKS;

/** The port a module calls, in its own transaction, when the person finished a task (the GLA submitted). */
export type TaskDonePort = (
  tx: Db,
  done: { userId: number; clientId: number; task: NotificationTask },
) => Promise<number>;

/**
 * What the calendar feed reads of other modules (filled in registry.ts): a person's running sprints' weekly
 * check-in slots and meetings (sprints), their plan milestones (plan) and their teams' milestones (teams).
 */
export interface NotificationCalendarPort {
  sprintItems(
    userId: number,
    clientId: number,
  ): Promise<
    Array<
      | { kind: 'CHECK_IN'; id: number; title: string; start: Date; recurrence: string; timeZone: string }
      | {
          kind: 'MEETING';
          id: number;
          title: string;
          sprintTitle: string;
          start: Date;
          end: Date;
          timeZone: string;
        }
    >
  >;
  planMilestones(
    userId: number,
    clientId: number,
    fromYear: number,
  ): Promise<Array<{ id: number; title: string; date: string }>>;
  teamMilestones(
    userId: number,
    clientId: number,
  ): Promise<Array<{ id: number; title: string; date: string; teamName: string }>>;
}
