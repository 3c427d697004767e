import type { TFunction } from 'i18next';
import { relativeTime } from '../../../shared/domain/relative-time';

/** 'Today', '3 days ago' ... in the interface language (keys in common:relativeTime). */
export function translateRelativeTime(
  t: TFunction,
  date: Date | string | number,
  now?: Date | number,
): string {
  const value = relativeTime(date, now);
  return value.key === 'today'
    ? t('common:relativeTime.today')
    : t(`common:relativeTime.${value.key}`, { count: value.count });
}
