import type { GlaPosition, GlaProfileName, QuestionPage } from '../../../shared/contracts/assessment';
import { formatPosition, parsePosition, type SurveyPosition } from '../../../shared/domain/gla-scoring';
import { LANGUAGES, type Language } from '../../../shared/enums';
import { createTtlCache } from '../../platform/cache/invalidation-bus';
import type { Db } from '../../platform/db/client';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors';
import { BANKS, itemByCode, PAGES_PER_PROFILE, pageItems, pageOf, text } from './items';
import type { AssessmentRepo, AssessmentRow } from './repo';

const LAST_STYLE = formatPosition({ profile: 'STYLE', page: PAGES_PER_PROFILE });
const FIRST_STRATEGY = formatPosition({ profile: 'STRATEGY', page: 1 });
const LAST_STRATEGY = formatPosition({ profile: 'STRATEGY', page: PAGES_PER_PROFILE });
const POSITIONS_HINT = `Style-1..Style-${PAGES_PER_PROFILE} or Strategy-1..Strategy-${PAGES_PER_PROFILE}`;

const asLanguage = (v: string): Language => LANGUAGES.find((l) => l === v) ?? 'en';

export const finishedError = () =>
  conflict('This assessment is finished; its answers can no longer change.', 'ASSESSMENT_FINISHED');
const styleFirst = () =>
  conflict('The Style survey must be finished before the Strategy survey.', 'STYLE_NOT_FINISHED');

export function positionOf(row: AssessmentRow): GlaPosition {
  return {
    assessmentId: row.id,
    lastPos: row.lastPos,
    languageCode: asLanguage(row.language),
    styleSurveyCompleted: row.styleCompletedAt !== null,
    strategySurveyCompleted: row.finishedAt !== null,
  };
}

/** The rules of a page save against the assessment as it is; answers the Style completion time to store. */
function checkSave(
  row: AssessmentRow,
  input: { userAnswers: { questionCode: string; value: number }[]; lastPos: string },
  next: SurveyPosition,
): Date | null {
  if (row.finishedAt) throw finishedError();
  const here = parsePosition(row.lastPos, PAGES_PER_PROFILE)!;
  for (const a of input.userAnswers) {
    const item = itemByCode(a.questionCode)!;
    if (item.profile === 'STRATEGY' && !row.styleCompletedAt) throw styleFirst();
    if (item.profile !== here.profile || pageOf(item) !== here.page) {
      throw new AppError(
        409,
        `Question '${item.code}' is not on the current page ${row.lastPos}.`,
        'WRONG_PAGE',
      );
    }
  }
  if (row.lastPos === LAST_STYLE && input.lastPos === FIRST_STRATEGY) return new Date();
  if (next.profile !== here.profile) {
    throw new AppError(
      409,
      next.profile === 'STRATEGY'
        ? `The Strategy survey starts at ${FIRST_STRATEGY}, after the last Style page.`
        : 'The Style survey is finished; its pages can no longer change.',
      'WRONG_PAGE',
    );
  }
  if (Math.abs(next.page - here.page) > 1) {
    throw new AppError(
      409,
      `lastPos ${input.lastPos} is not next to the current page ${row.lastPos}.`,
      'WRONG_PAGE',
    );
  }
  return row.styleCompletedAt;
}

/**
 * The survey rules shared by people and job candidates (docs/decisions/0008-gla-scoring-and-survey-rules.md).
 * The caller has found the assessment and checked that it belongs to whoever asks.
 */
export function createSurveyEngine(db: Db, repo: AssessmentRepo) {
  /** The row as this instance's last save left it, per assessment and caller (a hint, checked by the save). */
  const lastSaved = createTtlCache<AssessmentRow>(10 * 60_000);
  return {
    async questions(row: AssessmentRow, profile: GlaProfileName, page: number): Promise<QuestionPage> {
      if (page > PAGES_PER_PROFILE) {
        throw badRequest(`page must be between 1 and ${PAGES_PER_PROFILE}`, 'PAGE_OUT_OF_RANGE');
      }
      if (profile === 'STRATEGY' && !row.styleCompletedAt) throw styleFirst();
      const language = asLanguage(row.language);
      const answers = await repo.answers(row.id);
      const items = pageItems(profile, page);
      const bank = BANKS[profile];
      const answered = (items: readonly { code: string }[]) =>
        items.filter((i) => (answers.get(i.code) ?? 0) > 0).length;
      return {
        profile,
        questions: items.map((i) => ({
          questionCode: i.code,
          description: text(i.text, language),
          answerType: 'AGREE_5' as const,
          answer: answers.get(i.code) ?? 0,
        })),
        answers: items
          .filter((i) => answers.has(i.code))
          .map((i) => ({ questionCode: i.code, value: answers.get(i.code)! })),
        total_question: bank.length,
        total_page: PAGES_PER_PROFILE,
        current_page: page,
        hasNext: page < PAGES_PER_PROFILE,
        attemptedQuestions: answered(bank),
        answeredByProfile: { STYLE: answered(BANKS.STYLE), STRATEGY: answered(BANKS.STRATEGY) },
        languageCode: language,
      };
    },

    /**
     * Saves one page: the answers must all be questions of the page the person is on (the saved lastPos), and
     * lastPos moves at most one page (Previous, Save and exit, Next); from the last Style page it moves on to
     * Strategy-1, which finishes Style. Written in one statement (its own transaction) before the call answers.
     */
    async save(
      id: number,
      clientId: number,
      input: { userAnswers: { questionCode: string; value: number }[]; lastPos: string },
      /** the person whose assessment it must be (people; a candidate's is found by the guest token) */
      userId?: number,
    ) {
      const seen = new Set<string>();
      for (const a of input.userAnswers) {
        if (!itemByCode(a.questionCode)) {
          throw badRequest(`Unknown question code '${a.questionCode}'.`, 'UNKNOWN_QUESTION');
        }
        if (seen.has(a.questionCode)) {
          throw badRequest(`Question '${a.questionCode}' is answered twice.`, 'DUPLICATE_ANSWER');
        }
        seen.add(a.questionCode);
      }
      const next = parsePosition(input.lastPos, PAGES_PER_PROFILE);
      if (!next) throw badRequest(`lastPos must be ${POSITIONS_HINT}.`, 'INVALID_POSITION');

      // Optimistic: read, check, then one guarded statement; if the assessment changed meanwhile (another tab),
      // check again against the new state once. The row this instance last saved stands in for the read: the
      // guarded statement proves it is still the row in the database (docs/decisions/0023), else it is read.
      const key = `${id}:${clientId}:${userId ?? ''}`;
      let known = lastSaved.get(key);
      for (let attempt = 0; ; ) {
        const row =
          known ??
          (userId === undefined ? await repo.inOrg(id, clientId) : await repo.own(id, clientId, userId));
        if (!row) throw notFound('The assessment');
        let styleCompletedAt: Date | null;
        try {
          styleCompletedAt = checkSave(row, input, next);
        } catch (error) {
          if (!known) throw error;
          lastSaved.delete(key);
          known = undefined;
          continue;
        }
        const lastPos = formatPosition(next);
        if (await repo.saveGuarded(row, input.userAnswers, { lastPos, styleCompletedAt })) {
          lastSaved.set(key, { ...row, lastPos, styleCompletedAt });
          return {
            assessmentId: row.id,
            lastPos,
            saved: input.userAnswers.length,
            styleSurveyCompleted: styleCompletedAt !== null,
            finishesStyle: styleCompletedAt !== null && row.styleCompletedAt === null,
          };
        }
        lastSaved.delete(key);
        if (known) {
          known = undefined;
          continue;
        }
        if (++attempt > 1) {
          throw conflict('The assessment changed meanwhile; please reload it.', 'ASSESSMENT_CHANGED');
        }
      }
    },

    /** A new language restarts the assessment: every answer is erased and it starts again at Style-1. */
    async changeLanguage(id: number, clientId: number, language: Language): Promise<GlaPosition> {
      return db.transaction(async (tx) => {
        const row = await repo.lock(id, clientId, tx);
        if (!row) throw notFound('The assessment');
        if (row.finishedAt) throw finishedError();
        await repo.eraseAnswers(row.id, tx);
        const set = { language, lastPos: 'Style-1', styleCompletedAt: null };
        await repo.update(row.id, set, tx);
        return positionOf({ ...row, ...set });
      });
    },

    /** Submit: from the last Strategy page, once. */
    async finish(id: number, clientId: number, tx0?: Db) {
      const run = async (tx: Db) => {
        const row = await repo.lock(id, clientId, tx);
        if (!row) throw notFound('The assessment');
        if (row.finishedAt) throw finishedError();
        if (!row.styleCompletedAt) throw styleFirst();
        if (row.lastPos !== LAST_STRATEGY) {
          throw new AppError(
            409,
            `The assessment can be submitted from the last Strategy page (${LAST_STRATEGY}); it is at ${row.lastPos}.`,
            'WRONG_PAGE',
          );
        }
        await repo.update(row.id, { finishedAt: new Date() }, tx);
        return row;
      };
      return tx0 ? run(tx0) : db.transaction(run);
    },
  };
}
export type SurveyEngine = ReturnType<typeof createSurveyEngine>;
