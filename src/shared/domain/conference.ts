/**
 * How a person's activity meetings get their video link (the calendar's conference provider, issue 33 point 13):
 * none; a room of the open Jitsi Meet service, one per meeting, named by a random slug of the person's and the
 * meeting's id (nobody can guess another person's rooms); or the person's own meeting room, the same for all.
 * One derivation: the server writes it into the invitation (.ics) and the page shows the same link.
 */
export const CONFERENCE_PROVIDERS = ['NONE', 'JITSI', 'OWN_ROOM'] as const;
export type ConferenceProvider = (typeof CONFERENCE_PROVIDERS)[number];

export interface ConferenceChoice {
  provider: ConferenceProvider;
  /** OWN_ROOM: the room's https address */
  roomUrl: string | null;
  /** JITSI: the person's random slug (hex) */
  slug: string | null;
}

/** The public Jitsi Meet service: rooms exist as soon as someone opens their address. */
export const JITSI_BASE = 'https://meet.jit.si';

/** The video link of one meeting, or null when the person chose none. */
export function conferenceLink(choice: ConferenceChoice | null, meetingId: number): string | null {
  if (!choice) return null;
  if (choice.provider === 'OWN_ROOM') return choice.roomUrl;
  if (choice.provider === 'JITSI' && choice.slug) return `${JITSI_BASE}/Stride-${choice.slug}-${meetingId}`;
  return null;
}
