import type { Notification } from '../../../shared/contracts/notifications';

/** The GLA survey, where a manager's GLA request leads. */
export const GLA_SURVEY_PATH = '/explore/growth-leader-assessment-v2';
/** The sprint dashboard and the kanban board (stand-up and activity kinds). */
export const SPRINT_DASHBOARD_PATH = '/sprint-dashboard';

/** Where a notification's action button leads: a dialog (check-ins) or a page. */
export type NotificationAction = { dialog: 'checkIn' | 'standUp' } | { path: string } | null;

/** A notification shows its action button while ACTIVE or, without a status, while unread (spec). */
export function showsButton(n: Pick<Notification, 'showButton' | 'status' | 'isRead'>): boolean {
  if (!n.showButton) return false;
  return n.status ? n.status === 'ACTIVE' : !n.isRead;
}

/**
 * Routes by kind: check-ins open the check-in dialog, a team sprint's stand-up the stand-up form, other stand-ups
 * and activities the sprint dashboard or the kanban (the producer's route when it names one), a GLA request the
 * survey, a plan comment the plan's section, and the other kinds their producer's route.
 */
export function actionOf(
  n: Pick<Notification, 'notificationType' | 'route'> & { teamId?: number | null },
): NotificationAction {
  switch (n.notificationType) {
    case 'CHECK_IN':
      return { dialog: 'checkIn' };
    case 'STAND_UP':
      if (n.teamId) return { dialog: 'standUp' };
      return { path: n.route ?? SPRINT_DASHBOARD_PATH };
    case 'ACTIVITY':
    case 'UNSCHEDULED_ACTIVITY':
      return { path: n.route ?? SPRINT_DASHBOARD_PATH };
    case 'GLA_REQUEST':
      return { path: n.route ?? GLA_SURVEY_PATH };
    default:
      return n.route ? { path: n.route } : null;
  }
}
