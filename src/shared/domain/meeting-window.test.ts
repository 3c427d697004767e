import { describe, expect, it } from 'vitest';
import { meetingOutsideSprint } from './meeting-window';

const sprint = { startsAt: '2026-11-23T00:00:00Z', endsAt: '2026-12-20T23:59:59Z' };

describe('meetingOutsideSprint', () => {
  it('accepts a meeting while the sprint runs, up to its first and last instants', () => {
    expect(
      meetingOutsideSprint({ start: '2026-11-23T00:00:00Z', end: '2026-11-23T00:30:00Z' }, sprint),
    ).toBeNull();
    expect(
      meetingOutsideSprint({ start: '2026-12-20T23:00:00Z', end: '2026-12-20T23:59:59Z' }, sprint),
    ).toBeNull();
  });
  it('names the side a meeting falls outside', () => {
    expect(meetingOutsideSprint({ start: '2026-11-22T23:30:00Z', end: '2026-11-23T00:30:00Z' }, sprint)).toBe(
      'before-start',
    );
    expect(meetingOutsideSprint({ start: '2030-01-10T09:00:00Z', end: '2030-01-10T10:00:00Z' }, sprint)).toBe(
      'after-end',
    );
    expect(
      meetingOutsideSprint(
        { start: new Date('2026-12-20T23:30:00Z'), end: new Date('2026-12-21T00:30:00Z') },
        sprint,
      ),
    ).toBe('after-end');
  });
  it('has nothing to hold a meeting to before the sprint has dates', () => {
    expect(
      meetingOutsideSprint(
        { start: '2030-01-10T09:00:00Z', end: '2030-01-10T10:00:00Z' },
        { startsAt: null, endsAt: null },
      ),
    ).toBeNull();
  });
});
