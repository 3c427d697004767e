import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { conflict, notFound } from '../http/errors';
import { backoffDelay, type JobsRuntime } from '../jobs/runtime';
import { defineJob } from '../jobs/types';
import { messageIdFor } from './message-id';
import { redactLinkTokens } from './redaction';
import { type MailAttachment, mailOutbox } from './tables';

declare module '../jobs/types' {
  interface JobPayloads {
    /** delivers one recorded mail over SMTP */
    'mail.deliver': { mailId: number };
  }
}

export interface OutgoingMail {
  clientId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (one-click unsubscribe, RFC 8058) */
  headers?: Record<string, string>;
}

/**
 * A mail waits for SMTP as long as it takes: back-off doubling from 10 s to at most 5 minutes, for about 5 days
 * (1,500 attempts) before it is given up; only a permanent refusal (an SMTP 5xx reply) fails it at once.
 */
export const MAIL_DELIVERY = { maxAttempts: 1500, backoffMs: 10_000, maxBackoffMs: 5 * 60_000 };

/** SMTP time limits (ms): a peer that never answers costs one delivery attempt, never a stuck worker. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Every e-mail is written to mail_outbox in the caller's transaction, and with SMTP_URL set its delivery is a
 * `mail.deliver` job enqueued in that same transaction (decision 0019), so it is never lost and sent once. The
 * job reads the mail, talks to SMTP outside any transaction (no lock, no pool connection held) and records the
 * result. Without SMTP the mail is RECORDED and shown by the demo mailbox.
 */
export function createMailer(
  db: Db,
  opts: {
    smtpUrl: string | null;
    from: string;
    /** Message-IDs name the public host */
    publicUrl: string;
    log: FastifyBaseLogger;
    jobs: Pick<JobsRuntime, 'enqueue' | 'runDue'>;
    clock: Clock;
    /**
     * Mail whose recorded copy (no SMTP) keeps its links for the demo mailbox: demo accounts' mail in demo mode.
     * Any other mail keeps its one-time tokens only until it is delivered (decision 0028).
     */
    keepsLinks?: (to: string) => boolean;
  },
) {
  const { clock } = opts;
  const transport = opts.smtpUrl ? nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS }) : null;

  async function deliver({ mailId }: { mailId: number }, ctx: { attempt: number; maxAttempts: number }) {
    if (!transport) return;
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    if (row?.status !== 'PENDING') return; // sent or failed already: never twice
    try {
      await transport.sendMail({
        // stable across retries: a resent copy is known as the same mail
        messageId: messageIdFor(opts.publicUrl, `mail-${row.id}.${row.createdAt.getTime().toString(36)}`),
        from: opts.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        headers: row.headers,
        attachments: row.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    } catch (err) {
      const reason = (err as Error).message.slice(0, 500);
      const attempts = row.attempts + 1;
      const permanent = isPermanent(err);
      const givenUp = permanent || ctx.attempt >= ctx.maxAttempts;
      opts.log.warn({ mailId, attempts, permanent, reason }, 'mail delivery failed');
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: reason,
          status: givenUp ? 'FAILED' : 'PENDING',
          nextAttemptAt: new Date(clock.now().getTime() + backoffDelay(MAIL_DELIVERY, ctx.attempt)),
        })
        .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'PENDING')));
      if (permanent) return; // FAILED for good: only the console's retry sends it again
      throw err; // the job retries with back-off
    }
    await db
      .update(mailOutbox)
      // delivered: the stored copy no longer needs its one-time tokens
      .set({
        status: 'SENT',
        sentAt: clock.now(),
        attempts: row.attempts + 1,
        lastError: null,
        text: redactLinkTokens(row.text),
        html: redactLinkTokens(row.html),
        headers: Object.fromEntries(
          Object.entries(row.headers).map(([k, v]) => [k, redactLinkTokens(v) ?? '']),
        ),
      })
      .where(eq(mailOutbox.id, mailId));
  }

  return {
    /** The job definitions the jobs runtime must register. */
    jobs: [defineJob({ name: 'mail.deliver', handler: deliver, ...MAIL_DELIVERY })],

    /** Records a mail; pass the transaction that makes the change the mail tells about. */
    async send(mail: OutgoingMail, tx: Pick<Db, 'insert'> = db): Promise<number> {
      const now = clock.now();
      // without SMTP the recorded copy is all there is: its tokens stay only where the demo mailbox shows them
      const redact = !transport && !opts.keepsLinks?.(mail.to);
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          clientId: mail.clientId,
          to: mail.to,
          subject: mail.subject,
          text: redact ? redactLinkTokens(mail.text) : mail.text,
          html: redact ? redactLinkTokens(mail.html ?? null) : (mail.html ?? null),
          attachments: mail.attachments ?? [],
          headers: redact
            ? Object.fromEntries(
                Object.entries(mail.headers ?? {}).map(([k, v]) => [k, redactLinkTokens(v) ?? '']),
              )
            : (mail.headers ?? {}),
          status: transport ? 'PENDING' : 'RECORDED',
          nextAttemptAt: now,
          createdAt: now,
        })
        .returning({ id: mailOutbox.id });
      if (transport)
        await opts.jobs.enqueue('mail.deliver', { mailId: row.id }, { dedupeKey: `mail:${row.id}` }, tx);
      return row.id;
    },

    /**
     * Records many mails in batched inserts (a scheduler's bulk send-out), in the caller's transaction; with SMTP
     * each gets its delivery job as `send` does.
     */
    async sendMany(mails: readonly OutgoingMail[], tx: Pick<Db, 'insert'> = db): Promise<number[]> {
      const now = clock.now();
      const ids: number[] = [];
      for (let i = 0; i < mails.length; i += 1000) {
        const rows = await tx
          .insert(mailOutbox)
          .values(
            mails.slice(i, i + 1000).map((mail) => {
              const redact = !transport && !opts.keepsLinks?.(mail.to);
              return {
                clientId: mail.clientId,
                to: mail.to,
                subject: mail.subject,
                text: redact ? redactLinkTokens(mail.text) : mail.text,
                html: redact ? redactLinkTokens(mail.html ?? null) : (mail.html ?? null),
                attachments: mail.attachments ?? [],
                headers: mail.headers ?? {},
                status: transport ? 'PENDING' : 'RECORDED',
                nextAttemptAt: now,
                createdAt: now,
              };
            }),
          )
          .returning({ id: mailOutbox.id });
        ids.push(...rows.map((r) => r.id));
      }
      if (transport)
        for (const id of ids)
          await opts.jobs.enqueue('mail.deliver', { mailId: id }, { dedupeKey: `mail:${id}` }, tx);
      return ids;
    },

    async list(clientId: number, limit = 200) {
      return db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.clientId, clientId))
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
    },

    /**
     * Sends a FAILED mail of the organisation again: 404 when the organisation has no such mail, 409 when the
     * mail did not fail.
     */
    async retry(clientId: number, mailId: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(mailOutbox)
          .set({ status: 'PENDING', attempts: 0, lastError: null, nextAttemptAt: clock.now() })
          .where(
            and(
              eq(mailOutbox.id, mailId),
              eq(mailOutbox.clientId, clientId),
              eq(mailOutbox.status, 'FAILED'),
            ),
          )
          .returning({ id: mailOutbox.id });
        if (!row) {
          const [existing] = await tx
            .select({ status: mailOutbox.status })
            .from(mailOutbox)
            .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.clientId, clientId)));
          if (!existing) throw notFound('The mail');
          throw conflict(
            `Only a failed mail can be sent again; this one is ${existing.status}.`,
            'MAIL_NOT_FAILED',
          );
        }
        if (transport) await opts.jobs.enqueue('mail.deliver', { mailId }, {}, tx);
        return { ok: true as const };
      });
    },

    /** Closes the SMTP transport (after the jobs runtime stopped). */
    async stop() {
      transport?.close();
    },

    /** Delivers what is due now by the clock (tests). */
    async flush(): Promise<void> {
      await opts.jobs.runDue(['mail.deliver']);
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
