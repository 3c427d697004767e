import type { z } from 'zod';
import type { RaterView, raterAnswerBody } from '../../../shared/contracts/leader360';
import type { Language } from '../../../shared/enums';
import type { GuestGrant } from '../../platform/auth/guest-tokens';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/http/errors';
import { recipientLanguage } from '../../platform/i18n/recipient-language';
import { pageOf } from './closing';
import type { Leader360Notify, Leader360People } from './deps';
import { questionnaireOf } from './items';
import type { Leader360Repo, RaterRow, ReviewRow } from './repo';
import { assertOpen, checkAnswers } from './review-rules';

/**
 * A rater behind their guest link (purpose LEADER_360_RATER, object = the rater): one rater, one 360. They read
 * and change only their own answers, in their own language, until they submit or decline or the 360 closes.
 */
export function createRaterService(deps: {
  db: Db;
  repo: Leader360Repo;
  clock: Clock;
  people: Leader360People;
  notify: Leader360Notify;
}) {
  const { repo } = deps;

  /** the rater and their 360; past its window the 360 counts as closed (the person's next read records it) */
  async function load(grant: GuestGrant, tx: Db = deps.db) {
    const rater = await repo.rater(grant.objectId, grant.clientId, tx);
    const review = rater ? await repo.byId(rater.reviewId, tx) : null;
    if (!rater || !review) throw notFound('The 360');
    if (!review.closedAt && deps.clock.now() >= review.windowEndsAt) {
      return { rater, review: { ...review, closedAt: review.windowEndsAt } };
    }
    return { rater, review };
  }

  async function view(rater: RaterRow, review: ReviewRow, language?: Language): Promise<RaterView> {
    const person = await deps.people.byId(review.userId);
    const lng = language ?? recipientLanguage({ person: rater.language });
    return {
      personName: person?.fullName ?? '',
      group: rater.grp as RaterView['group'],
      status: rater.status as RaterView['status'],
      language: lng,
      windowEndsAt: review.windowEndsAt.toISOString(),
      closed: review.closedAt !== null,
      answers: rater.answers,
      comments: rater.comments,
      questionnaire: questionnaireOf(review, lng),
    };
  }

  const alreadyFinal = () =>
    conflict('Your answers are already submitted or declined.', 'L360_ALREADY_SUBMITTED');

  function assertAnswering(rater: RaterRow, review: ReviewRow) {
    assertOpen(review);
    if (rater.status === 'DONE')
      throw conflict('Your answers are already submitted.', 'L360_ALREADY_SUBMITTED');
    if (rater.status === 'DECLINED') throw conflict('You declined this 360.', 'L360_DECLINED');
  }

  return {
    async view(grant: GuestGrant, language?: Language) {
      const { rater, review } = await load(grant);
      return view(rater, review, language);
    },

    /** Saves (and with submit, finishes) the rater's answers; their language is remembered. */
    async save(grant: GuestGrant, body: z.infer<typeof raterAnswerBody>) {
      const saved = await deps.db.transaction(async (tx) => {
        const { rater, review } = await load(grant, tx);
        assertAnswering(rater, review);
        const answers = { ...rater.answers, ...body.answers };
        checkAnswers(review, answers, body.submit);
        const set = {
          answers,
          comments: { ...rater.comments, ...body.comments },
          status: body.submit ? 'DONE' : 'STARTED',
          ...(body.languageCode ? { language: body.languageCode } : {}),
          ...(body.submit ? { answeredAt: deps.clock.now() } : {}),
        };
        // the first submit wins: one that arrives while another is written finds the rater final
        if (!(await repo.updateAnsweringRater(rater.id, set, tx))) throw alreadyFinal();
        if (body.submit) {
          // the person learns that one more rater answered, never who (the count of all answers so far)
          const answered = (await repo.raters(review.id, tx)).filter((r) => r.status === 'DONE').length;
          await deps.notify(tx, {
            userId: review.userId,
            clientId: review.clientId,
            kind: 'LEADER_360',
            textKey: 'rater360Answered',
            params: { count: answered, name: review.title ?? '' },
            route: pageOf(review),
            dedupKey: `leader360-answered:${rater.id}`,
            relatedId: review.id,
            showButton: true,
            buttonText: 'open360',
          });
        }
        return { rater: { ...rater, ...set }, review };
      });
      // the view reads the person's name: after the transaction (one connection on PGlite)
      return view(saved.rater, saved.review, body.languageCode);
    },

    async decline(grant: GuestGrant) {
      return deps.db.transaction(async (tx) => {
        const { rater, review } = await load(grant, tx);
        assertAnswering(rater, review);
        // a decline leaves nothing of what the rater had saved
        const declined = { status: 'DECLINED', answers: {}, comments: {} };
        if (!(await repo.updateAnsweringRater(rater.id, declined, tx))) throw alreadyFinal();
        return { status: 'DECLINED' as const };
      });
    },
  };
}
export type RaterService = ReturnType<typeof createRaterService>;
