import {
  NOTIFICATION_TOPIC,
  NOTIFICATIONS_READ_TOPIC,
  type NotificationEvent,
} from '../../../shared/contracts/notifications';
import type { Principal } from '../../platform/auth/access';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { defineJob } from '../../platform/jobs/types';
import { NOTIFICATION_TASKS, type NotificationsDeps, type NotificationTask, type NotifyInput } from './deps';
import type { NotificationsRepo } from './repo';
import type { NotificationRow } from './tables';
import { notificationView } from './view';

declare module '../../platform/jobs/types' {
  interface JobPayloads {
    /** sends a committed notification to its person's sockets (every instance) */
    'notification.deliver': { notificationId: number };
    /** tells a person's sockets (every instance) that their notifications changed, after the change committed */
    'notification.changed': { userId: number };
  }
}

/**
 * The notification centre: the notify port (insert deduplicated, deliver after commit through a job) and the
 * person's own calls (list, unread count, mark read, mark all read, complete). A person sees only their own
 * notifications with no team or a team they belong to; anything else is 404.
 */
export function createNotificationsService(
  deps: NotificationsDeps,
  repo: NotificationsRepo,
  email: { mailNow(n: NotificationRow): Promise<void> },
) {
  const teamIds = (p: Principal) => deps.teams.teamIdsOf(p.userId, p.clientId);
  const readChanged = (userId: number) => deps.realtime.toUser(userId, NOTIFICATIONS_READ_TOPIC, {});

  async function notify(tx: Db, input: NotifyInput): Promise<number | null> {
    const row = await repo.insert(
      {
        clientId: input.clientId,
        userId: input.userId,
        teamId: input.teamId ?? null,
        sprintId: input.sprintId ?? null,
        relatedId: input.relatedId ?? null,
        kind: input.kind,
        type: input.type ?? 'UPDATE',
        textKey: input.textKey,
        params: input.params ?? {},
        route: input.route ?? null,
        status: input.status ?? null,
        showButton: input.showButton ?? false,
        buttonText: input.buttonText ?? null,
        checkInDate: input.checkInDate ?? null,
        dedupKey: input.dedupKey,
        createdAt: deps.clock.now(),
      },
      tx,
    );
    if (!row) return null;
    // the job exists only if the producer's transaction commits; it then runs once, on one instance
    await deps.jobs.enqueue('notification.deliver', { notificationId: row.id }, {}, tx);
    return row.id;
  }

  /** The NotifyDonePort: the ACTIVE notification with this key is done; the person's panels refetch after commit. */
  async function done(tx: Db, input: { userId: number; dedupKey: string }): Promise<boolean> {
    const changed = await repo.completeByKey(input.userId, input.dedupKey, deps.clock.now(), tx);
    if (changed) await deps.jobs.enqueue('notification.changed', { userId: input.userId }, {}, tx);
    return changed;
  }

  /** The TaskDonePort: the person did the task; what asked for it is done (the bell refetches after commit). */
  async function taskDone(
    tx: Db,
    input: { userId: number; clientId: number; task: NotificationTask },
  ): Promise<number> {
    const changed = await repo.completeByTextKeys(
      input.userId,
      input.clientId,
      NOTIFICATION_TASKS[input.task],
      deps.clock.now(),
      tx,
    );
    if (changed) await deps.jobs.enqueue('notification.changed', { userId: input.userId }, {}, tx);
    return changed;
  }

  const changedJob = defineJob({
    name: 'notification.changed',
    maxAttempts: 3,
    handler: async ({ userId }) => readChanged(userId),
  });

  const deliver = defineJob({
    name: 'notification.deliver',
    maxAttempts: 5,
    backoffMs: 2000,
    handler: async ({ notificationId }) => {
      const row = await repo.byIdOnly(notificationId);
      if (!row) return;
      const event: NotificationEvent = { notification: notificationView(row) };
      deps.realtime.toUser(row.userId, NOTIFICATION_TOPIC, event);
      // the kinds that matter also go out by e-mail now (or wait for the digest), as the person chose
      await email.mailNow(row);
    },
  });

  return {
    notify,
    done,
    taskDone,
    jobs: [deliver, changedJob],

    async list(p: Principal, filter: 'ALL' | 'UNREAD') {
      const rows = await repo.list(p.userId, p.clientId, await teamIds(p), filter === 'UNREAD');
      return rows.map(notificationView);
    },

    async unreadCount(p: Principal) {
      return repo.unreadCount(p.userId, p.clientId, await teamIds(p));
    },

    async markAsRead(p: Principal, id: number) {
      const row = await repo.byId(p.userId, p.clientId, id, await teamIds(p));
      if (!row) throw notFound('The notification');
      const changed = await repo.markRead(p.userId, p.clientId, id, deps.clock.now());
      if (changed) readChanged(p.userId);
      return notificationView(changed ?? row);
    },

    async markAllAsRead(p: Principal) {
      const ids = await teamIds(p);
      const marked = await repo.markAllRead(p.userId, p.clientId, ids, deps.clock.now());
      if (marked) readChanged(p.userId);
      return { marked, unread: await repo.unreadCount(p.userId, p.clientId, ids) };
    },

    /** The person did what the notification asked: COMPLETED and read (its button goes). */
    async complete(p: Principal, id: number) {
      const row = await repo.byId(p.userId, p.clientId, id, await teamIds(p));
      if (!row) throw notFound('The notification');
      const done = await repo.complete(p.userId, p.clientId, id, deps.clock.now());
      readChanged(p.userId);
      return notificationView(done ?? row);
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
