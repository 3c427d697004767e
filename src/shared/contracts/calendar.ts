import { z } from 'zod';
import { CONFERENCE_PROVIDERS } from '../domain/conference';

/**
 * The calendar's conference provider (POST /api/calendar/authorize-conference-provider): how the person's activity
 * meetings get a video link. OWN_ROOM needs the room's https address; the others take none.
 */
export const conferenceBody = z
  .object({
    provider: z.enum(CONFERENCE_PROVIDERS, { message: 'provider must be NONE, JITSI or OWN_ROOM' }),
    roomUrl: z
      .url({ protocol: /^https$/, message: 'roomUrl must be an https address' })
      .max(500, 'roomUrl must have at most 500 characters')
      .nullable()
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.provider === 'OWN_ROOM' && !b.roomUrl)
      ctx.addIssue({
        code: 'custom',
        path: ['roomUrl'],
        message: 'roomUrl: your meeting room’s address is needed',
      });
    if (b.provider !== 'OWN_ROOM' && b.roomUrl)
      ctx.addIssue({ code: 'custom', path: ['roomUrl'], message: 'roomUrl: only with provider OWN_ROOM' });
  });
export type ConferenceBody = z.infer<typeof conferenceBody>;
export const conferenceResponse = z.object({
  provider: z.enum(CONFERENCE_PROVIDERS),
  roomUrl: z.string().nullable(),
  /** JITSI: the random part of the person's room names */
  slug: z.string().nullable(),
});
export type ConferenceResponse = z.infer<typeof conferenceResponse>;

/** The person's calendar feed, as the profile shows it (GET /api/calendar/account). */
export const calendarAccountQuery = z.object({
  /** true: also count the items the feed holds now */
  withDetail: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const calendarAccountResponse = z.object({
  /** ICS_FEED: a subscribed calendar (webcal), no provider to sign in to */
  provider: z.literal('ICS_FEED'),
  connected: z.boolean(),
  /** the private https address of the feed (null without one) */
  feedUrl: z.string().nullable(),
  /** the same address with webcal://, which calendar programs open as a subscription */
  webcalUrl: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** withDetail: how many events the feed shows now */
  itemCount: z.number().int().optional(),
  /** how the person's activity meetings get a video link */
  conference: conferenceResponse,
});
export type CalendarAccount = z.infer<typeof calendarAccountResponse>;

export const syncCalendarQuery = z.object({
  /** the page the person came from (accepted for the spec's call; the feed address does not depend on it) */
  originUrl: z.string().url().max(2000).optional(),
});
export const syncCalendarResponse = calendarAccountResponse;

export const revokeCalendarResponse = z.object({ revoked: z.boolean() });

export const calendarFeedParams = z.object({ token: z.string().min(1).max(200) });
export const calendarFeedResponse = z.string().describe('text/calendar (RFC 5545)');
