import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { type MailAttachment, mailOutbox } from './tables';

export interface OutgoingMail {
  clientId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

const MAX_ATTEMPTS = 5;
const POLL_MS = 2000;

/**
 * Every e-mail is written to mail_outbox (in the caller's transaction when one is given), so it is never lost.
 * With SMTP_URL set, a sender delivers PENDING mail and retries with backoff; several instances share the work
 * by claiming rows with FOR UPDATE SKIP LOCKED. Without SMTP the mail is RECORDED and shown by the demo mailbox.
 */
export function createMailer(db: Db, opts: { smtpUrl: string | null; from: string; log: FastifyBaseLogger }) {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function deliverDue(): Promise<void> {
    if (!transport) return;
    for (;;) {
      const sent = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, 'PENDING'), sql`${mailOutbox.nextAttemptAt} <= now()`))
          .orderBy(mailOutbox.id)
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return false;
        try {
          await transport.sendMail({
            from: opts.from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html ?? undefined,
            attachments: row.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content,
            })),
          });
          await tx
            .update(mailOutbox)
            .set({ status: 'SENT', sentAt: new Date(), attempts: row.attempts + 1 })
            .where(eq(mailOutbox.id, row.id));
        } catch (err) {
          const attempts = row.attempts + 1;
          opts.log.warn({ mailId: row.id, attempts, reason: (err as Error).message }, 'mail delivery failed');
          await tx
            .update(mailOutbox)
            .set({
              attempts,
              lastError: (err as Error).message.slice(0, 500),
              status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
              nextAttemptAt: new Date(Date.now() + 2 ** attempts * 1000),
            })
            .where(eq(mailOutbox.id, row.id));
        }
        return true;
      });
      if (!sent || stopped) return;
    }
  }

  function kick() {
    if (!transport || stopped || running) return;
    running = deliverDue()
      .catch((err) => opts.log.error({ err }, 'mail sender failed'))
      .finally(() => {
        running = null;
      });
  }

  return {
    /** Records a mail; pass the transaction that makes the change the mail tells about. */
    async send(mail: OutgoingMail, tx: Pick<Db, 'insert'> = db): Promise<number> {
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          clientId: mail.clientId,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          attachments: mail.attachments ?? [],
          status: transport ? 'PENDING' : 'RECORDED',
        })
        .returning({ id: mailOutbox.id });
      setImmediate(kick);
      return row.id;
    },
    async list(clientId: number, limit = 200) {
      return db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.clientId, clientId))
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
    },
    start() {
      if (transport && !timer) timer = setInterval(kick, POLL_MS);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      transport?.close();
    },
    /** Delivers what is due now (tests and shutdown). */
    flush: deliverDue,
  };
}
export type Mailer = ReturnType<typeof createMailer>;
