import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { Db } from '../../platform/db/client';
import { defineModule } from '../../platform/module';
import { createLicensingConsoleRepo } from './console-repo';
import type { LicensingPeoplePort } from './deps';
import { createLicensingRepo } from './repo';
import { licensingRoutes } from './routes';
import { createLicensingService } from './service';

export type { LicensingConsoleRepo } from './console-repo';
export type { LicensingPeoplePort } from './deps';
export type { LicensingService, TierSummary } from './service';
export { TIERS, tierFeatures } from './tiers';

/**
 * The licensing module: subscriptions and their licence tiers, entitlements, feature flags, and the record of
 * subscription changes (the console shows and changes them).
 */
export function createLicensingModule(deps: {
  db: Db;
  invalidation: InvalidationBus;
  cacheMs: number;
  people: LicensingPeoplePort;
}) {
  const service = createLicensingService(
    createLicensingRepo(deps.db),
    deps.invalidation,
    deps.cacheMs,
    deps.people,
  );
  const consoleRepo = createLicensingConsoleRepo(deps.db);
  return defineModule({
    name: 'licensing',
    plugins: [{ prefix: '/api/license', plugin: licensingRoutes(service) }],
    api: { service, consoleRepo },
  });
}
export type LicensingModule = ReturnType<typeof createLicensingModule>;
