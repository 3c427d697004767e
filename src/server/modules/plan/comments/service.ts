import {
  COMMENT_TOPIC,
  type CommentEvent,
  type PlanComment,
  type SaveCommentBody,
} from '../../../../shared/contracts/plan';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import { guestGrantRoom, userRoom } from '../../../platform/realtime/socket';
import type { PlanAccessRules, PlanReader } from '../access';
import { readerClient } from '../access';
import type { PlanDeps } from '../deps';
import type { CommentRow } from './repo';

export const PLAN_ROOM = 'plan';

const commentView = (c: CommentRow): PlanComment => ({
  id: c.id,
  sectionId: c.sectionId,
  parentId: c.parentId,
  senderId: c.senderId,
  senderName: c.senderName,
  content: c.content,
  resolved: c.resolvedAt !== null,
  createdAt: c.createdAt.toISOString(),
});

/**
 * Comment threads per section: replies, resolve, one open thread per section at a time (issue 21). A new comment goes live
 * to the plan's room (owner, the plan's guests, managers with viewing rights), not to its author's sockets.
 */
export function createCommentsService(deps: PlanDeps, access: PlanAccessRules) {
  const { comments } = deps;

  async function sectionFor(reader: PlanReader, sectionId: number) {
    const section = await deps.repo.section(readerClient(reader), sectionId);
    if (!section) throw notFound('The section');
    return section;
  }

  return {
    async threads(reader: PlanReader, sectionId: number) {
      const section = await sectionFor(reader, sectionId);
      await access.read(reader, section.planId);
      const rows = await comments.ofSection(readerClient(reader), section.id);
      const replies = rows.filter((r) => r.parentId !== null);
      return {
        items: rows
          .filter((r) => r.parentId === null)
          .map((t) => ({
            ...commentView(t),
            replies: replies.filter((r) => r.parentId === t.id).map(commentView),
          })),
      };
    },

    async replies(reader: PlanReader, sectionId: number) {
      const section = await sectionFor(reader, sectionId);
      await access.read(reader, section.planId);
      return { items: (await comments.repliesOfSection(readerClient(reader), section.id)).map(commentView) };
    },

    async save(reader: PlanReader, body: SaveCommentBody) {
      const section = await sectionFor(reader, body.sectionId);
      const { plan } = await access.comment(reader, section.planId);
      const clientId = readerClient(reader);
      if (reader.kind === 'user' && body.senderId && body.senderId !== reader.principal.userId) {
        throw badRequest('senderId: comments are sent in your own name.');
      }
      if (body.parentId) {
        const parent = await comments.comment(clientId, body.parentId);
        if (!parent || parent.sectionId !== section.id || parent.parentId !== null) {
          throw badRequest('parentId: not a thread of this section.');
        }
        if (parent.resolvedAt) throw conflict('This thread is resolved; start a new one.', 'THREAD_RESOLVED');
      }
      const values = {
        clientId,
        planId: plan.id,
        sectionId: section.id,
        parentId: body.parentId ?? null,
        senderId: reader.kind === 'user' ? reader.principal.userId : null,
        senderName: reader.kind === 'user' ? reader.principal.name : (reader.grant.email ?? 'Guest'),
        content: body.content,
      };
      const row = await deps.db.transaction(async (tx) => {
        const saved = body.parentId
          ? await comments.insert(values, tx)
          : await comments.insertThread(values, tx);
        // the plan's owner hears of a comment someone else wrote (in the same transaction)
        if (saved && plan.userId !== values.senderId) {
          await deps.notify(tx, {
            userId: plan.userId,
            clientId,
            kind: 'PLAN_COMMENT',
            textKey: 'planComment',
            params: { name: values.senderName },
            route: `/plan/${section.type.toLowerCase()}`,
            dedupKey: `plan-comment:${saved.id}`,
            relatedId: plan.id,
            showButton: true,
            buttonText: 'openPlan',
          });
        }
        return saved;
      });
      if (!row) {
        throw conflict(
          `This section (${section.type}) already has an open thread: reply to it or resolve it first.`,
          'THREAD_OPEN',
        );
      }
      const view = commentView(row);
      const event: CommentEvent = { planId: plan.id, sectionType: section.type, comment: view };
      const except =
        reader.kind === 'user' ? userRoom(reader.principal.userId) : guestGrantRoom(reader.grant.id);
      deps.realtime.toObject(PLAN_ROOM, plan.id, COMMENT_TOPIC, event, [except]);
      return view;
    },

    async resolve(reader: PlanReader, commentId: number) {
      const clientId = readerClient(reader);
      const row = await comments.comment(clientId, commentId);
      if (!row) throw notFound('The comment');
      await access.comment(reader, row.planId);
      if (row.parentId !== null) throw badRequest('commentId: only a thread (not a reply) is resolved.');
      if (!row.resolvedAt) await comments.resolve(clientId, row.id);
      return commentView({ ...row, resolvedAt: row.resolvedAt ?? new Date() });
    },
  };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
