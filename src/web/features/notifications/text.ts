import type { TFunction } from 'i18next';
import type { Notification } from '../../../shared/contracts/notifications';

/** A notification's text in the interface language (kinds.<text>, filled with its params). */
export function notificationText(t: TFunction, n: Pick<Notification, 'text' | 'params'>): string {
  return t(`notifications:kinds.${n.text}`, { ...n.params, defaultValue: t('notifications:kinds.fallback') });
}

export function buttonText(t: TFunction, n: Pick<Notification, 'buttonText'>): string {
  return t(`notifications:buttons.${n.buttonText ?? 'open'}`, {
    defaultValue: t('notifications:buttons.open'),
  });
}
