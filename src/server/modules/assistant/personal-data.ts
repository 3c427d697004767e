import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { assistantMessages, assistantThreads } from './tables';

/**
 * The person's conversations with the assistant for their data export (issue 34 point 8): every thread with its
 * questions and answers, what each answer cited and how the person rated it.
 */
export function createAssistantPersonalData(db: Db) {
  return async (userId: number, clientId: number) => {
    const threads = await db
      .select()
      .from(assistantThreads)
      .where(and(eq(assistantThreads.clientId, clientId), eq(assistantThreads.userId, userId)))
      .orderBy(asc(assistantThreads.createdAt), asc(assistantThreads.id));
    const messages = threads.length
      ? await db
          .select()
          .from(assistantMessages)
          .where(
            inArray(
              assistantMessages.threadId,
              threads.map((t) => t.id),
            ),
          )
          .orderBy(asc(assistantMessages.id))
      : [];
    return {
      conversations: threads.map((t) => ({
        id: t.id,
        title: t.title,
        startedAt: t.createdAt.toISOString(),
        messages: messages
          .filter((m) => m.threadId === t.id)
          .map((m) => ({
            role: m.role,
            text: m.text,
            citations: m.citations,
            actions: m.actions,
            rating: m.feedback,
            ratingComment: m.feedbackComment,
            at: m.createdAt.toISOString(),
          })),
      })),
    };
  };
}
