import type { Principal } from '../../../platform/auth/access';
import type { Mailer } from '../../../platform/mail/outbox';
import { isDemoAddress } from '../../../platform/mail/redaction';

/**
 * The mailbox: an organisation's outgoing mail, readable by its admins. Everywhere it shows delivery status (to,
 * subject, status, SMTP's answer), so an admin sees and resends a failed mail without reading other people's mail
 * (decision 0019). Only in demo mode does it show a mail's text, and only a demo account's mail (decision 0028):
 * an admin never gets another person's live one-time link (a set-password link, a guest link to a private plan).
 */
export function createMailboxService(deps: {
  mailer: Pick<Mailer, 'list' | 'retry'>;
  /** demo mode (demo data): demo accounts' mail is shown with its text and links */
  demoMode: boolean;
}) {
  const showsText = (to: string) => deps.demoMode && isDemoAddress(to);
  return {
    async mailbox(p: Principal) {
      const rows = await deps.mailer.list(p.clientId);
      return {
        showsContents: deps.demoMode,
        items: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          text: showsText(r.to) ? r.text : null,
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
