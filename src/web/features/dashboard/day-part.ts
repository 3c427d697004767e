export type DayPart = 'morning' | 'afternoon' | 'evening';

/** The greeting's part of the day from the local hour: 5-11 morning, 12-17 afternoon, otherwise evening. */
export function dayPart(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/** The first name to greet someone by: the first word of the full name. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/u)[0] ?? '';
}
