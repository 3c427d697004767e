import {
  ALIGNMENT_STATEMENTS,
  ALIGNMENT_SUBSCALE_CODES,
  ALIGNMENT_SUBSCALES,
  ALIGNMENT_THEMES,
  DEFAULT_TREND_SUBSCALES,
} from '../../../../content/alignment';
import {
  alignmentReportStatus,
  canGenerateAlignmentReport,
  completedCount,
  MIN_COMPLETIONS_FOR_REPORT,
} from '../../../shared/domain/alignment-anonymity';
import { scoreTeamAlignment } from '../../../shared/domain/alignment-scoring';
import type { Language } from '../../../shared/enums';
import type { Principal } from '../../platform/auth/access';
import type { Db } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import type { AlignmentRepo, SurveyRow } from './repo';
import { type AlignmentDeps, type SurveyService, surveyFacts } from './survey-service';

const YEAR = 365.25 * 86_400_000;

function buildTexts(language: Language) {
  return {
    themes: ALIGNMENT_THEMES.map((t) => ({
      code: t.code,
      name: t.name[language],
      description: t.description[language],
    })),
    subscales: new Map(ALIGNMENT_SUBSCALES.map((s) => [s.code as string, s])),
  };
}

/**
 * Reports of the team alignment survey: generated only from 3 or more completed participants (the anonymity rule
 * of issue 14), from their pooled answers (research answers never count). Each report is a version of the team's
 * history; trends read the versions.
 */
export function createReportService(deps: AlignmentDeps, surveys: SurveyService) {
  const { db, repo, clock } = deps;

  /** Scores the survey and stores the next version (in the caller's transaction, survey row locked). */
  async function generateIn(survey: SurveyRow, tx: Db, repoOf: AlignmentRepo = repo, at: Date = clock.now()) {
    const rows = await repoOf.participants(survey.id, tx);
    const facts = surveyFacts(survey, rows, at);
    if (!canGenerateAlignmentReport(facts)) return false;
    const answers = rows
      .filter((r) => r.submittedAt && !r.excluded)
      .map((r) => new Map(Object.entries(r.answers)));
    const ranked = scoreTeamAlignment(ALIGNMENT_SUBSCALE_CODES, ALIGNMENT_STATEMENTS, answers);
    const now = at;
    await repoOf.insertReport(
      {
        clientId: survey.clientId,
        teamId: survey.teamId,
        surveyId: survey.id,
        version: await repoOf.nextVersion(survey.teamId, tx),
        respondents: answers.length,
        subscales: ranked.map((r) => ({
          ...r,
          score: r.score === null ? null : Math.round(r.score * 100) / 100,
        })),
        generatedAt: now,
      },
      tx,
    );
    await repoOf.updateSurvey(survey.id, { generatedAt: now, closedAt: now }, tx);
    return true;
  }

  /** the themes and subscale texts of a language, built once per language (they are fixed content) */
  const textsOf = new Map<Language, ReturnType<typeof buildTexts>>();
  function texts(language: Language) {
    const known = textsOf.get(language);
    if (known) return known;
    const built = buildTexts(language);
    textsOf.set(language, built);
    return built;
  }

  return {
    generateIn,

    /** The manager generates the report once 3 or more participants completed. */
    async generate(p: Principal, teamId: number) {
      const team = await surveys.runnerOf(p, teamId);
      await db.transaction(async (tx) => {
        const survey = await repo.latestSurvey(p.clientId, team.id, tx, true);
        if (!survey) throw conflict('The team has no survey yet.', 'NO_SURVEY_RUNNING');
        if (survey.generatedAt)
          throw conflict('The report of this survey is already generated.', 'ALREADY_GENERATED');
        const rows = await repo.participants(survey.id, tx);
        if (completedCount(surveyFacts(survey, rows, clock.now()).participants) < MIN_COMPLETIONS_FOR_REPORT)
          throw conflict(
            `A report needs at least ${MIN_COMPLETIONS_FOR_REPORT} completed surveys, so that no answer can be traced to a person.`,
            'INSUFFICIENT_DATA',
          );
        await generateIn(survey, tx);
      });
      return this.reportStatus(p, team.id);
    },

    async reportStatus(p: Principal, teamId: number) {
      const team = await surveys.runnerOf(p, teamId);
      const survey = await repo.latestSurvey(p.clientId, team.id);
      const rows = survey ? await repo.participants(survey.id) : [];
      const facts = surveyFacts(survey, rows, clock.now());
      return {
        status: alignmentReportStatus(facts),
        completed: completedCount(facts.participants),
        required: MIN_COMPLETIONS_FOR_REPORT,
      };
    },

    /** The ranked subscales of a version (default the latest), with each subscale's definition and practices. */
    async ranks(p: Principal, teamId: number, version: number | undefined, language: Language) {
      const team = await surveys.runnerOf(p, teamId);
      const report = await repo.report(p.clientId, team.id, version);
      if (!report) throw notFound(version ? `Version ${version} of the report` : 'A generated report');
      const { themes, subscales } = texts(language);
      return {
        version: report.version,
        generatedAt: report.generatedAt.toISOString(),
        respondents: report.respondents,
        teamName: team.name,
        themes,
        team_alignment_sub_scale_list: report.subscales.map((s) => {
          const c = subscales.get(s.code)!;
          return {
            ...s,
            theme: c.theme,
            name: c.name[language],
            definition: c.definition[language],
            practices: c.practices.map((x) => x[language]),
            iconPosition: c.iconPosition,
          };
        }),
      };
    },

    async versions(p: Principal, teamId: number) {
      const team = await surveys.runnerOf(p, teamId);
      return (await repo.reports(p.clientId, team.id)).map((r) => ({
        version: r.version,
        generatedAt: r.generatedAt.toISOString(),
        respondents: r.respondents,
      }));
    },

    /** Every survey of the team, newest first, with its counts and report status. */
    async history(p: Principal, teamId: number) {
      const team = await surveys.runnerOf(p, teamId);
      const list = await repo.surveys(p.clientId, team.id);
      const rows = await repo.participantsOf(list.map((s) => s.id));
      const versions = new Map((await repo.reports(p.clientId, team.id)).map((r) => [r.surveyId, r.version]));
      const now = clock.now();
      return list.map((s) => {
        const own = rows.filter((r) => r.surveyId === s.id);
        const facts = surveyFacts(s, own, now);
        return {
          surveyId: s.id,
          surveyType: s.surveyType as 'standard' | 'express',
          startedAt: s.startedAt.toISOString(),
          deadline: s.deadlineAt.toISOString(),
          invited: own.filter((r) => !r.excluded).length,
          completed: completedCount(facts.participants),
          reportStatus: alignmentReportStatus(facts),
          version: versions.get(s.id) ?? null,
        };
      });
    },

    /** Each chosen subscale's score per version over the last 1, 3 or 6 years. */
    async trend(p: Principal, teamId: number, years: 1 | 3 | 6, codes: string[] | undefined) {
      const team = await surveys.runnerOf(p, teamId);
      const chosen = codes?.length ? codes : [...DEFAULT_TREND_SUBSCALES];
      const unknown = chosen.filter((c) => !(ALIGNMENT_SUBSCALE_CODES as readonly string[]).includes(c));
      if (unknown.length)
        throw badRequest(`subscales: ${unknown.join(', ')} is not a subscale code.`, 'UNKNOWN_SUBSCALE');
      const since = new Date(clock.now().getTime() - years * YEAR);
      const reports = await repo.reports(p.clientId, team.id, since);
      return {
        years,
        subscales: chosen,
        points: reports.flatMap((r) =>
          chosen.map((code) => ({
            date: r.generatedAt.toISOString(),
            version: r.version,
            subScaleCode: code,
            score: r.subscales.find((s) => s.code === code)?.score ?? null,
          })),
        ),
      };
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
