import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from './errors';

/**
 * The one rule for a GET that changes something (decision 0025): the spec names some actions GETs (mark as
 * done, resend, start, and the sprint's extend, cancel, save to portfolio, mark as read), so they stay GETs, but
 * - the answer is never stored by a browser or a proxy (`Cache-Control: no-store`),
 * - a request another site started (`Sec-Fetch-Site: cross-site`, which every current browser sends) is refused
 *   with 403 `CROSS_SITE_REFUSED`, so a link or an image on another page cannot act for the person,
 * - and the service behind it is idempotent: calling it twice leaves what calling it once left.
 * Declare it on the route: `onRequest: actingGet` beside `config.access`.
 */
export async function actingGet(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw forbidden('This action cannot be started from another site.', 'CROSS_SITE_REFUSED');
  }
}
