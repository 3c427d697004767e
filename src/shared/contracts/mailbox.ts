import { z } from 'zod';

export const mailboxItem = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['PENDING', 'SENT', 'FAILED', 'RECORDED']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** names of the attached files (a meeting invitation's .ics) */
  attachments: z.array(z.string()),
});
export type MailboxItem = z.infer<typeof mailboxItem>;
export const mailboxResponse = z.object({ items: z.array(mailboxItem) });
