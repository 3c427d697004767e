import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedParams, calendarFeedResponse } from '../../../../shared/contracts/calendar';
import { calendarCallSchemas as s } from '../../../../shared/contracts/calendar-call-schemas';
import { access } from '../../../platform/auth/access';
import { routesOf } from '../../../platform/http/route';
import type { CalendarService } from './service';

const tags = ['calendar'];

/** The spec's calendar calls and the feed itself (mounted at /api/calendar). */
export function calendarRoutes(calendar: CalendarService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/account',
      access: access.signedIn(),
      summary: "The caller's calendar feed: whether they have one, its private URL (https and webcal)",
      query: s.account.query,
      response: { 200: s.account.response },
      handler: ({ principal, query }) => calendar.account(principal, query.withDetail),
    });
    route({
      method: 'GET',
      url: '/sync-calendar-url',
      access: access.signedIn(),
      acting: true,
      summary: "Makes the caller's private calendar feed URL (once; later calls answer the same URL)",
      query: s.sync.query,
      response: { 200: s.sync.response },
      handler: ({ principal }) => calendar.sync(principal),
    });
    route({
      method: 'GET',
      url: '/revoke-calendar-access',
      access: access.signedIn(),
      acting: true,
      summary: "Revokes the caller's calendar feed: its URL stops working at once",
      response: { 200: s.revoke.response },
      handler: ({ principal }) => calendar.revoke(principal),
    });
    route({
      method: 'POST',
      url: '/authorize-conference-provider',
      access: access.signedIn(),
      summary:
        "Sets how the caller's activity meetings get a video link: none, a Jitsi Meet room per meeting, or their own room",
      body: s.conference.body,
      response: { 200: s.conference.response },
      handler: ({ principal, body }) => calendar.authorizeConference(principal, body),
    });
    route({
      method: 'GET',
      url: '/feeds/:token/calendar.ics',
      // the secret in the URL is the credential: calendar programs cannot sign in
      access: access.anonymous(),
      summary: "A person's calendar (RFC 5545): check-in slots, meetings and milestones; 404 once revoked",
      params: calendarFeedParams,
      response: { 200: calendarFeedResponse },
      handler: async ({ params, reply }) => {
        const text = await calendar.feed(params.token);
        return reply
          .type('text/calendar; charset=utf-8')
          .header('cache-control', 'private, max-age=300')
          .header('content-disposition', 'inline; filename="calendar.ics"')
          .send(text);
      },
    });
  };
}
