import { ownerLookupOf } from '../../platform/auth/owners';
import { defineModule } from '../../platform/module';
import type { GamificationDeps } from './deps';
import { issuerKeyOf } from './issuer-key';
import { createGamificationRepo } from './repo';
import { gamificationRoutes } from './routes';
import { gamificationSeed } from './seed';
import { createGamificationService } from './service';
import { gamificationAwards } from './tables';

export type { GamificationDeps, GamificationSprint } from './deps';

// 'checkIn.completed' is declared by the sprints' check-ins (sprints/checkins/index.ts), which emit it; the
// gamification listens to award the first-check-in badge.
/**
 * The gamification module (decision 0043): badges for milestones, sprint and leadership certificates, each
 * certificate an Open Badges 3.0 credential signed with the server's Ed25519 key, the certification criteria of a
 * sprint (achievement), and the public certificate page's data. Mounted under /api/gamification.
 */
export function createGamificationModule(deps: GamificationDeps) {
  const repo = createGamificationRepo(deps.db);
  const service = createGamificationService(deps, repo, issuerKeyOf(deps.db));
  return defineModule({
    name: 'gamification',
    owners: {
      award: ownerLookupOf(deps.db, 'award', gamificationAwards, gamificationAwards),
    },
    plugins: [{ prefix: '/api/gamification', plugin: gamificationRoutes(service) }],
    listeners: [
      { event: 'sprint.started', handler: (e) => service.onSprintStarted(e).then(() => undefined) },
      { event: 'checkIn.completed', handler: (e) => service.onCheckInCompleted(e).then(() => undefined) },
      { event: 'user.signedIn', handler: (e) => service.checkGla(e.clientId, e.userId) },
    ],
    seeds: [gamificationSeed(deps, service)],
    api: {
      /** the sprints' certification port: called in the final review's transaction (decision 0043) */
      sprintSaved: service.sprintSaved,
      service,
    },
  });
}
export type GamificationModule = ReturnType<typeof createGamificationModule>;
