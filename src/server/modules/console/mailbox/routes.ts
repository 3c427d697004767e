import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailboxResponse } from '../../../../shared/contracts/mailbox';
import { access, principalOf } from '../../../platform/auth/access';
import type { MailboxService } from './service';

/** The demo mailbox's calls, mounted at /api/user. One `app.<method>` per call; add new ones below. */
export function mailboxRoutes(mailbox: MailboxService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/mailbox',
      {
        config: { access: access.signedIn('ADMIN') },
        schema: {
          tags: ['user'],
          summary: 'Outgoing mail of the organisation (embedded database only)',
          response: { 200: mailboxResponse },
        },
      },
      (req) => mailbox.mailbox(principalOf(req)),
    );
  };
}
