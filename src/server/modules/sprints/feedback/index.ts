import type { SprintsDeps } from '../deps';
import { createGuestFeedbackService } from './guest-service';
import { createOwnerFeedbackService } from './owner-service';
import { createFeedbackRepo } from './repo';
import { feedbackRoutes } from './routes';
import { feedbackSeed } from './seed';
import { createSendOut } from './send-out';

/**
 * Crew feedback and advice (issue 10 point 2): the send-out scheduler (a job every 5 minutes), the crew member's
 * guest calls and the person's lists. The sprints module mounts its routes and registers its job and seed.
 */
export function createFeedback(deps: SprintsDeps) {
  const repo = createFeedbackRepo(deps.db);
  const sendOut = createSendOut(deps, repo);
  const guest = createGuestFeedbackService(deps, repo);
  const owner = createOwnerFeedbackService(repo);
  return {
    plugin: feedbackRoutes({ guest, owner }),
    jobs: sendOut.jobs,
    schedules: sendOut.schedules,
    seed: feedbackSeed(deps, sendOut),
    /** one scheduler run now (tests, the bench) */
    sendOut: sendOut.run,
  };
}
