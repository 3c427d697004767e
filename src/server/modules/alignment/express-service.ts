import type { z } from 'zod';
import {
  ALIGNMENT_STATEMENTS,
  ALIGNMENT_SUBSCALE_CODES,
  ALIGNMENT_SUBSCALES,
  ALIGNMENT_THEMES,
} from '../../../../content/alignment';
import {
  EXPRESS_MEMBER_LIMIT,
  EXPRESS_MEMBER_MINIMUM,
  type ExpressMembers,
  type ExpressNext,
  type expressAddBody,
  type expressEditBody,
} from '../../../shared/contracts/alignment-express';
import { expressTeamName } from '../../../shared/domain/alignment-express';
import { scoreTeamAlignment } from '../../../shared/domain/alignment-scoring';
import { type Language, TEAM_STAFF_ROLES } from '../../../shared/enums';
import type { Principal } from '../../platform/auth/access';
import { lockScope } from '../../platform/db/row-locks';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import type { AlignmentDeps, SurveyService } from './survey-service';

const isOrgRunner = (p: Principal) => p.roles.includes('BUYER') || p.roles.includes('ADMIN');

/**
 * The express setup (issue 14 point 4, decision 0055): a BUYER or ADMIN with one team (or none: one is made for
 * them) names up to 9 people besides themselves, then sends the survey as an express survey of that team. The
 * list is the module's own (`alignment_express_members`): the people answer through their guest links and need
 * no account. Once the survey is sent the list is fixed.
 */
export function createExpressService(deps: AlignmentDeps, surveys: SurveyService) {
  const { db, repo } = deps;

  function onlyOrgRunner(p: Principal) {
    if (!isOrgRunner(p))
      throw forbidden(
        'The express setup is for buyers and admins of the organisation.',
        'NOT_BUYER_OR_ADMIN',
      );
  }

  /** the team the caller sets up (their own team, else 404) and whether its survey was already sent */
  async function setupTeam(p: Principal, teamId: number) {
    onlyOrgRunner(p);
    const team = await deps.teams.team(p, teamId);
    if (!team || team.role === null) throw notFound('The team');
    const status = await surveys.status(p, team.id);
    return { team, started: status.started };
  }

  async function members(p: Principal, teamId: number): Promise<ExpressMembers> {
    const { team, started } = await setupTeam(p, teamId);
    const manager = await deps.people.byId(team.managerId);
    const rows = await repo.expressMembers(p.clientId, team.id);
    return {
      teamId: team.id,
      teamName: team.name,
      started,
      limit: EXPRESS_MEMBER_LIMIT,
      minimum: EXPRESS_MEMBER_MINIMUM,
      members: [
        {
          id: null,
          name: manager?.fullName ?? '',
          email: manager?.email ?? p.email,
          role: 'myself' as const,
          teamRoleId: null,
        },
        ...rows.map((r) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          role: r.teamRole as (typeof TEAM_STAFF_ROLES)[number],
          teamRoleId: TEAM_STAFF_ROLES.indexOf(r.teamRole as (typeof TEAM_STAFF_ROLES)[number]) + 1,
        })),
      ],
    };
  }

  const notAfterSending = () =>
    conflict(
      "Once you send and start the survey, you won't have the ability to add additional participants.",
      'EXPRESS_STARTED',
    );

  /** the caller's own member row of the list, else 404 */
  async function ownRow(p: Principal, memberId: number, teamId?: number) {
    const row = await repo.expressMember(memberId, p.clientId);
    if (!row || (teamId !== undefined && row.teamId !== teamId)) throw notFound('The team member');
    return row;
  }

  return {
    members,

    /** What the page does on opening (spec section 4); no side effect. */
    async opening(p: Principal): Promise<{ next: ExpressNext; teamId: number | null }> {
      if (!isOrgRunner(p)) return { next: 'dashboard', teamId: null };
      const teams = await deps.teams.teamsOf(p.userId, p.clientId);
      if (teams.length > 1) return { next: 'dashboard', teamId: null };
      if (teams.length === 0) return { next: 'createTeam', teamId: null };
      const teamId = teams[0]!;
      const status = await surveys.status(p, teamId);
      return { next: status.started ? 'results' : 'setup', teamId };
    },

    /** The caller's one team, made for them when they have none (spec section 4, point 3). */
    async ensureTeam(p: Principal) {
      onlyOrgRunner(p);
      const person = await deps.people.byId(p.userId);
      const name = expressTeamName(person?.fullName || p.email.split('@')[0] || 'My');
      const team = await deps.teams.ensureOwnTeam(p, name);
      if (!team)
        throw conflict(
          'You belong to several teams; start the survey from the team you mean instead.',
          'SEVERAL_TEAMS',
        );
      return { teamId: team.id, teamName: team.name, created: team.created };
    },

    /** Adds a person (at most 9 besides the manager; an e-mail once; not after sending). */
    async add(p: Principal, body: z.infer<typeof expressAddBody>) {
      const { team, started } = await setupTeam(p, body.teamId);
      if (started) throw notAfterSending();
      const manager = await deps.people.byId(team.managerId);
      if (manager && manager.email.toLowerCase() === body.email.toLowerCase())
        throw conflict(`${body.email} already exists in the list`, 'EMAIL_EXISTS');
      await db.transaction(async (tx) => {
        // the count and the insert hold together: 50 identical adds at once make one row, and never a tenth
        await lockScope(tx, 'alignment-express', team.id);
        const rows = await repo.expressMembers(p.clientId, team.id, tx);
        if (rows.some((r) => r.email.toLowerCase() === body.email.toLowerCase()))
          throw conflict(`${body.email} already exists in the list`, 'EMAIL_EXISTS');
        if (rows.length >= EXPRESS_MEMBER_LIMIT)
          throw conflict(`Can only add up to ${EXPRESS_MEMBER_LIMIT} team members.`, 'EXPRESS_LIMIT');
        const created = await repo.insertExpressMember(
          {
            clientId: p.clientId,
            teamId: team.id,
            name: body.fullName,
            email: body.email,
            teamRole: TEAM_STAFF_ROLES[body.teamRoleId - 1]!,
            createdBy: p.userId,
            createdAt: deps.clock.now(),
          },
          tx,
        );
        if (!created) throw conflict(`${body.email} already exists in the list`, 'EMAIL_EXISTS');
      });
      return members(p, team.id);
    },

    /** Changes a person's name and team role (the e-mail stays). */
    async edit(p: Principal, memberId: number, body: z.infer<typeof expressEditBody>) {
      const row = await ownRow(p, memberId);
      if (row.teamId !== body.teamId)
        throw badRequest('teamId: the member belongs to another team.', 'WRONG_TEAM');
      const { team, started } = await setupTeam(p, row.teamId);
      if (started) throw notAfterSending();
      await db.transaction((tx) =>
        repo.updateExpressMember(
          row.id,
          { name: body.fullName, teamRole: TEAM_STAFF_ROLES[body.teamRoleId - 1]! },
          tx,
        ),
      );
      return members(p, team.id);
    },

    async remove(p: Principal, memberId: number) {
      const row = await ownRow(p, memberId);
      const { team, started } = await setupTeam(p, row.teamId);
      if (started) throw notAfterSending();
      await db.transaction((tx) => repo.deleteExpressMember(row.id, tx));
      return members(p, team.id);
    },

    /**
     * The sample report (made-up answers of 6 people, fixed so it reads the same every time), shaped as a real
     * report version so the report's own section draws it; the page labels it a sample.
     */
    sampleReport(language: Language) {
      const answers = SAMPLE_PEOPLE.map(
        (bias) =>
          new Map(
            ALIGNMENT_STATEMENTS.map((s, i) => [s.code, Math.max(1, Math.min(6, 3 + ((i * 7 + bias) % 4)))]),
          ),
      );
      const ranked = scoreTeamAlignment(ALIGNMENT_SUBSCALE_CODES, ALIGNMENT_STATEMENTS, answers);
      const subscales = new Map(ALIGNMENT_SUBSCALES.map((s) => [s.code as string, s]));
      return {
        version: 1,
        generatedAt: SAMPLE_DATE,
        respondents: answers.length,
        teamName: '',
        themes: ALIGNMENT_THEMES.map((t) => ({
          code: t.code,
          name: t.name[language],
          description: t.description[language],
        })),
        team_alignment_sub_scale_list: ranked.map((r) => {
          const c = subscales.get(r.code)!;
          return {
            ...r,
            score: r.score === null ? null : Math.round(r.score * 100) / 100,
            theme: c.theme,
            name: c.name[language],
            definition: c.definition[language],
            practices: c.practices.map((x) => x[language]),
            iconPosition: c.iconPosition,
          };
        }),
      };
    },
  };
}
export type ExpressService = ReturnType<typeof createExpressService>;

/** six made-up respondents of the sample report */
const SAMPLE_PEOPLE = [0, 1, 2, 3, 5, 6];
const SAMPLE_DATE = '2026-01-15T09:00:00.000Z';
