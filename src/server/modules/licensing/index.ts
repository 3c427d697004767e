import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { Db } from '../../platform/db/client';
import { createLicensingRepo } from './repo';
import { licensingRoutes } from './routes';
import { createLicensingService } from './service';

export { PLANS, planFeatures } from './plans';
export type { LicensingService, PlanSummary } from './service';

/** The licensing module: plans, entitlements, feature flags. */
export function createLicensingModule(db: Db, invalidation: InvalidationBus, cacheMs: number) {
  const service = createLicensingService(createLicensingRepo(db), invalidation, cacheMs);
  return { service, routes: licensingRoutes(service), prefix: '/api/license' };
}
export type LicensingModule = ReturnType<typeof createLicensingModule>;
