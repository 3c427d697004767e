import { and, asc, count, countDistinct, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Citation, SuggestedAction } from '../../../shared/contracts/assistant';
import type { Db } from '../../platform/db/client';
import {
  assistantExternalLinks,
  assistantMessages,
  assistantOrgIntegrations,
  assistantThreads,
} from './tables';

export type ThreadRow = typeof assistantThreads.$inferSelect;
export type MessageRow = typeof assistantMessages.$inferSelect;

/** Who owns a thread: a signed-in person, or a guest (the guest link's token and the browser's uuid). */
export type ThreadOwner =
  | { kind: 'user'; clientId: number; userId: number }
  | { kind: 'guest'; clientId: number; tokenId: number; uuid: string };

const ownedBy = (o: ThreadOwner) =>
  o.kind === 'user'
    ? and(eq(assistantThreads.clientId, o.clientId), eq(assistantThreads.userId, o.userId))
    : and(
        eq(assistantThreads.clientId, o.clientId),
        eq(assistantThreads.guestTokenId, o.tokenId),
        eq(assistantThreads.guestUuid, o.uuid),
      );

/** Threads, messages, chat-platform links and integrations; every query is scoped by its owner. */
export function createAssistantRepo(db: Db) {
  return {
    /** one of the owner's threads with its messages, oldest first, in one round trip; null when not theirs */
    async threadWithMessages(
      owner: ThreadOwner,
      id: number,
      tx: Db = db,
    ): Promise<{ thread: ThreadRow; messages: MessageRow[] } | null> {
      const rows = await tx
        .select({ thread: assistantThreads, message: assistantMessages })
        .from(assistantThreads)
        .leftJoin(assistantMessages, eq(assistantMessages.threadId, assistantThreads.id))
        .where(and(eq(assistantThreads.id, id), ownedBy(owner)))
        .orderBy(asc(assistantMessages.id));
      if (!rows.length) return null;
      return { thread: rows[0].thread, messages: rows.flatMap((r) => (r.message ? [r.message] : [])) };
    },
    /** a new thread of the owner with its first question, in one statement (decision 0059) */
    async createThreadWithQuestion(
      owner: ThreadOwner,
      title: string,
      question: { text: string; at: Date },
      tx: Db,
    ): Promise<ThreadRow> {
      const userId = owner.kind === 'user' ? owner.userId : null;
      const tokenId = owner.kind === 'guest' ? owner.tokenId : null;
      const uuid = owner.kind === 'guest' ? owner.uuid : null;
      const result = await tx.execute(sql`
        WITH t AS (
          INSERT INTO assistant_threads (client_id, user_id, guest_token_id, guest_uuid, title)
          VALUES (${owner.clientId}, ${userId}::int, ${tokenId}::int, ${uuid}::text, ${title})
          RETURNING id, client_id, user_id, guest_token_id, guest_uuid, title, created_at, updated_at
        ), q AS (
          INSERT INTO assistant_messages (thread_id, client_id, user_id, guest_uuid, role, text, created_at)
          SELECT t.id, t.client_id, t.user_id, t.guest_uuid, 'user', ${question.text}, ${question.at.toISOString()}::timestamptz
          FROM t
        )
        SELECT * FROM t`);
      const [r] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
      return {
        id: Number(r.id),
        clientId: Number(r.client_id),
        userId: r.user_id === null ? null : Number(r.user_id),
        guestTokenId: r.guest_token_id === null ? null : Number(r.guest_token_id),
        guestUuid: (r.guest_uuid as string | null) ?? null,
        title: String(r.title),
        createdAt: new Date(r.created_at as string | Date),
        updatedAt: new Date(r.updated_at as string | Date),
      };
    },
    async touchThread(id: number, tx: Db = db) {
      await tx.update(assistantThreads).set({ updatedAt: new Date() }).where(eq(assistantThreads.id, id));
    },
    async threadsOf(clientId: number, userId: number) {
      return db
        .select({
          thread: assistantThreads,
          // qualified: inside the sub-select a bare "id" would be the message's
          messageCount: sql<number>`(SELECT count(*)::int FROM assistant_messages m WHERE m.thread_id = assistant_threads.id)`,
        })
        .from(assistantThreads)
        .where(and(eq(assistantThreads.clientId, clientId), eq(assistantThreads.userId, userId)))
        .orderBy(desc(assistantThreads.updatedAt), desc(assistantThreads.id))
        .limit(200);
    },
    async deleteThread(owner: ThreadOwner, id: number): Promise<boolean> {
      const rows = await db
        .delete(assistantThreads)
        .where(and(eq(assistantThreads.id, id), ownedBy(owner)))
        .returning({ id: assistantThreads.id });
      return rows.length > 0;
    },
    /** questions asked since a moment: by the person, or by the guest's browser */
    async questionsSince(owner: ThreadOwner, since: Date, tx: Db): Promise<number> {
      const who =
        owner.kind === 'user'
          ? and(eq(assistantMessages.clientId, owner.clientId), eq(assistantMessages.userId, owner.userId))
          : eq(assistantMessages.guestUuid, owner.uuid);
      const [row] = await tx
        .select({ n: count() })
        .from(assistantMessages)
        .where(and(who, eq(assistantMessages.role, 'user'), gt(assistantMessages.createdAt, since)));
      return row.n;
    },
    async addMessage(
      thread: ThreadRow,
      m: {
        role: 'user' | 'assistant';
        text: string;
        citations?: Citation[];
        actions?: SuggestedAction[];
        at?: Date;
      },
      tx: Db = db,
    ): Promise<MessageRow> {
      const [row] = await tx
        .insert(assistantMessages)
        .values({
          threadId: thread.id,
          clientId: thread.clientId,
          userId: thread.userId,
          guestUuid: thread.guestUuid,
          role: m.role,
          text: m.text,
          citations: m.citations ?? [],
          actions: m.actions ?? [],
          ...(m.at ? { createdAt: m.at } : {}),
        })
        .returning();
      return row;
    },
    /** an answer of one of the owner's threads (optionally of one thread), or null */
    async answerOf(owner: ThreadOwner, messageId: number, threadId?: number): Promise<MessageRow | null> {
      const [row] = await db
        .select({ m: assistantMessages })
        .from(assistantMessages)
        .innerJoin(assistantThreads, eq(assistantThreads.id, assistantMessages.threadId))
        .where(
          and(
            eq(assistantMessages.id, messageId),
            eq(assistantMessages.role, 'assistant'),
            ownedBy(owner),
            ...(threadId === undefined ? [] : [eq(assistantThreads.id, threadId)]),
          ),
        );
      return row?.m ?? null;
    },
    async rate(messageId: number, feedback: 'LIKE' | 'DISLIKE', comment: string | null) {
      await db
        .update(assistantMessages)
        .set({ feedback, feedbackComment: comment })
        .where(eq(assistantMessages.id, messageId));
    },
    /** the wipe-out and account deletion: every thread (and so every message) of the person */
    async deleteAllOf(clientId: number, userId: number, tx: Db = db) {
      await tx
        .delete(assistantThreads)
        .where(and(eq(assistantThreads.clientId, clientId), eq(assistantThreads.userId, userId)));
      await tx
        .delete(assistantExternalLinks)
        .where(and(eq(assistantExternalLinks.clientId, clientId), eq(assistantExternalLinks.userId, userId)));
    },
    /** counts only, never the texts (console) */
    async usage(clientId: number) {
      const [q] = await db
        .select({ questions: count(), people: countDistinct(assistantMessages.userId) })
        .from(assistantMessages)
        .where(
          and(
            eq(assistantMessages.clientId, clientId),
            eq(assistantMessages.role, 'user'),
            isNotNull(assistantMessages.userId),
          ),
        );
      const [r] = await db
        .select({
          likes: sql<number>`count(*) FILTER (WHERE ${assistantMessages.feedback} = 'LIKE')::int`,
          dislikes: sql<number>`count(*) FILTER (WHERE ${assistantMessages.feedback} = 'DISLIKE')::int`,
        })
        .from(assistantMessages)
        .where(and(eq(assistantMessages.clientId, clientId), eq(assistantMessages.role, 'assistant')));
      return { questions: q.questions, people: q.people, likes: r.likes, dislikes: r.dislikes };
    },
    async link(clientId: number, userId: number, externalId: string) {
      const [row] = await db
        .insert(assistantExternalLinks)
        .values({ clientId, userId, externalId })
        .onConflictDoUpdate({
          target: [assistantExternalLinks.clientId, assistantExternalLinks.userId],
          set: { externalId, linkedAt: new Date() },
        })
        .returning();
      return row;
    },
    async linkOf(clientId: number, userId: number) {
      const [row] = await db
        .select()
        .from(assistantExternalLinks)
        .where(and(eq(assistantExternalLinks.clientId, clientId), eq(assistantExternalLinks.userId, userId)));
      return row ?? null;
    },
    async linkedCount(clientId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(assistantExternalLinks)
        .where(eq(assistantExternalLinks.clientId, clientId));
      return row.n;
    },
    async integration(clientId: number) {
      const [row] = await db
        .select()
        .from(assistantOrgIntegrations)
        .where(eq(assistantOrgIntegrations.clientId, clientId));
      return row ?? null;
    },
    async saveIntegration(clientId: number, incomingWebhookUrl: string | null) {
      await db
        .insert(assistantOrgIntegrations)
        .values({ clientId, incomingWebhookUrl })
        .onConflictDoUpdate({
          target: assistantOrgIntegrations.clientId,
          set: { incomingWebhookUrl, refusedAt: null, refusal: null, updatedAt: new Date() },
        });
    },
    /** records that a post to this URL was refused (only while the organisation still has that URL) */
    async recordRefusal(clientId: number, url: string, refusal: string, at: Date) {
      await db
        .update(assistantOrgIntegrations)
        .set({ refusedAt: at, refusal })
        .where(
          and(
            eq(assistantOrgIntegrations.clientId, clientId),
            eq(assistantOrgIntegrations.incomingWebhookUrl, url),
          ),
        );
    },
  };
}
export type AssistantRepo = ReturnType<typeof createAssistantRepo>;
