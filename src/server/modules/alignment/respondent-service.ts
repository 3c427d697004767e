import type { z } from 'zod';
import { AGREEMENT_SCALE, ALIGNMENT_STATEMENTS } from '../../../../content/alignment';
import type {
  AlignmentQuestions,
  questionsQuery,
  SaveAnswersBody,
} from '../../../shared/contracts/alignment';
import {
  alignmentPageCount,
  alignmentPageSlice,
  alignmentProgress,
  isAlignmentResearchPage,
} from '../../../shared/domain/alignment-progress';
import { type Language, languageOf } from '../../../shared/enums';
import type { Principal } from '../../platform/auth/access';
import type { GuestGrant } from '../../platform/auth/guest-tokens';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { recipientLanguage } from '../../platform/i18n/recipient-language';
import type { AnswerPatch, ParticipantRow, SurveyRow } from './repo';
import type { AlignmentDeps } from './survey-service';

type Query = z.infer<typeof questionsQuery>;
/** the survey shows the statements in code order (content/alignment) */
const STATEMENTS = [...ALIGNMENT_STATEMENTS].sort((a, b) => a.code.localeCompare(b.code));
/** the statement codes of each question page (index 0 is page 1); the research page has none */
const CODES_OF_PAGE = Array.from({ length: alignmentPageCount(STATEMENTS.length) }, (_, i) => {
  const slice = alignmentPageSlice(i + 1, STATEMENTS.length);
  return new Set(slice ? STATEMENTS.slice(slice.start, slice.end).map((s) => s.code) : []);
});

/**
 * The respondent behind their guest link (purpose ALIGNMENT_SURVEY, object = the participant): one participant,
 * one survey. They read their own saved answers page by page and change them until they submit or the deadline
 * passes. The preview (signed in, nothing saved) shows the same pages.
 */
export function createRespondentService(
  deps: AlignmentDeps & { teamName(clientId: number, teamId: number): Promise<string> },
) {
  const { repo, clock } = deps;

  /** whether a person is still the team's manager, a member or a guest (invited or accepted) */
  async function stillInTeam(clientId: number, teamId: number, userId: number) {
    return (await deps.teams.members(clientId, teamId)).some((m) => m.userId === userId);
  }

  async function load(grant: GuestGrant) {
    const participant = await repo.participant(grant.objectId, grant.clientId);
    const survey = participant ? await repo.surveyById(participant.surveyId) : null;
    if (!participant || !survey || participant.excluded) throw notFound('The survey');
    // the link is the team's: a person removed from the team since keeps no way in (issue 33 point 7)
    if (
      participant.userId !== null &&
      !(await stillInTeam(grant.clientId, survey.teamId, participant.userId))
    )
      throw notFound('The survey');
    return { participant, survey };
  }

  /** why a save changed nothing: the participant is gone or excluded (404), submitted or the survey ended (409) */
  async function refusal(grant: GuestGrant, now: Date) {
    const { participant, survey } = await load(grant);
    if (participant.submittedAt) throw conflict('Your answers are already submitted.', 'ALREADY_SUBMITTED');
    if (survey.closedAt || now > survey.deadlineAt)
      throw conflict('This survey has ended; answers can no longer be changed.', 'SURVEY_CLOSED');
  }

  function page(
    pageNo: number,
    pageSize: number,
    answers: Record<string, number>,
    language: Language,
  ): Pick<AlignmentQuestions, 'questions' | 'research' | 'totalPages'> {
    const totalPages = alignmentPageCount(STATEMENTS.length, pageSize);
    if (pageNo > totalPages)
      throw badRequest(`pageNo: must be from 1 to ${totalPages}.`, 'PAGE_OUT_OF_RANGE');
    if (isAlignmentResearchPage(pageNo, STATEMENTS.length, pageSize))
      return { questions: [], research: true, totalPages };
    const slice = alignmentPageSlice(pageNo, STATEMENTS.length, pageSize)!;
    return {
      totalPages,
      research: false,
      questions: STATEMENTS.slice(slice.start, slice.end).map((s) => ({
        unique_ref_id: s.code,
        question: s.text[language],
        answer: answers[s.code] ?? null,
      })),
    };
  }

  const scale = (language: Language) =>
    AGREEMENT_SCALE.map((p) => ({ value: p.value, label: p.label[language] }));

  function view(
    participant: ParticipantRow,
    survey: SurveyRow,
    teamName: string,
    query: Query,
    language: Language,
  ): AlignmentQuestions {
    const answered = Object.keys(participant.answers).length;
    return {
      teamName,
      recipient: participant.email,
      preview: false,
      pageNo: query.pageNo,
      lastPage: participant.lastPage,
      answered,
      progress: alignmentProgress(answered, STATEMENTS.length),
      deadline: survey.deadlineAt.toISOString(),
      submitted: participant.submittedAt !== null,
      scale: scale(language),
      ...page(query.pageNo, query.pageSize, participant.answers, language),
    };
  }

  return {
    async questions(grant: GuestGrant, query: Query): Promise<AlignmentQuestions> {
      const { participant, survey } = await load(grant);
      const language = languageOf(query.languageCode) ?? recipientLanguage({ person: participant.language });
      return view(participant, survey, await deps.teamName(survey.clientId, survey.teamId), query, language);
    },

    /** The preview of a signed-in manager or admin: the same pages, no answers, nothing saved. */
    async preview(p: Principal, query: Query, language: Language): Promise<AlignmentQuestions> {
      return {
        teamName: '',
        recipient: p.email,
        preview: true,
        pageNo: query.pageNo,
        lastPage: 1,
        answered: 0,
        progress: alignmentProgress(0, STATEMENTS.length),
        deadline: null,
        submitted: false,
        scale: scale(language),
        ...page(query.pageNo, query.pageSize, {}, language),
      };
    },

    /**
     * Saves a page's answers (an answer again replaces it; null clears it), research answers, or the submission:
     * the input is checked first, then one statement saves it while the participant may still answer; only
     * when it saved nothing is the participant read again, to say why.
     */
    async save(grant: GuestGrant, body: SaveAnswersBody) {
      const totalPages = alignmentPageCount(STATEMENTS.length);
      if (body.pageNo > totalPages)
        throw badRequest(`pageNo: must be from 1 to ${totalPages}.`, 'PAGE_OUT_OF_RANGE');
      if (body.research && !isAlignmentResearchPage(body.pageNo, STATEMENTS.length))
        throw badRequest(`research: research answers belong to page ${totalPages}.`, 'NOT_RESEARCH_PAGE');
      const onPage = CODES_OF_PAGE[body.pageNo - 1];
      const patch: AnswerPatch = {};
      for (const [i, a] of body.answers.entries()) {
        if (!onPage?.has(a.unique_ref_id))
          throw badRequest(
            `answers[${i}].unique_ref_id: ${a.unique_ref_id} is not a question of page ${body.pageNo}.`,
            'QUESTION_NOT_ON_PAGE',
          );
        patch[a.unique_ref_id] = a.answer;
      }
      const lastPage = body.pageNo;
      for (let attempt = 1; ; attempt++) {
        const now = clock.now();
        const answered = await repo.saveAnswers({
          participantId: grant.objectId,
          clientId: grant.clientId,
          patch,
          lastPage,
          research: body.research,
          submittedAt: body.submit ? now : null,
          now,
        });
        if (answered !== null) return { answered, lastPage, submitted: body.submit };
        await refusal(grant, now);
        // nothing refuses it now: the survey changed meanwhile (an extension reopened it); save again
        if (attempt === 3)
          throw conflict('The survey changed meanwhile; please save again.', 'SURVEY_CHANGED');
      }
    },
  };
}
export type RespondentService = ReturnType<typeof createRespondentService>;
