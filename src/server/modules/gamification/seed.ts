import { DEFAULT_CRITERIA } from '../../../../content/badges';
import { evaluateCertification } from '../../../shared/domain/certification';
import type { SeedStep } from '../../platform/module';
import type { GamificationDeps } from './deps';
import type { GamificationService } from './service';

/**
 * manager@'s finished sprint earned a certificate and badges, by the criteria its own rows meet (the sprints'
 * seed records it as it ran: issue 30, point 11); no leadership certificate, which takes three sprint certificates.
 * member@ has the first-sprint and GLA badges (all seen).
 */
export function gamificationSeed(deps: GamificationDeps, service: GamificationService): SeedStep {
  return {
    name: 'badges and certificates',
    async run(ids) {
      const clientId = ids.org('demo');
      const manager = ids.user('manager@demo.test');
      const member = ids.user('member@demo.test');
      const [sprintId] = await deps.sprints.savedSprintIds(clientId, manager);
      if (sprintId) {
        const sprint = await deps.sprints.facts(clientId, sprintId, deps.clock.now());
        const name = (await deps.people.byId(manager))?.fullName ?? '';
        const result = sprint ? evaluateCertification(DEFAULT_CRITERIA, sprint.facts) : null;
        await deps.db.transaction(async (tx) => {
          await service.earn(clientId, manager, 'sprintStarted', tx, true);
          await service.earn(clientId, manager, 'checkInCompleted', tx, true);
          await service.earn(clientId, manager, 'portfolioSprints1', tx, true);
          if (sprint && result?.meetsCriteria)
            await service.issueCertificate(
              tx,
              { clientId, userId: manager, name, sprintId, sprintLabel: sprint.label, seen: true },
              result,
            );
        });
      }
      await service.checkGla(clientId, manager, true);
      await service.earn(clientId, member, 'sprintStarted', undefined, true);
      await service.checkGla(clientId, member, true);
    },
  };
}
