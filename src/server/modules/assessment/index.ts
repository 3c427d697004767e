import type { GuestTokenService } from '../../platform/auth/guest-tokens';
import type { Database } from '../../platform/db/client';
import type { Mailer } from '../../platform/mail/outbox';
import type { IdentityModule } from '../identity';
import type { LicensingService } from '../licensing';
import { createDemographics } from './demographics';
import { demographicsRoutes } from './demographics-routes';
import { nomineeRoutes } from './nominee-routes';
import { createNomineeService } from './nominees';
import { createAssessmentRepo } from './repo';
import type { RoleLevels } from './results';
import { assessmentRoutes } from './routes';
import { createAssessmentService } from './service';
import { createSurveyEngine } from './survey-engine';

export type { RoleLevels } from './results';
export { seedAssessments } from './seed';

/**
 * The assessment module: the Growth Leader Assessment (survey, scoring, Leader Profile, PDF), job candidates
 * (nominees), wipe-out, and the user descriptors (demographic research answers).
 */
export function createAssessmentModule(deps: {
  database: Database;
  identity: IdentityModule;
  licensing: LicensingService;
  guestTokens: GuestTokenService;
  mailer: Mailer;
  publicUrl: string;
  /** port to the plan module: the person's current and next role level (null until it is known) */
  roleLevels: (userId: number, clientId: number) => Promise<RoleLevels>;
}) {
  const db = deps.database.db;
  const repo = createAssessmentRepo(db);
  const demographics = createDemographics(db);
  const common = {
    db,
    repo,
    engine: createSurveyEngine(db, repo),
    licensing: deps.licensing,
    people: deps.identity.people,
    guestTokens: deps.guestTokens,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    roleLevels: deps.roleLevels,
  };
  const service = createAssessmentService(common);
  const nominees = createNomineeService({ ...common, demographics });
  deps.identity.users.extendState(service.stateOf);

  return {
    service,
    nominees,
    demographics,
    repo,
    /**
     * For the plan module: the capabilities of the person's latest finished GLA by rank (1 best), with names in
     * the language asked; null when the person has no finished GLA.
     */
    ranking: service.ranking,
    /** For the console's analytics: how many people started and finished a GLA (counts only). */
    organisationCounts: (clientId: number) => repo.organisationCounts(clientId),
    plugins: [
      { prefix: '/api/assessment', plugin: assessmentRoutes(service) },
      { prefix: '/api/assessment', plugin: nomineeRoutes(nominees) },
      { prefix: '/api/user-descriptors', plugin: demographicsRoutes(demographics) },
    ],
  };
}
export type AssessmentModule = ReturnType<typeof createAssessmentModule>;
