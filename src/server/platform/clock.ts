/**
 * The one clock of the server. Everything that asks "what time is it?" (jobs, deadlines, sprint weeks, survey
 * windows) asks it, so tests move time forward instead of waiting. Production uses the system clock.
 */
export interface Clock {
  /** the current instant */
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand: it starts at `start` and only moves when told. */
export function createManualClock(start: Date = new Date()): Clock & {
  /** moves the clock forward by ms (or back, with a negative number) */
  advance(ms: number): void;
  set(at: Date): void;
} {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
    set(d: Date) {
      at = d.getTime();
    },
  };
}
