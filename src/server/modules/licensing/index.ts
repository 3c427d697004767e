import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import { licensingConsoleRoutes } from '../console/licence/routes';
import { createLicensingConsoleService, type LicensingPeoplePort } from '../console/licence/service';
import { createLicensingConsoleRepo } from './console-repo';
import { createLicensingRepo } from './repo';
import { licensingRoutes } from './routes';
import { createLicensingService } from './service';

export type { LicensingPeoplePort } from '../console/licence/service';
export type { LicensingService, TierSummary } from './service';
export { TIERS, tierFeatures } from './tiers';

/** The licensing module: plans, entitlements, feature flags, and the console's licence and organisations. */
export function createLicensingModule(
  db: Db,
  invalidation: InvalidationBus,
  cacheMs: number,
  ports: { people: LicensingPeoplePort; events: EventBus },
) {
  const service = createLicensingService(createLicensingRepo(db), invalidation, cacheMs);
  const consoleRepo = createLicensingConsoleRepo(db);
  const consoleService = createLicensingConsoleService({
    repo: consoleRepo,
    licensing: service,
    people: ports.people,
    events: ports.events,
    db,
  });
  const routes = licensingRoutes(service);
  const consoleRoutes = licensingConsoleRoutes(consoleService);
  return {
    service,
    consoleService,
    consoleRepo,
    routes: (async (app, opts) => {
      await routes(app, opts);
      await consoleRoutes(app, opts);
    }) as typeof routes,
    prefix: '/api/license',
  };
}
export type LicensingModule = ReturnType<typeof createLicensingModule>;
