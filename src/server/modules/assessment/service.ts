import type { AnswerBody, GlaPosition, GlaProfileName } from '../../../shared/contracts/assessment';
import type { PlanFeature } from '../../../shared/contracts/license';
import type { UserStateExtension } from '../../../shared/contracts/user';
import { resolveEntitlement } from '../../../shared/domain/entitlements';
import type { Language } from '../../../shared/enums';
import type { Principal } from '../../platform/auth/access';
import type { CanView } from '../../platform/auth/can-view';
import type { GuestGrant, GuestTokenService } from '../../platform/auth/guest-tokens';
import type { Db } from '../../platform/db/client';
import { lockScope } from '../../platform/db/row-locks';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import { recipientLanguage } from '../../platform/i18n/recipient-language';
import type { Mailer } from '../../platform/mail/outbox';
import { type LicensingService, tierFeatures } from '../licensing';
import type { AssessmentPeople } from './deps';
import { wipeOutMail } from './mails';
import type { AssessmentRepo, GlaStateValue } from './repo';
import { buildResult, type RoleLevels, rankingOf } from './results';
import { positionOf, type SurveyEngine } from './survey-engine';

/** How many finished GLAs' rankings (per language) one server keeps in memory. */
const RANKING_CACHE_SIZE = 20_000;

/** Guest links of a wipe-out request live one day. */
export const WIPE_OUT_TTL_DAYS = 1;

export interface AssessmentDeps {
  db: Db;
  repo: AssessmentRepo;
  engine: SurveyEngine;
  licensing: LicensingService;
  people: AssessmentPeople;
  guestTokens: GuestTokenService;
  mailer: Mailer;
  publicUrl: string;
  /** port to the plan module (decision 0007): the person's current and next role level */
  roleLevels: (userId: number, clientId: number) => Promise<RoleLevels>;
  /** ports to modules holding more assessment data about the person (the Leader 360): deleted in the same transaction */
  wipeAlso: (clientId: number, userId: number, tx: Db) => Promise<unknown>;
  /** the one viewing-rights question (decision 0022), answered by the teams module: may a manager see a GLA? */
  canView: CanView;
  /** in the submit's transaction: what asked the person to take the GLA is done (notifications, issue 30) */
  glaDone: (tx: Db, done: { userId: number; clientId: number }) => Promise<unknown>;
}

/** The signed-in person's Growth Leader Assessment. */
export function createAssessmentService(deps: AssessmentDeps) {
  const { repo, engine, people } = deps;
  // rankings of finished GLAs by `${assessmentId}:${language}`: a finished GLA never changes (see rankings)
  const rankingCache = new Map<string, ReturnType<typeof rankingOf>>();
  const rememberRanking = (key: string, ranking: ReturnType<typeof rankingOf>) => {
    if (rankingCache.size >= RANKING_CACHE_SIZE) {
      const oldest = rankingCache.keys().next().value;
      if (oldest !== undefined) rankingCache.delete(oldest);
    }
    rankingCache.set(key, ranking);
  };

  async function ownOrThrow(p: Principal, id: number) {
    const row = await repo.own(id, p.clientId, p.userId);
    if (!row) throw notFound('The assessment');
    return row;
  }

  /**
   * Entitlements (decision 0009): gla-survey-limit counts a person's assessments. The gla-survey switch itself is
   * checked by the route's access declaration before the handler (decision 0022).
   */
  async function checkMayStart(clientId: number, userId: number, features: PlanFeature[], tx: Db) {
    const limit = resolveEntitlement(features, 'gla-survey-limit');
    const used = await repo.countOfUser(clientId, userId, tx);
    if (!limit.unlimited && used >= (limit.limit ?? 0)) {
      throw new AppError(
        403,
        `You have used all ${limit.limit ?? 0} Growth Leader Assessment(s) your organisation's plan allows per person.`,
        'GLA_LIMIT_REACHED',
      );
    }
  }

  return {
    /**
     * Starts an assessment, or answers the one in progress (a second start does not create another). The GET
     * (`again: false`) also answers the latest finished one: only the explicit POST, sent after the person
     * confirmed, starts over (decision 0025). The person's starts take turns, so the plan's limit holds in parallel.
     */
    async start(p: Principal, language: Language, opts: { again?: boolean } = {}): Promise<GlaPosition> {
      // read before the transaction: the embedded database has one connection
      const features = tierFeatures((await deps.licensing.summary(p.clientId)).planCode);
      const row = await deps.db.transaction(async (tx) => {
        await lockScope(tx, `gla-start:${p.clientId}`, p.userId);
        const open = await repo.unfinishedOf(p.clientId, p.userId, tx);
        if (open) return open;
        if (!opts.again) {
          const finished = await repo.latestFinished(p.clientId, p.userId, tx);
          if (finished) return finished;
        }
        await checkMayStart(p.clientId, p.userId, features, tx);
        return repo.create({ clientId: p.clientId, userId: p.userId, language }, tx);
      });
      await people.forgetUser(p.userId);
      return positionOf(row);
    },

    async lastPos(p: Principal, id: number): Promise<GlaPosition> {
      return positionOf(await ownOrThrow(p, id));
    },

    async questions(p: Principal, q: { assessmentId: number; profile: GlaProfileName; page: number }) {
      return engine.questions(await ownOrThrow(p, q.assessmentId), q.profile, q.page);
    },

    async answer(p: Principal, body: AnswerBody) {
      // one transaction: the assessment is found (this person's, in this organisation) and locked, then saved
      const { finishesStyle, ...saved } = await engine.save(body.assessmentId, p.clientId, body, p.userId);
      if (finishesStyle) await people.forgetUser(p.userId);
      return saved;
    },

    async changeLanguage(p: Principal, id: number, language: Language | undefined) {
      await ownOrThrow(p, id);
      if (!language) throw badRequest('Invalid querystring: languageCode: is required', 'VALIDATION_FAILED');
      const position = await engine.changeLanguage(id, p.clientId, language);
      await people.forgetUser(p.userId);
      return position;
    },

    async finish(p: Principal, id: number) {
      await ownOrThrow(p, id);
      await deps.db.transaction(async (tx) => {
        await engine.finish(id, p.clientId, tx);
        await deps.glaDone(tx, { userId: p.userId, clientId: p.clientId });
      });
      await people.forgetUser(p.userId);
      return { assessmentId: id, finished: true as const };
    },

    /** The Leader Profile of one of the person's finished assessments. */
    async result(p: Principal, id: number, language: Language | undefined) {
      const row = await ownOrThrow(p, id);
      if (!row.finishedAt) throw conflict('This assessment is not finished yet.', 'ASSESSMENT_NOT_FINISHED');
      const person = await people.byId(p.userId);
      return buildResult({
        row,
        answers: await repo.answers(row.id),
        language: language ?? (row.language as Language),
        levels: await deps.roleLevels(p.userId, p.clientId),
        subjectName: person?.fullName ?? p.name,
      });
    },

    /**
     * Another person's Leader Profile (their latest finished GLA), for a viewer they shared the GLA with: the
     * manager of a team they belong to, while the right is granted (decision 0054). The route has already answered
     * 404 for a person of another organisation; without the right 403, without a finished GLA 404.
     */
    async memberResult(p: Principal, userId: number, language: Language | undefined) {
      if (userId !== p.userId && !(await deps.canView(p, userId, 'GLA'))) {
        throw forbidden('This person has not shared their Leader Profile with you.', 'NO_GLA_ACCESS');
      }
      const row = await repo.latestFinished(p.clientId, userId);
      if (!row) throw notFound('A finished Growth Leader Assessment of this person');
      const person = await people.byId(userId);
      return buildResult({
        row,
        answers: await repo.answers(row.id),
        language: language ?? (row.language as Language),
        levels: await deps.roleLevels(userId, p.clientId),
        subjectName: person?.fullName ?? '',
      });
    },

    /** The current-user fields this module owns: a fragment of identity's one current-user statement. */
    stateOf: {
      name: 'gla',
      select: repo.stateSelect,
      map: ({ latest, conversions }: GlaStateValue): UserStateExtension => ({
        glaV2: { assessmentId: latest?.id ?? 0 },
        styleSurveyCompleted: latest?.styleDone === true,
        strategySurveyCompleted: latest?.finished === true,
        jobCandidateConversion: conversions,
      }),
    },

    /** For the plan module: the capabilities of the latest finished GLA by rank; null when there is none. */
    async ranking(userId: number, clientId: number, language: Language) {
      const row = await repo.latestFinished(clientId, userId);
      if (!row) return null;
      return rankingOf(await repo.answers(row.id), language);
    },

    /**
     * As ranking, for many people at once (the team dashboard): one query finds each person's latest finished GLA,
     * one more reads the answers of those not ranked before. A finished GLA never changes (its answers are closed;
     * a wipe-out deletes it, and then it is no one's latest), so its ranking is kept by id and language.
     */
    async rankings(userIds: readonly number[], clientId: number, language: Language) {
      const latest = await repo.latestFinishedOf(clientId, userIds);
      const missing = [...latest.values()].filter((id) => !rankingCache.has(`${id}:${language}`));
      if (missing.length) {
        const answers = await repo.answersOf(missing);
        for (const id of missing)
          rememberRanking(`${id}:${language}`, rankingOf(answers.get(id) ?? new Map(), language));
      }
      const out = new Map<number, ReturnType<typeof rankingOf>>();
      for (const [userId, id] of latest) {
        const ranking = rankingCache.get(`${id}:${language}`);
        if (ranking) out.set(userId, ranking);
      }
      return out;
    },

    /** Sends the person a link that deletes their assessment data (it works for a day, once). */
    async requestWipeOut(p: Principal) {
      const person = await people.byId(p.userId);
      if (!person) throw notFound('The user');
      await deps.db.transaction(async (tx) => {
        const token = await deps.guestTokens.issue(
          {
            clientId: p.clientId,
            purpose: 'WIPE_OUT',
            objectId: p.userId,
            email: person.email,
            ttlDays: WIPE_OUT_TTL_DAYS,
            replaceExisting: true,
          },
          tx,
        );
        await deps.mailer.send(
          wipeOutMail({
            lng: recipientLanguage({ person: person.language }),
            clientId: p.clientId,
            to: person.email,
            name: person.fullName,
            link: `${deps.publicUrl}/wipeout/${encodeURIComponent(token)}`,
          }),
          tx,
        );
      });
      return { sentTo: person.email };
    },

    /** The wipe-out link: deletes the person's assessments, answers and research answers; the link then dies. */
    async wipeOut(grant: GuestGrant) {
      const deleted = await deps.db.transaction(async (tx) => {
        await deps.guestTokens.consume(grant.id, tx);
        await deps.wipeAlso(grant.clientId, grant.objectId, tx);
        return repo.wipe(grant.clientId, grant.objectId, tx);
      });
      await people.forgetUser(grant.objectId);
      return { deletedAssessments: deleted };
    },
  };
}
export type AssessmentService = ReturnType<typeof createAssessmentService>;
