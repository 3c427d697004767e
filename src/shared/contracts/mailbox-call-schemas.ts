import { idParam, okResponse } from './common';
import { mailboxResponse } from './mailbox';

/** The schemas of `mailboxCalls`, for the server's routes (see `mailbox-calls.ts`). */
export const mailboxCallSchemas = {
  list: { response: mailboxResponse },
  retry: { params: idParam, response: okResponse },
};
