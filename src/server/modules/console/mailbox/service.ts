import type { Principal } from '../../../platform/auth/access';
import { notFound } from '../../../platform/http/errors';
import type { Mailer } from '../../../platform/mail/outbox';

/** The demo mailbox: an organisation's outgoing mail, readable by its admins. */
export function createMailboxService(deps: {
  mailer: Pick<Mailer, 'list'>;
  /** on the embedded database, or when no SMTP server sends the mail */
  mailboxAvailable: boolean;
}) {
  return {
    async mailbox(p: Principal) {
      if (!deps.mailboxAvailable) {
        throw notFound(
          'The demo mailbox (it is available on the embedded database, or when no SMTP server sends the mail)',
        );
      }
      const rows = await deps.mailer.list(p.clientId);
      return {
        items: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          text: r.text,
          status: r.status as 'PENDING' | 'SENT' | 'FAILED' | 'RECORDED',
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
          attachments: r.attachments.map((a) => a.filename),
        })),
      };
    },
  };
}
export type MailboxService = ReturnType<typeof createMailboxService>;
