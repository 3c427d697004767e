import type { Nominee, NomineeWelcome } from '../../../shared/contracts/assessment';
import type { DemographicsBody } from '../../../shared/contracts/demographics';
import { resolveEntitlement } from '../../../shared/domain/entitlements';
import type { Language } from '../../../shared/enums';
import type { Principal } from '../../platform/auth/access';
import type { GuestGrant } from '../../platform/auth/guest-tokens';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { recipientLanguage } from '../../platform/i18n/recipient-language';
import { tierFeatures } from '../licensing';
import type { DemographicsStore } from './demographics';
import { nomineeInviteMail } from './mails';
import type { CandidateRow } from './repo';
import { buildResult } from './results';
import type { AssessmentDeps } from './service';
import { finishedError, positionOf } from './survey-engine';

/** A candidate's link works this many days. */
export const NOMINEE_TTL_DAYS = 30;

function asNominee(c: CandidateRow, assessmentId: number | null): Nominee {
  return {
    id: c.id,
    email: c.email,
    fullName: c.fullName,
    status: c.status as Nominee['status'],
    invitedAt: c.invitedAt.toISOString(),
    completedAt: c.completedAt?.toISOString() ?? null,
    assessmentId,
  };
}

/**
 * Job assessment: an organisation (ADMIN or BUYER) invites candidates by e-mail; each takes the GLA through a
 * guest link (NOMINEE_ASSESSMENT, object = the candidate); the organisation reads the result; a candidate who
 * later becomes a user of the organisation may take the assessment over (or dismiss it).
 */
export function createNomineeService(deps: AssessmentDeps & { demographics: DemographicsStore }) {
  const { repo, engine, people } = deps;

  /** The candidate's assessment behind a guest grant. */
  async function ofGrant(grant: GuestGrant) {
    const candidate = await repo.candidate(grant.objectId, grant.clientId);
    const row = candidate ? await repo.ofCandidate(candidate.id, grant.clientId) : null;
    if (!candidate || !row) throw notFound('The assessment');
    return { candidate, row };
  }
  function sameAssessment(given: number | undefined, actual: number) {
    if (given !== undefined && given !== actual) throw notFound('The assessment');
  }

  return {
    async invite(p: Principal, input: { email: string; fullName: string; languageCode: Language }) {
      // the gla-survey entitlement is checked by the route's access declaration (decision 0022)
      const org = await people.organisation(p.clientId);
      const result = await deps.db.transaction(async (tx) => {
        // one open invitation per e-mail: a second (or a parallel) one is 409 and sends no mail
        const values = {
          clientId: p.clientId,
          email: input.email,
          fullName: input.fullName,
          invitedBy: p.userId,
        };
        const candidate =
          (await repo.openCandidateByEmail(p.clientId, input.email, tx)) === null
            ? await repo.createOpenCandidate(values, tx)
            : null;
        if (!candidate) {
          throw conflict(
            `${input.email} already has an open invitation to the job assessment.`,
            'CANDIDATE_ALREADY_INVITED',
          );
        }
        const row = await repo.create(
          { clientId: p.clientId, candidateId: candidate.id, language: input.languageCode },
          tx,
        );
        const token = await deps.guestTokens.issue(
          {
            clientId: p.clientId,
            purpose: 'NOMINEE_ASSESSMENT',
            objectId: candidate.id,
            email: candidate.email,
            ttlDays: NOMINEE_TTL_DAYS,
            replaceExisting: true,
          },
          tx,
        );
        await deps.mailer.send(
          nomineeInviteMail({
            lng: recipientLanguage({ person: input.languageCode, organisation: org?.defaultLanguage }),
            clientId: p.clientId,
            to: candidate.email,
            name: candidate.fullName,
            orgName: org?.name ?? 'Your organisation',
            link: `${deps.publicUrl}/survey/nominee?token=${encodeURIComponent(token)}`,
            ttlDays: NOMINEE_TTL_DAYS,
          }),
          tx,
        );
        return asNominee(candidate, row.id);
      });
      return result;
    },

    async list(p: Principal) {
      const rows = await repo.candidates(p.clientId);
      return { items: rows.map((r) => asNominee(r.candidate, r.assessmentId)) };
    },

    async result(p: Principal, candidateId: number, language: Language | undefined) {
      const candidate = await repo.candidate(candidateId, p.clientId);
      const row = candidate ? await repo.ofCandidate(candidate.id, p.clientId) : null;
      if (!candidate || !row) throw notFound('The candidate');
      if (!row.finishedAt)
        throw conflict('This candidate has not finished the assessment yet.', 'ASSESSMENT_NOT_FINISHED');
      return buildResult({
        row,
        answers: await repo.answers(row.id),
        language: language ?? (row.language as Language),
        levels: null,
        subjectName: candidate.fullName,
      });
    },

    // --- the candidate, through the guest link ---
    async welcome(grant: GuestGrant): Promise<NomineeWelcome> {
      const { candidate, row } = await ofGrant(grant);
      const org = await people.organisation(grant.clientId);
      const features = tierFeatures((await deps.licensing.summary(grant.clientId)).planCode);
      return {
        ...positionOf(row),
        fullName: candidate.fullName,
        organisationName: org?.name ?? '',
        multiLanguage:
          resolveEntitlement(features, 'gla-multi-language-survey').on || Boolean(org?.multiLanguageSurvey),
      };
    },
    async questions(
      grant: GuestGrant,
      q: { assessmentId?: number; profile: 'STYLE' | 'STRATEGY'; page: number },
    ) {
      const { row } = await ofGrant(grant);
      sameAssessment(q.assessmentId, row.id);
      return engine.questions(row, q.profile, q.page);
    },
    async answer(
      grant: GuestGrant,
      body: {
        assessmentId?: number;
        userAnswers: { questionCode: string; value: number }[];
        lastPos: string;
      },
    ) {
      const { candidate, row } = await ofGrant(grant);
      sameAssessment(body.assessmentId, row.id);
      const { finishesStyle: _, ...saved } = await engine.save(row.id, grant.clientId, body);
      if (candidate.status === 'INVITED') await repo.setCandidate(candidate.id, { status: 'IN_PROGRESS' });
      return saved;
    },
    async changeLanguage(grant: GuestGrant, id: number, language: Language | undefined) {
      const { row } = await ofGrant(grant);
      sameAssessment(id, row.id);
      if (!language) throw badRequest('Invalid querystring: languageCode: is required', 'VALIDATION_FAILED');
      return engine.changeLanguage(row.id, grant.clientId, language);
    },
    async finish(grant: GuestGrant) {
      const { candidate, row } = await ofGrant(grant);
      await deps.db.transaction(async (tx) => {
        await engine.finish(row.id, grant.clientId, tx);
        await repo.setCandidate(candidate.id, { status: 'COMPLETED', completedAt: new Date() }, tx);
      });
      // a user of the organisation with this e-mail now sees the transfer question
      const person = await people.byEmail(candidate.email);
      if (person) await people.forgetUser(person.id);
      return { assessmentId: row.id, finished: true as const };
    },
    async saveDemographics(grant: GuestGrant, body: DemographicsBody) {
      const { candidate } = await ofGrant(grant);
      return deps.demographics.saveCandidate(grant.clientId, candidate.id, body);
    },

    // --- conversion: the candidate has become a user of the organisation ---
    async respondToConversion(p: Principal, input: { jobCandidateId: number; accept: boolean }) {
      const person = await people.byId(p.userId);
      const result = await deps.db.transaction(async (tx) => {
        const candidate = await repo.candidate(input.jobCandidateId, p.clientId, tx);
        if (!candidate || !person || candidate.email.toLowerCase() !== person.email.toLowerCase()) {
          throw notFound('The job candidate');
        }
        if (candidate.status !== 'COMPLETED') {
          throw conflict('This assessment has already been transferred or dismissed.', 'CONVERSION_DECIDED');
        }
        const row = await repo.ofCandidate(candidate.id, p.clientId, tx);
        if (!input.accept) {
          await repo.setCandidate(candidate.id, { status: 'DISMISSED' }, tx);
          return { jobCandidateId: candidate.id, status: 'DISMISSED' as const, assessmentId: null };
        }
        if (!row?.finishedAt) throw finishedError();
        await repo.update(row.id, { userId: p.userId }, tx);
        await deps.demographics.transfer(p.clientId, candidate.id, p.userId, tx);
        await repo.setCandidate(candidate.id, { status: 'TRANSFERRED', transferredToUserId: p.userId }, tx);
        return { jobCandidateId: candidate.id, status: 'TRANSFERRED' as const, assessmentId: row.id };
      });
      await people.forgetUser(p.userId);
      return result;
    },
  };
}
export type NomineeService = ReturnType<typeof createNomineeService>;
