import { defineCall } from './call';
import type { idParam, okResponse } from './common';
import type { mailboxResponse } from './mailbox';

/** The mailbox of sent e-mails (a console section). */
export const mailboxCalls = {
  list: defineCall<{ response: typeof mailboxResponse }>('GET', '/api/user/mailbox'),
  /** a failed mail is sent again (admins) */
  retry: defineCall<{ params: typeof idParam; response: typeof okResponse }>(
    'POST',
    '/api/user/mailbox/:id/retry',
  ),
};
