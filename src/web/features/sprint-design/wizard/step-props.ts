import type { DesignBody, DesignedSprint } from '../api/design';

/** What every wizard step is given. */
export interface StepProps {
  design: DesignedSprint;
  /** saves this step (the id is added) and moves on */
  save(body: Omit<DesignBody, 'id'>): void;
  busy: boolean;
  onBack?: () => void;
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A weekday's name in a language (ISO 1 Monday .. 7 Sunday). */
export function weekdayName(lng: string, isoWeekday: number): string {
  // 2026-11-23 is a Monday
  return new Intl.DateTimeFormat(lng, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 22 + isoWeekday)),
  );
}

/** Today's date (YYYY-MM-DD) in a zone. */
export function todayInZone(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}
