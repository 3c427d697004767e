import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, okResponse } from '../../../../shared/contracts/common';
import { mailboxResponse } from '../../../../shared/contracts/mailbox';
import { sectionRoles } from '../../../../shared/domain/console-access';
import { access } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { routesOf } from '../../../platform/http/route';
import type { MailboxService } from './service';

/** The console's mailbox, mounted at /api/user (ADMIN; open to an expired organisation's console too). */
export function mailboxRoutes(mailbox: MailboxService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags: ['user'] });
    const admin = access.signedIn({ roles: sectionRoles('mailbox'), product: false });
    route({
      method: 'GET',
      url: '/mailbox',
      access: admin,
      summary: "The organisation's outgoing mail (contents in the demo, delivery status elsewhere)",
      response: { 200: mailboxResponse },
      handler: ({ principal }) => mailbox.mailbox(principal),
    });
    route({
      method: 'POST',
      url: '/mailbox/:id/retry',
      owners: { id: owner.of('mail') },
      access: admin,
      summary: 'Sends a failed mail of the organisation again',
      params: idParam,
      response: { 200: okResponse },
      handler: ({ principal, params }) => mailbox.retry(principal, params.id),
    });
  };
}
