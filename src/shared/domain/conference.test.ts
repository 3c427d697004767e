import { describe, expect, it } from 'vitest';
import { conferenceLink } from './conference';

describe('the video link of a meeting', () => {
  it('is a Jitsi room per meeting, the own room for every meeting, or none', () => {
    const jitsi = { provider: 'JITSI' as const, roomUrl: null, slug: '3f9a0c1d2e4b5a69' };
    expect(conferenceLink(jitsi, 42)).toBe('https://meet.jit.si/Stride-3f9a0c1d2e4b5a69-42');
    expect(conferenceLink(jitsi, 43)).not.toBe(conferenceLink(jitsi, 42));
    const own = { provider: 'OWN_ROOM' as const, roomUrl: 'https://meet.example.com/dana', slug: null };
    expect(conferenceLink(own, 42)).toBe('https://meet.example.com/dana');
    expect(conferenceLink(own, 43)).toBe('https://meet.example.com/dana');
    expect(conferenceLink({ provider: 'NONE', roomUrl: null, slug: null }, 42)).toBeNull();
    expect(conferenceLink(null, 42)).toBeNull();
  });
});
