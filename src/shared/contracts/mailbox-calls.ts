import { defineCall } from './call';
import type { mailboxResponse } from './mailbox';

/** The mailbox of sent e-mails (a console section). */
export const mailboxCalls = {
  list: defineCall<{ response: typeof mailboxResponse }>('GET', '/api/user/mailbox'),
};
