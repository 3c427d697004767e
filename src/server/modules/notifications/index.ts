import type { GuestTokenService } from '../../platform/auth/guest-tokens';
import { ownerLookupOf } from '../../platform/auth/owners';
import type { Outbound } from '../../platform/http/outbound';
import type { Mailer } from '../../platform/mail/outbox';
import { defineModule } from '../../platform/module';
import { createCalendarRepo } from './calendar/repo';
import { calendarRoutes } from './calendar/routes';
import { createCalendarService } from './calendar/service';
import { debugRoutes } from './debug-routes';
import type { NotificationCalendarPort, NotificationsDeps } from './deps';
import { createEmailRepo } from './email/repo';
import { emailRoutes } from './email/routes';
import { createEmailService } from './email/service';
import { createJobsViewRepo } from './jobs-view/repo';
import { jobsViewRoutes } from './jobs-view/routes';
import { createJobsViewService } from './jobs-view/service';
import { createNotificationsPersonalData } from './personal-data';
import { createNotificationsRepo } from './repo';
import { notificationServiceRoutes, notificationTeamRoutes } from './routes';
import { seedNotificationsDemo } from './seed';
import { createNotificationsService } from './service';
import { notifications as notificationsTable } from './tables';
import { createTrackingForward, type SegmentTarget } from './tracking/forward';
import { createTrackingRepo } from './tracking/repo';
import { trackingRoutes } from './tracking/routes';
import { seedTrackingDemo } from './tracking/seed';
import { createTrackingService } from './tracking/service';

export type {
  NotificationCalendarPort,
  NotificationPeoplePort,
  NotificationTeamsPort,
  NotifyDonePort,
  NotifyInput,
  NotifyPort,
  TaskDonePort,
} from './deps';

/**
 * The notifications module: the notification centre (the bell and its panel), the `notify` port every producing
 * module calls inside its own transaction, and live delivery to the person's sockets on every instance.
 */
export function createNotificationsModule(
  deps: NotificationsDeps & {
    mailer: Mailer;
    guestTokens: GuestTokenService;
    publicUrl: string;
    /** the calendar feed's sources (sprints, plan, teams) */
    calendar: NotificationCalendarPort;
    /** the server secret the calendar feed tokens are derived from */
    secret: string;
    /** the jobs platform's retry of a failed job (the operators' jobs view) */
    retryJob(id: number): Promise<boolean>;
    /** production (no demo data): the debug page's emit is for ADMIN only */
    debugAdminOnly: boolean;
    /** where tracking events are forwarded in batches (SEGMENT_WRITE_KEY); null: only stored */
    segment: SegmentTarget | null;
    /** the forwarding posts connect through it: never to an internal address unless OUTBOUND_ALLOW names it */
    outbound: Pick<Outbound, 'fetch'>;
  },
) {
  const repo = createNotificationsRepo(deps.db);
  const emailRepo = createEmailRepo(deps.db);
  const email = createEmailService(deps, emailRepo);
  const service = createNotificationsService(deps, repo, email);
  const calendar = createCalendarService(deps, createCalendarRepo(deps.db));
  const trackingRepo = createTrackingRepo(deps.db);
  const tracking = createTrackingService(deps, trackingRepo);
  const forward = createTrackingForward(deps, trackingRepo);
  const jobsView = createJobsViewService({ retry: deps.retryJob }, createJobsViewRepo(deps.db));
  return defineModule({
    name: 'notifications',
    owners: {
      notification: ownerLookupOf(deps.db, 'notification', notificationsTable, notificationsTable),
    },
    plugins: [
      { prefix: '/api/team', plugin: notificationTeamRoutes(service) },
      { prefix: '/api/notification', plugin: notificationServiceRoutes(service) },
      { prefix: '/api/notification', plugin: emailRoutes(email) },
      { prefix: '/api/calendar', plugin: calendarRoutes(calendar) },
      { prefix: '/api/user', plugin: trackingRoutes(tracking) },
      { prefix: '/api/user', plugin: jobsViewRoutes(jobsView) },
      {
        prefix: '/api/notification',
        plugin: debugRoutes({ realtime: deps.realtime, adminOnly: deps.debugAdminOnly }),
      },
    ],
    jobs: [...service.jobs, ...email.jobs, ...forward.jobs],
    schedules: [...email.schedules, ...forward.schedules],
    seeds: [
      {
        // member@: read and unread notifications of several kinds and a calendar feed; manager@: a daily digest
        name: 'notifications',
        run: async (ids) => {
          await seedNotificationsDemo(
            repo,
            emailRepo,
            ids,
            deps.clock.now(),
            async (id) => (await deps.people.byId(id))?.fullName ?? '',
          );
          await calendar.sync({ userId: ids.user('member@demo.test'), clientId: ids.org('demo') });
          await seedTrackingDemo(trackingRepo, ids, deps.clock.now());
        },
      },
    ],
    api: {
      /** The data export: the person's notifications (as the bell words them) and e-mail choices. */
      personalData: createNotificationsPersonalData(deps.db),
      /** The notify port: `notify(tx, { userId, clientId, kind, textKey, dedupKey, ... })` (see deps.ts). */
      notify: service.notify,
      /** The notify-done port: `done(tx, { userId, dedupKey })` completes that ACTIVE notification (deps.ts). */
      notifyDone: service.done,
      /** The task-done port: `taskDone(tx, { userId, clientId, task: 'GLA' })` completes what asked for it. */
      taskDone: service.taskDone,
      service,
      email,
      repo,
      calendar,
      tracking,
      /** hands stored tracking events to forwarding batch jobs now (the schedule does it every 10 s) */
      forwardTracking: forward.handOut,
    },
  });
}
