import type { Clock } from '../../platform/clock';
import { defineModule } from '../../platform/module';
import type { HomePlanPort, HomeSurveyPort } from './deps';
import { homeRoutes } from './routes';
import { createHomeService } from './service';

export type { HomePlanPort, HomeSurveyPort } from './deps';

/**
 * The personal home: what the dashboard shows beyond the user state ("Next up"). It owns no tables; it asks the
 * plan and the assessment through their ports (wired in src/server/registry.ts).
 */
export function createHomeModule(deps: { plan: HomePlanPort; survey: HomeSurveyPort; clock: Clock }) {
  const service = createHomeService(deps);
  return defineModule({
    name: 'home',
    plugins: [{ prefix: '/api/user', plugin: homeRoutes(service) }],
    api: { nextUp: service.nextUp },
  });
}
