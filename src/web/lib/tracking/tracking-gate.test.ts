import { describe, expect, it } from 'vitest';
import { lastActionDate, mayTrack } from './tracking-gate';

const agreed = { isAgree: true, impersonator: null };

describe('tracking consent gate', () => {
  it('sends only for a person who agreed, acting as themselves, with the tracking flag not off', () => {
    expect(mayTrack(agreed, {})).toBe(true);
    expect(mayTrack(agreed, { 'my-produgie-segment-io': true })).toBe(true);
    expect(mayTrack({ ...agreed, isAgree: false }, {})).toBe(false);
    expect(mayTrack(undefined, {})).toBe(false);
    expect(mayTrack({ ...agreed, impersonator: { userId: 1, fullName: 'Op', email: 'op@x.test' } }, {})).toBe(
      false,
    );
    expect(mayTrack(agreed, { 'my-produgie-segment-io': false })).toBe(false);
  });

  it("formats lastActionDate like '05 Mar 2024'", () => {
    expect(lastActionDate(new Date('2024-03-05T10:00:00Z'))).toBe('05 Mar 2024');
    expect(lastActionDate(new Date('2026-11-28T23:00:00Z'))).toBe('28 Nov 2026');
  });
});
