import { z } from 'zod';

export const mailboxItem = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** the mail's text; null where the mailbox shows delivery status only (an SMTP server on PostgreSQL) */
  text: z.string().nullable(),
  status: z.enum(['PENDING', 'SENT', 'FAILED', 'RECORDED']),
  /** why the last delivery failed (SMTP's answer), null when it did not */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** names of the attached files (a meeting invitation's .ics) */
  attachments: z.array(z.string()),
});
export type MailboxItem = z.infer<typeof mailboxItem>;
export const mailboxResponse = z.object({
  /** false where mail goes out through SMTP on PostgreSQL: the list shows delivery status, not contents */
  showsContents: z.boolean(),
  items: z.array(mailboxItem),
});
export type MailboxResponse = z.infer<typeof mailboxResponse>;
