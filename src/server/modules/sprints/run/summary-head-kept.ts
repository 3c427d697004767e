import { addDays, localDateOf, localToUtc, REVIEW_WINDOW_DAYS } from '../../../../shared/domain/sprint-time';
import type { CrewFacts, SprintBundle, SprintRow } from './repo';
import { scheduleDates } from './schedule-dates';
import { type SummaryHead, scheduleOf, summaryHead } from './summary';

const DAY_MS = 86_400_000;
/** how much earlier than computed a progress step is assumed, against the float rounding of its instant */
const STEP_MARGIN_MS = 1_000;
const KEPT = 500;

interface Kept {
  /** the sprint row and check-ins the head was written from */
  key: string;
  /** [from, until): the instants (ms) between which no field of the head changes */
  from: number;
  until: number;
  head: SummaryHead;
  /** the head as JSON text */
  fields: string;
}
const kept = new Map<number, Kept>();

/**
 * The first instant after `t` at which a field of `summaryHead` can change, or earlier (never later): the next
 * local midnight (current week, days left, review phase), a check-in (its status; the next check-in the
 * millisecond after), a send-out, the end of the review week, the next step of the timeline's progress (0.1%).
 */
export function headChangesAt(s: SprintRow, t: number): number {
  const schedule = scheduleOf(s);
  if (!schedule) return Number.POSITIVE_INFINITY; // no schedule: nothing in the head reads the time
  const dates = scheduleDates(schedule);
  const now = new Date(t);
  let until = localToUtc(addDays(localDateOf(now, s.timezone), 1), '00:00', s.timezone).getTime();
  const at = (v: number) => {
    if (v > t && v < until) until = v;
  };
  for (const d of dates.checkIns) at(d.getTime() === t ? t + 1 : d.getTime());
  for (const d of dates.sendOuts) at(d.getTime());
  const { startsAt, endsAt } = dates.window;
  const start = startsAt.getTime();
  const end = endsAt.getTime();
  at(end + REVIEW_WINDOW_DAYS * DAY_MS);
  if (t < start) at(start);
  else if (t < end) {
    const step = Math.round(((t - start) / (end - start)) * 1000);
    at(Math.max(t + 1, Math.floor(start + ((step + 0.5) / 1000) * (end - start)) - STEP_MARGIN_MS));
  }
  return until;
}

/**
 * `summaryHead` and its JSON text, kept per sprint while neither its row, its check-ins nor its crew's answers change and the time
 * stays before the head's next change (decision 0062): the dashboard's reads in between answer the same fields
 * without the time-zone conversions and the timeline's lists being written again.
 */
export function keptHead(
  s: SprintRow,
  checkIns: SprintBundle['checkIns'],
  crewFacts: CrewFacts,
  now: Date,
): { head: SummaryHead; fields: string } {
  const t = now.getTime();
  const key = JSON.stringify([s, checkIns, crewFacts]);
  const known = kept.get(s.id);
  if (known && known.key === key && known.from <= t && t < known.until) return known;
  const head = summaryHead(s, checkIns, crewFacts, now);
  const fresh: Kept = { key, from: t, until: headChangesAt(s, t), head, fields: JSON.stringify(head) };
  if (kept.size >= KEPT) kept.clear();
  kept.set(s.id, fresh);
  return fresh;
}
