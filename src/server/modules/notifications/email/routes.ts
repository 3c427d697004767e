import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationCallSchemas as s } from '../../../../shared/contracts/notifications-call-schemas';
import { access } from '../../../platform/auth/access';
import { routesOf } from '../../../platform/http/route';
import type { EmailService } from './service';

const tags = ['notifications'];

/** E-mail preferences and the one-click unsubscribe (mounted at /api/notification). */
export function emailRoutes(email: EmailService): FastifyPluginAsyncZod {
  return async (app) => {
    // mail programs post `List-Unsubscribe=One-Click` as a form (RFC 8058); the token is in the URL
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, undefined),
    );
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/notification/ui/email-preferences',
      access: access.signedIn(),
      summary: 'How each notification kind comes by e-mail (IMMEDIATE, DAILY digest or NEVER)',
      response: { 200: s.emailPreferences.response },
      handler: ({ principal }) => email.preferences(principal),
    });
    route({
      method: 'PUT',
      url: '/notification/ui/email-preferences',
      access: access.signedIn(),
      summary: 'Saves how the given notification kinds come by e-mail',
      body: s.saveEmailPreferences.body,
      response: { 200: s.saveEmailPreferences.response },
      handler: ({ principal, body }) => email.savePreferences(principal, body.items),
    });
    route({
      method: 'POST',
      url: '/notification/ui/unsubscribe',
      access: access.guest('NOTIFICATION_UNSUBSCRIBE'),
      summary: 'One-click unsubscribe from notification e-mails (the link of the mail; no sign-in)',
      response: { 200: s.unsubscribe.response },
      handler: ({ guest }) => email.unsubscribe(guest),
    });
  };
}
