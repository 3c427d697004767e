import { DEFAULT_CRITERIA } from '../../../../content/badges';
import { evaluateCertification, type SprintFacts } from '../../../shared/domain/certification';
import type { SeedStep } from '../../platform/module';
import type { GamificationDeps } from './deps';
import type { GamificationService } from './service';

/**
 * The finished demo sprint as its certificate recorded it: the demo's sprint rows carry no crew feedback, so the
 * criteria are those the sprint met when it was certified (a 4-week sprint, a crew of two with a manager, final
 * scores of 80% and more).
 */
const CERTIFIED: SprintFacts = {
  durationWeeks: 4,
  crew: [
    { role: 'Manager', fastForward: true, feedbackGoalsAndBehaviour: true },
    { role: 'Team', fastForward: true, feedbackGoalsAndBehaviour: true },
  ],
  feedbackFrequencyDays: 7,
  finalScores: [86, 82, 90],
  actionCount: 2,
  behaviourCount: 1,
  outcomeCount: 2,
  checkInParticipation: 100,
  crewParticipation: 87.5,
  sprintType: 'USER_SPRINT',
};

/**
 * manager@'s finished sprint earned a certificate and badges, and Demo Co issued manager@ its leadership
 * certificate; member@ the first-sprint and GLA badges (all seen). */
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
        await deps.db.transaction(async (tx) => {
          await service.earn(clientId, manager, 'sprintStarted', tx, true);
          await service.earn(clientId, manager, 'checkInCompleted', tx, true);
          await service.earn(clientId, manager, 'portfolioSprints1', tx, true);
          await service.issueCertificate(
            tx,
            { clientId, userId: manager, name, sprintId, sprintLabel: sprint?.label ?? '', seen: true },
            evaluateCertification(DEFAULT_CRITERIA, CERTIFIED),
          );
          // the organisation's own leadership certificate (issuer CLIENT, signed with Demo Co's key: decision 0056)
          await service.earn(clientId, manager, 'leadership', tx, true, name);
        });
      }
      await service.checkGla(clientId, manager, true);
      await service.earn(clientId, member, 'sprintStarted', undefined, true);
      await service.checkGla(clientId, member, true);
    },
  };
}
