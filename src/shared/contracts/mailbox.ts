import { z } from 'zod';

export const mailboxItem = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** the mail's text: a demo account's mail in demo mode; null elsewhere (the mailbox shows delivery status) */
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
  /** demo mode: demo accounts' mail shows its text; false everywhere else (delivery status only) */
  showsContents: z.boolean(),
  items: z.array(mailboxItem),
});
export type MailboxResponse = z.infer<typeof mailboxResponse>;
