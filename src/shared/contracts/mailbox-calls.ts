import { defineCall } from './call';
import { mailboxResponse } from './mailbox';

/** The mailbox of sent e-mails (a console section). */
export const mailboxCalls = {
  list: defineCall({ method: 'GET', path: '/api/user/mailbox', response: mailboxResponse }),
};
