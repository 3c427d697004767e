import type { CanView } from '../../platform/auth/can-view';
import type { GuestTokenService } from '../../platform/auth/guest-tokens';
import { ownerLookupOf } from '../../platform/auth/owners';
import type { Database, Db } from '../../platform/db/client';
import type { Mailer } from '../../platform/mail/outbox';
import { defineModule } from '../../platform/module';
import type { LicensingService } from '../licensing';
import { createDemographics } from './demographics';
import { demographicsRoutes } from './demographics-routes';
import type { AssessmentPeople, ExtendState } from './deps';
import { nomineeRoutes } from './nominee-routes';
import { createNomineeService } from './nominees';
import { createGlaPersonalData } from './personal-data';
import { createAssessmentRepo } from './repo';
import type { RoleLevels } from './results';
import { assessmentRoutes } from './routes';
import { seedAssessments } from './seed';
import { type AssessmentDeps, type AssessmentService, createAssessmentService } from './service';
import { createSurveyEngine } from './survey-engine';
import { glaAssessments, jobCandidates } from './tables';

export type { AssessmentPeople } from './deps';
export type { RoleLevels } from './results';

/**
 * The assessment module: the Growth Leader Assessment (survey, scoring, Leader Profile, PDF), job candidates
 * (nominees), wipe-out, and the user descriptors (demographic research answers).
 */
export function createAssessmentModule(deps: {
  database: Database;
  people: AssessmentPeople;
  extendState: ExtendState<AssessmentService['stateOf']>;
  licensing: LicensingService;
  guestTokens: GuestTokenService;
  mailer: Mailer;
  publicUrl: string;
  /** port to the plan module: the person's current and next role level (null until it is known) */
  roleLevels: (userId: number, clientId: number) => Promise<RoleLevels>;
  /** the Leader 360's wipe (its 360s and the answers about the person), in the wipe-out's transaction */
  wipeAlso: (clientId: number, userId: number, tx: Db) => Promise<unknown>;
  /** the viewing-rights port (decision 0022), answered by the teams module: a manager reads a shared Leader Profile */
  canView: CanView;
  /** the notifications' task-done port: requests to take the GLA are done when the person submits it */
  glaDone: AssessmentDeps['glaDone'];
}) {
  const db = deps.database.db;
  const repo = createAssessmentRepo(db);
  const demographics = createDemographics(db);
  const common = {
    db,
    repo,
    engine: createSurveyEngine(db, repo),
    licensing: deps.licensing,
    people: deps.people,
    guestTokens: deps.guestTokens,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    roleLevels: deps.roleLevels,
    wipeAlso: deps.wipeAlso,
    canView: deps.canView,
    glaDone: deps.glaDone,
  };
  const service = createAssessmentService(common);
  const nominees = createNomineeService({ ...common, demographics });
  deps.extendState(service.stateOf);

  return defineModule({
    name: 'assessment',
    owners: {
      assessment: ownerLookupOf(db, 'assessment', glaAssessments, glaAssessments),
      candidate: ownerLookupOf(db, 'candidate', jobCandidates, jobCandidates),
    },
    plugins: [
      { prefix: '/api/assessment', plugin: assessmentRoutes(service) },
      { prefix: '/api/assessment', plugin: nomineeRoutes(nominees) },
      { prefix: '/api/user-descriptors', plugin: demographicsRoutes(demographics) },
    ],
    seeds: [
      // GLA: finished (member, manager), half-way (buyer), a finished job candidate
      { name: 'assessments', run: (ids) => seedAssessments(db, ids) },
    ],
    api: {
      service,
      nominees,
      demographics,
      repo,
      /**
       * For the plan module: the capabilities of the person's latest finished GLA by rank (1 best), with names in
       * the language asked; null when the person has no finished GLA.
       */
      ranking: service.ranking,
      /** the rankings of many people's latest finished GLAs (the team dashboard) */
      rankings: service.rankings,
      /** The data export: the person's own assessments, answers, Leader Profiles and research answers. */
      personalData: createGlaPersonalData({
        db,
        repo,
        people: deps.people,
        demographics,
        roleLevels: deps.roleLevels,
      }),
      /** For the console's analytics: how many people started and finished a GLA (counts only). */
      organisationCounts: (clientId: number) => repo.organisationCounts(clientId),
      /** For the dashboard: the person's unfinished GLA and the page it resumes on, or null. */
      unfinished: async (userId: number, clientId: number) => {
        const row = await repo.unfinishedOf(clientId, userId);
        return row ? { assessmentId: row.id, lastPos: row.lastPos } : null;
      },
    },
  });
}
export type AssessmentModule = ReturnType<typeof createAssessmentModule>;
