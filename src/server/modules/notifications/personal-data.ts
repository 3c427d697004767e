import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '../../../shared/enums';
import type { Db } from '../../platform/db/client';
import { translator } from '../../platform/i18n';
import { notificationEmailPreferences, notifications } from './tables';

/** Kinds whose `name` is a sprint crew member: the crew's identity goes only where its anonymity rule lets it. */
const CREW_KINDS = new Set(['FEEDBACK']);

/**
 * The person's notifications and e-mail choices for their data export (issue 34 point 8): each notification with
 * its text as the bell shows it, in the export's language. A crew member's name is left out of feedback
 * notifications (the export's feedback file names crew only where the crew anonymity rule allows).
 */
export function createNotificationsPersonalData(db: Db) {
  return async (userId: number, clientId: number, language: Language) => {
    const t = translator(language);
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.clientId, clientId), eq(notifications.userId, userId)))
      .orderBy(asc(notifications.createdAt), asc(notifications.id));
    const prefs = await db
      .select({ kind: notificationEmailPreferences.kind, mode: notificationEmailPreferences.mode })
      .from(notificationEmailPreferences)
      .where(
        and(
          eq(notificationEmailPreferences.clientId, clientId),
          eq(notificationEmailPreferences.userId, userId),
        ),
      );
    return {
      notifications: rows.map((n) => {
        const params: Record<string, string | number> = { ...n.params };
        if (CREW_KINDS.has(n.kind) && 'name' in params) params.name = t('data-export:archive.crewMember');
        return {
          id: n.id,
          kind: n.kind,
          type: n.type,
          text: t(`notifications:kinds.${n.textKey}`, {
            ...params,
            defaultValue: t('notifications:kinds.fallback'),
          }),
          route: n.route,
          status: n.status,
          isRead: n.isRead,
          readAt: n.readAt?.toISOString() ?? null,
          mailedAt: n.mailedAt?.toISOString() ?? null,
          createdAt: n.createdAt.toISOString(),
        };
      }),
      emailChoices: prefs,
    };
  };
}
