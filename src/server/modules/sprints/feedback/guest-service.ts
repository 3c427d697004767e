import type { GiveFeedbackBody, GuestDevelopmentView } from '../../../../shared/contracts/sprint-feedback';
import { FEEDBACK_DEADLINE_DAYS } from '../../../../shared/domain/feedback-send-outs';
import type { CrewRole, FeedbackType } from '../../../../shared/sprint-enums';
import type { GuestGrant } from '../../../platform/auth/guest-tokens';
import type { Db } from '../../../platform/db/client';
import { AppError, conflict, unprocessable } from '../../../platform/http/errors';
import { recipientLanguage } from '../../../platform/i18n/recipient-language';
import type { SprintsDeps } from '../deps';
import type { FeedbackRepo } from './repo';

const DAY_MS = 86_400_000;
/** The spec's text for a link past its deadline, of a removed crew member or of an ended sprint (section 8). */
export const EXPIRED_LINK_TEXT =
  'This link to provide feedback/advice is probably expired as the deadline has passed or may be invalid.';
const expired = () => new AppError(410, EXPIRED_LINK_TEXT, 'FEEDBACK_LINK_EXPIRED');

export type GuestDeps = Pick<SprintsDeps, 'db' | 'clock' | 'people' | 'notify'>;

/**
 * A crew member behind their guest link (purpose CREW_FEEDBACK, object = their crew row): one crew member, one
 * sprint. They read the person's sprint, give feedback on the open request, write advice and ask to be reminded,
 * until the link's deadline, their removal or the sprint's end; then every call answers 410 with the spec's text.
 */
export function createGuestFeedbackService(deps: GuestDeps, repo: FeedbackRepo) {
  const { clock } = deps;

  async function load(grant: GuestGrant, tx: Db = deps.db) {
    const now = clock.now();
    // a send-out's link expires at its request's deadline (by the server's clock)
    if (grant.expiresAt.getTime() <= now.getTime()) throw expired();
    const crew = await repo.crewById(grant.clientId, grant.objectId, tx);
    const sprint = crew ? await repo.sprintById(grant.clientId, crew.sprintId, tx) : null;
    if (!crew || !sprint || crew.status === 'REMOVED' || sprint.status !== 'IN_PROGRESS') throw expired();
    // past the final send-out's deadline the sprint is over for the crew, whatever the review says
    if (sprint.endsAt && now.getTime() >= sprint.endsAt.getTime() + FEEDBACK_DEADLINE_DAYS * DAY_MS)
      throw expired();
    return { crew, sprint, now };
  }

  return {
    async view(grant: GuestGrant): Promise<GuestDevelopmentView> {
      const { crew, sprint, now } = await load(grant);
      const [items, request, advice, people] = [
        await repo.scoredItems(sprint.id),
        await repo.openRequest(crew.id, now),
        await repo.adviceOfCrew(crew.id),
        await deps.people.peopleByIds([sprint.userId]),
      ];
      const pick = (kind: string) =>
        items
          .filter((i) => i.kind === kind)
          .map((i) => ({ id: i.id, label: i.label, description: i.description }));
      return {
        personName: people.get(sprint.userId)?.fullName ?? '',
        crewName: crew.name,
        role: crew.role as CrewRole,
        language: recipientLanguage({ person: crew.language }),
        sprint: {
          label: sprint.label,
          description: sprint.description,
          behaviours: pick('BEHAVIOUR'),
          outcomes: pick('OUTCOME'),
        },
        request: request
          ? {
              id: request.id,
              type: request.type as FeedbackType,
              dueAt: request.dueAt.toISOString(),
              deadlineAt: request.deadlineAt.toISOString(),
              remindAt: request.remindAt?.toISOString() ?? null,
            }
          : null,
        advice: advice.map((a) => ({ id: a.id, text: a.text, createdAt: a.createdAt.toISOString() })),
      };
    },

    /** Feedback on the open request: a score for every behaviour and outcome, and a comment; tells the person. */
    async giveFeedback(grant: GuestGrant, body: GiveFeedbackBody) {
      await deps.db.transaction(async (tx) => {
        const { crew, sprint, now } = await load(grant, tx);
        const request = await repo.openRequest(crew.id, now, tx);
        if (!request)
          throw conflict(
            'No feedback is asked of you now: your answer to the last request is in, or the next one has not gone out yet.',
            'NO_OPEN_FEEDBACK_REQUEST',
          );
        const items = await repo.scoredItems(sprint.id, tx);
        const ids = new Set(items.map((i) => i.id));
        const given = new Set<number>();
        for (const s of body.scores) {
          if (!ids.has(s.itemId))
            throw unprocessable(`scores: item ${s.itemId} is not a behaviour or outcome of this sprint`);
          if (given.has(s.itemId)) throw unprocessable(`scores: item ${s.itemId} is scored twice`);
          given.add(s.itemId);
        }
        if (given.size !== ids.size)
          throw unprocessable('scores: give a score for every behaviour and outcome of the sprint');
        const id = await repo.insertFeedback(
          {
            sprintId: sprint.id,
            clientId: sprint.clientId,
            crewId: crew.id,
            requestId: request.id,
            type: request.type,
            comment: body.comment?.length ? body.comment : null,
            scores: body.scores,
            now,
          },
          tx,
        );
        await deps.notify(tx, {
          userId: sprint.userId,
          clientId: sprint.clientId,
          kind: 'FEEDBACK',
          textKey: 'crewFeedback',
          params: { name: crew.name },
          route: '/sprint/feedback',
          dedupKey: `sprint-feedback:${id}`,
          sprintId: sprint.id,
          relatedId: id,
          showButton: true,
          buttonText: 'open',
        });
      });
      return { ok: true as const };
    },

    /** Advice: free text, any time while the link works; tells the person. */
    async giveAdvice(grant: GuestGrant, text: string) {
      await deps.db.transaction(async (tx) => {
        const { crew, sprint, now } = await load(grant, tx);
        const id = await repo.insertAdvice(
          { sprintId: sprint.id, clientId: sprint.clientId, crewId: crew.id, text, now },
          tx,
        );
        await deps.notify(tx, {
          userId: sprint.userId,
          clientId: sprint.clientId,
          kind: 'FEEDBACK',
          textKey: 'crewAdvice',
          params: { name: crew.name },
          route: '/sprint/feedback',
          dedupKey: `sprint-advice:${id}`,
          sprintId: sprint.id,
          relatedId: id,
          showButton: true,
          buttonText: 'open',
        });
      });
      return { ok: true as const };
    },

    /** "Remind me": one reminder mail in `inDays` days, before the open request's deadline. */
    async remind(grant: GuestGrant, inDays: number) {
      await deps.db.transaction(async (tx) => {
        const { crew, now } = await load(grant, tx);
        const request = await repo.openRequest(crew.id, now, tx);
        if (!request)
          throw conflict(
            'No feedback is asked of you now, so there is nothing to remind you of.',
            'NO_OPEN_FEEDBACK_REQUEST',
          );
        const at = new Date(now.getTime() + inDays * DAY_MS);
        if (at.getTime() >= request.deadlineAt.getTime())
          throw unprocessable(
            `inDays: the reminder would come after the deadline (${request.deadlineAt.toISOString()})`,
          );
        await repo.setRemindAt(request.id, at, tx);
      });
      return { ok: true as const };
    },
  };
}
export type GuestFeedbackService = ReturnType<typeof createGuestFeedbackService>;
