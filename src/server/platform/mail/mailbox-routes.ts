import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '../../../shared/contracts/common';
import { access, principalOf } from '../auth/access';
import type { Mailer } from './outbox';

/** Mounted at /api/user, beside the mailbox: an admin sends a failed mail of their organisation again. */
export function mailboxRetryRoutes(mailer: Pick<Mailer, 'retry'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/mailbox/:id/retry',
      {
        config: { access: access.signedIn('ADMIN') },
        schema: {
          tags: ['user'],
          summary: 'Sends a failed mail of the organisation again',
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: okResponse },
        },
      },
      (req) => mailer.retry(principalOf(req).clientId, req.params.id),
    );
  };
}
