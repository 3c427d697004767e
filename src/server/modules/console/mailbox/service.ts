import type { Principal } from '../../../platform/auth/access';
import type { Mailer } from '../../../platform/mail/outbox';

/**
 * The mailbox: an organisation's outgoing mail, readable by its admins. With the embedded database or without an
 * SMTP server (the demo) it shows each mail's text; where an SMTP server delivers mail on PostgreSQL it shows
 * delivery status only (to, subject, status, SMTP's answer), so an admin sees and resends a failed mail without
 * reading other people's mail (decision 0019).
 */
export function createMailboxService(deps: {
  mailer: Pick<Mailer, 'list' | 'retry'>;
  /** mail contents are shown: on the embedded database, or when no SMTP server sends the mail */
  mailboxAvailable: boolean;
}) {
  return {
    async mailbox(p: Principal) {
      const rows = await deps.mailer.list(p.clientId);
      return {
        showsContents: deps.mailboxAvailable,
        items: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          text: deps.mailboxAvailable ? r.text : null,
          status: r.status as 'PENDING' | 'SENT' | 'FAILED' | 'RECORDED',
          lastError: r.lastError,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
          attachments: r.attachments.map((a) => a.filename),
        })),
      };
    },
    /** A failed mail of the caller's organisation is queued again (404 for another's, 409 unless FAILED). */
    retry: (p: Principal, mailId: number) => deps.mailer.retry(p.clientId, mailId),
  };
}
export type MailboxService = ReturnType<typeof createMailboxService>;
