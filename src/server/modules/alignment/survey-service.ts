import type { z } from 'zod';
import {
  ALIGNMENT_DEFAULT_DEADLINE_DAYS,
  type AlignmentSurveyStatus,
  type addMoreMembersBody,
  type SurveyParticipantInput,
  type sendNotificationsBody,
  type startSurveyBody,
} from '../../../shared/contracts/alignment';
import { EXPRESS_MEMBER_LIMIT } from '../../../shared/contracts/alignment-express';
import { alignmentSurveyActions } from '../../../shared/domain/alignment-actions';
import {
  type AlignmentParticipantFacts,
  type AlignmentSurveyFacts,
  alignmentParticipantStatus,
  alignmentReportStatus,
  completedCount,
} from '../../../shared/domain/alignment-anonymity';
import { endOfDeadlineDay, extensionProblem } from '../../../shared/domain/alignment-deadline';
import type { Principal } from '../../platform/auth/access';
import type { GuestTokenService } from '../../platform/auth/guest-tokens';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import { recipientLanguage } from '../../platform/i18n/recipient-language';
import type { Mailer } from '../../platform/mail/outbox';
import type { AlignmentPeople, AlignmentTeams } from './deps';
import { surveyMail } from './mails';
import type { AlignmentRepo, ParticipantRow, SurveyRow } from './repo';

const DAY = 86_400_000;
/** a participant is reminded at most once a day */
const REMIND_EVERY_MS = DAY;
/** a survey link outlives the deadline by this much, so an extension keeps it working */
const LINK_DAYS_AFTER_DEADLINE = 60;

export interface AlignmentDeps {
  db: Db;
  repo: AlignmentRepo;
  clock: Clock;
  teams: AlignmentTeams;
  people: AlignmentPeople;
  guestTokens: GuestTokenService;
  mailer: Mailer;
  publicUrl: string;
}

/** The end (UTC) of the day `yyyy-mm-dd`: answers are taken until then. */
export const endOfDay = endOfDeadlineDay;

export function surveyFacts(s: SurveyRow | null, rows: ParticipantRow[], now: Date): AlignmentSurveyFacts {
  return {
    started: s !== null,
    deadlinePassed: s !== null && now > s.deadlineAt,
    generated: s?.generatedAt != null,
    participants: rows.map(participantFacts),
  };
}
export const participantFacts = (r: ParticipantRow): AlignmentParticipantFacts => ({
  excluded: r.excluded,
  submitted: r.submittedAt !== null,
  answered: Object.keys(r.answers).length,
});

/**
 * The manager's side of the team alignment survey: start (with the express rules), add participants, remind,
 * extend the deadline, and read the survey's status and participants. Only the team's manager, or a BUYER or
 * ADMIN of the organisation, runs a team's survey; a member is refused (403), another organisation's team is 404.
 */
export function createSurveyService(deps: AlignmentDeps) {
  const { db, repo, clock } = deps;

  async function runnerOf(p: Principal, teamId: number) {
    const team = await deps.teams.team(p, teamId);
    if (!team) throw notFound('The team');
    const orgRunner = p.roles.includes('BUYER') || p.roles.includes('ADMIN');
    if (team.role === 'MANAGER' || orgRunner) return team;
    if (team.role === 'MEMBER')
      throw forbidden('Only the team manager runs the team alignment survey.', 'NOT_TEAM_MANAGER');
    throw notFound('The team');
  }

  function deadlineFrom(date: string | undefined, field: string): Date {
    const now = clock.now();
    if (!date) {
      const d = new Date(now.getTime() + ALIGNMENT_DEFAULT_DEADLINE_DAYS * DAY);
      return endOfDay(d.toISOString().slice(0, 10));
    }
    const at = endOfDay(date);
    if (at <= now) throw badRequest(`${field}: must be today or a later day.`, 'DEADLINE_IN_PAST');
    return at;
  }

  /** the participants to add, checked against the team (a standard survey asks the team's own people) */
  async function participantsFor(
    p: Principal,
    team: { id: number; managerId: number },
    input: SurveyParticipantInput[],
    express: boolean,
  ) {
    const seen = new Set<string>();
    for (const [i, m] of input.entries()) {
      const key = m.email.toLowerCase();
      if (seen.has(key))
        throw badRequest(`team_members[${i}].email: ${m.email} is listed twice.`, 'DUPLICATE_EMAIL');
      seen.add(key);
    }
    const members = await deps.teams.members(p.clientId, team.id);
    const byUser = new Map(members.map((m) => [m.userId, m]));
    const byEmail = new Map(members.map((m) => [m.email.toLowerCase(), m]));
    return input.map((m, i) => {
      const member = (m.id ? byUser.get(m.id) : undefined) ?? byEmail.get(m.email.toLowerCase());
      if (!member && !express)
        throw badRequest(
          `team_members[${i}]: ${m.email} is not a member of the team; add them to the team first.`,
          'NOT_TEAM_MEMBER',
        );
      const userId = member?.userId ?? null;
      return {
        userId,
        name: m.name,
        email: member?.email ?? m.email,
        userType:
          userId === team.managerId ? ('MANAGER' as const) : member?.guest ? ('GUEST' as const) : m.userType,
        excluded: m.status === 'excluded',
      };
    });
  }

  /** issues the participant's link and writes their invitation or reminder (in the caller's transaction) */
  async function mailParticipant(
    kind: 'invite' | 'remind',
    survey: SurveyRow,
    teamName: string,
    row: ParticipantRow,
    tx: Db,
  ): Promise<string> {
    const ttlDays =
      Math.ceil((survey.deadlineAt.getTime() - clock.now().getTime()) / DAY) + LINK_DAYS_AFTER_DEADLINE;
    const token = await deps.guestTokens.issue(
      {
        clientId: survey.clientId,
        purpose: 'ALIGNMENT_SURVEY',
        objectId: row.id,
        email: row.email,
        ttlDays,
        replaceExisting: true,
      },
      tx,
    );
    const link = surveyLink(deps.publicUrl, token);
    await deps.mailer.send(
      surveyMail({
        kind,
        lng: recipientLanguage({ person: row.language }),
        clientId: survey.clientId,
        to: row.email,
        name: row.name,
        teamName,
        link,
        until: survey.deadlineAt,
      }),
      tx,
    );
    return link;
  }

  async function languageOf(userId: number | null): Promise<string> {
    if (!userId) return 'en';
    return (await deps.people.byId(userId))?.language ?? 'en';
  }

  async function status(
    p: Principal,
    teamId: number,
    link: string | null = null,
  ): Promise<AlignmentSurveyStatus> {
    const survey = await repo.latestSurvey(p.clientId, teamId);
    const rows = survey ? await repo.participants(survey.id) : [];
    const facts = surveyFacts(survey, rows, clock.now());
    return {
      started: survey !== null,
      surveyId: survey?.id ?? null,
      surveyType: (survey?.surveyType as AlignmentSurveyStatus['surveyType']) ?? null,
      startedAt: survey?.startedAt.toISOString() ?? null,
      deadline: survey?.deadlineAt.toISOString() ?? null,
      reportStatus: alignmentReportStatus(facts),
      completed: completedCount(facts.participants),
      invited: rows.filter((r) => !r.excluded).length,
      managerSurveyLink: link,
    };
  }

  /** the open survey of the team (locked), or 409 */
  async function openSurvey(p: Principal, teamId: number, tx: Db): Promise<SurveyRow> {
    const survey = await repo.latestSurvey(p.clientId, teamId, tx, true);
    if (!survey || survey.closedAt)
      throw conflict('The team has no survey in progress; start one first.', 'NO_SURVEY_RUNNING');
    if (clock.now() > survey.deadlineAt)
      throw conflict('The survey has passed its deadline; extend the deadline first.', 'SURVEY_EXPIRED');
    return survey;
  }

  return {
    runnerOf,
    status,

    /** Starts and sends a survey: participants, links and mails in one transaction. */
    async start(p: Principal, body: z.infer<typeof startSurveyBody>) {
      const team = await runnerOf(p, body.team_id);
      const express = body.surveyType === 'express';
      const deadlineAt = deadlineFrom(body.deadline, 'deadline');
      const others = body.team_members.filter((m) => m.email.toLowerCase() !== p.email.toLowerCase());
      if (express && others.length > EXPRESS_MEMBER_LIMIT)
        throw badRequest(
          `team_members: add up to ${EXPRESS_MEMBER_LIMIT} team members besides yourself.`,
          'EXPRESS_LIMIT',
        );
      const chosen = await participantsFor(p, team, body.team_members, express);
      if (!chosen.some((c) => !c.excluded))
        throw badRequest('team_members: include at least one participant.', 'NO_PARTICIPANTS');
      const languages = await Promise.all(chosen.map((c) => languageOf(c.userId)));
      const link = await db.transaction(async (tx) => {
        const latest = await repo.latestSurvey(p.clientId, team.id, tx, true);
        if (latest && !latest.closedAt) {
          if (clock.now() <= latest.deadlineAt)
            throw conflict('A survey is already running for this team.', 'SURVEY_RUNNING');
          // an expired survey without a report ends when the next one starts
          await repo.updateSurvey(latest.id, { closedAt: clock.now() }, tx);
        }
        const survey = await repo.insertSurvey(
          {
            clientId: p.clientId,
            teamId: team.id,
            surveyType: body.surveyType,
            createdBy: p.userId,
            startedAt: clock.now(),
            deadlineAt,
          },
          tx,
        );
        const rows = await repo.insertParticipants(
          chosen.map((c, i) => ({
            surveyId: survey.id,
            clientId: p.clientId,
            userId: c.userId,
            name: c.name,
            email: c.email,
            userType: c.userType,
            excluded: c.excluded,
            language: languages[i] ?? 'en',
            invitedAt: c.excluded ? null : clock.now(),
          })),
          tx,
        );
        let own: string | null = null;
        for (const row of rows.filter((r) => !r.excluded)) {
          const sent = await mailParticipant('invite', survey, team.name, row, tx);
          if (row.email.toLowerCase() === p.email.toLowerCase()) own = sent;
        }
        return own;
      });
      return status(p, team.id, link);
    },

    /** Adds participants to the running survey (not to an express one: its list is fixed once sent). */
    async addMore(p: Principal, body: z.infer<typeof addMoreMembersBody>) {
      const team = await runnerOf(p, body.team_id);
      const languagesFor = async (ids: Array<number | null>) => Promise.all(ids.map(languageOf));
      const latest = await repo.latestSurvey(p.clientId, team.id);
      const chosen = await participantsFor(p, team, body.team_members, latest?.surveyType === 'express');
      const languages = await languagesFor(chosen.map((c) => c.userId));
      await db.transaction(async (tx) => {
        const survey = await openSurvey(p, team.id, tx);
        if (survey.surveyType === 'express')
          throw conflict(
            "Once you send and start the survey, you won't have the ability to add additional participants.",
            'EXPRESS_STARTED',
          );
        const existing = new Set((await repo.participants(survey.id, tx)).map((r) => r.email.toLowerCase()));
        const dup = chosen.find((c) => existing.has(c.email.toLowerCase()));
        if (dup) throw conflict(`${dup.email} already takes part in this survey.`, 'ALREADY_PARTICIPANT');
        const rows = await repo.insertParticipants(
          chosen.map((c, i) => ({
            surveyId: survey.id,
            clientId: p.clientId,
            userId: c.userId,
            name: c.name,
            email: c.email,
            userType: c.userType,
            excluded: c.excluded,
            language: languages[i] ?? 'en',
            invitedAt: c.excluded ? null : clock.now(),
          })),
          tx,
        );
        if (rows.length !== chosen.length)
          throw conflict(
            'Someone else just added one of these people; please reload.',
            'ALREADY_PARTICIPANT',
          );
        for (const row of rows.filter((r) => !r.excluded))
          await mailParticipant('invite', survey, team.name, row, tx);
      });
      return status(p, team.id);
    },

    /** Reminds participants who have not finished (each at most once a day). */
    async remind(p: Principal, body: z.infer<typeof sendNotificationsBody>) {
      const team = await runnerOf(p, body.team_id);
      const wanted = new Set(body.notifyDTOList.map((d) => d.id));
      return db.transaction(async (tx) => {
        const survey = await openSurvey(p, team.id, tx);
        const rows = await repo.participants(survey.id, tx);
        const facts = surveyFacts(survey, rows, clock.now());
        const state = {
          started: true,
          surveyType: survey.surveyType as 'standard' | 'express',
          reportStatus: alignmentReportStatus(facts),
          completed: completedCount(facts.participants),
          invited: rows.filter((r) => !r.excluded).length,
        };
        if (!alignmentSurveyActions(state).remind)
          throw conflict(
            'Everyone asked has finished the survey; there is nobody to remind.',
            'NOTHING_TO_REMIND',
          );
        const unknown = [...wanted].filter((id) => !rows.some((r) => r.id === id));
        if (unknown.length)
          throw badRequest(`notifyDTOList: ${unknown.join(', ')} not in this survey.`, 'UNKNOWN_PARTICIPANT');
        const now = clock.now();
        let reminded = 0;
        let skipped = 0;
        for (const row of rows) {
          if (row.excluded || row.submittedAt || (wanted.size && !wanted.has(row.id))) continue;
          if (row.lastRemindedAt && now.getTime() - row.lastRemindedAt.getTime() < REMIND_EVERY_MS) {
            skipped++;
            continue;
          }
          await mailParticipant('remind', survey, team.name, row, tx);
          await repo.updateParticipant(row.id, { lastRemindedAt: now }, tx);
          reminded++;
        }
        return { reminded, skipped };
      });
    },

    /** Moves the deadline (reopens an expired survey); the new day must be today or later. */
    async extend(p: Principal, teamId: number, extendedDate: string) {
      const team = await runnerOf(p, teamId);
      const deadlineAt = deadlineFrom(extendedDate, 'extendedDate');
      await db.transaction(async (tx) => {
        const survey = await repo.latestSurvey(p.clientId, team.id, tx, true);
        if (!survey || survey.closedAt)
          throw conflict('The team has no survey in progress; start one first.', 'NO_SURVEY_RUNNING');
        // the page's default comes from the same rule (shared/domain/alignment-deadline)
        const problem = extensionProblem(survey.deadlineAt, extendedDate, clock.now());
        if (problem === 'DEADLINE_NOT_LATER')
          throw badRequest(
            `extendedDate: must be later than the current deadline (${survey.deadlineAt.toISOString().slice(0, 10)}).`,
            'DEADLINE_NOT_LATER',
          );
        await repo.updateSurvey(survey.id, { deadlineAt }, tx);
      });
      return status(p, team.id);
    },

    /** The participants of the latest survey, or of the survey of report `version`, with their statuses. */
    async participants(p: Principal, teamId: number, version?: number) {
      const team = await runnerOf(p, teamId);
      let survey: SurveyRow | null;
      if (version) {
        const report = await repo.report(p.clientId, team.id, version);
        if (!report) throw notFound(`Version ${version} of the report`);
        survey = await repo.surveyById(report.surveyId);
      } else survey = await repo.latestSurvey(p.clientId, team.id);
      if (!survey) return { version: version ?? null, participants: [] };
      const rows = await repo.participants(survey.id);
      const facts = surveyFacts(survey, rows, clock.now());
      return {
        version: version ?? null,
        participants: rows.map((r) => ({
          id: r.id,
          userId: r.userId,
          name: r.name,
          email: r.email,
          userType: r.userType as 'MANAGER' | 'MEMBER' | 'GUEST',
          status: alignmentParticipantStatus(participantFacts(r), facts),
          answered: Object.keys(r.answers).length,
          invitedAt: r.invitedAt?.toISOString() ?? null,
          submittedAt: r.submittedAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
export type SurveyService = ReturnType<typeof createSurveyService>;

/** The participant's survey page (the token travels in the query, as the spec says). */
export const surveyLink = (publicUrl: string, token: string) =>
  `${publicUrl}/team-alignment/survey?token=${encodeURIComponent(token)}`;
