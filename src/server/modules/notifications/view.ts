import type {
  Notification,
  NotificationKind,
  NotificationStatus,
  NotificationType,
} from '../../../shared/contracts/notifications';
import type { NotificationRow } from './tables';

/** A row as the panel reads it (the spec's Notification fields). */
export const notificationView = (r: NotificationRow): Notification => ({
  id: r.id,
  text: r.textKey,
  params: r.params,
  relatedId: r.relatedId,
  teamId: r.teamId,
  sprintId: r.sprintId,
  isRead: r.isRead,
  notificationDate: r.createdAt.toISOString(),
  status: r.status as NotificationStatus | null,
  notificationType: r.kind as NotificationKind,
  type: r.type as NotificationType,
  showButton: r.showButton,
  buttonText: r.buttonText,
  checkInDate: r.checkInDate,
  route: r.route,
});
