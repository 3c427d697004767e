import { z } from 'zod';

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
