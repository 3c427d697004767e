/**
 * An activity's meeting happens while its sprint runs: from the sprint's first instant to its last (both UTC, the
 * sprint's own days in its zone). The server refuses a meeting outside them; the activity dialog limits its date
 * field to the same days.
 */

type Instant = Date | string;
const ms = (v: Instant) => (typeof v === 'string' ? Date.parse(v) : v.getTime());

/** Where a meeting falls outside its sprint ('before-start' or 'after-end'), or null when it is inside it. */
export function meetingOutsideSprint(
  meeting: { start: Instant; end: Instant },
  sprint: { startsAt: Instant | null; endsAt: Instant | null },
): 'before-start' | 'after-end' | null {
  if (sprint.startsAt && ms(meeting.start) < ms(sprint.startsAt)) return 'before-start';
  if (sprint.endsAt && ms(meeting.end) > ms(sprint.endsAt)) return 'after-end';
  return null;
}
