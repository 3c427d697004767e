import type { FeedbackSince } from '../../../../shared/contracts/check-ins';
import { isNamedCrewRole } from '../../../../shared/domain/crew-anonymity';
import type { CrewRole } from '../../../../shared/sprint-enums';
import type { Principal } from '../../../platform/auth/access';
import { notFound } from '../../../platform/http/errors';
import type { SprintsDeps } from '../deps';
import { createAnalytics } from './analytics';
import { createCheckInJobs } from './jobs';
import { createCheckInRepo } from './repo';
import { type CheckInFeatures, checkInRoutes } from './routes';
import { checkInSeed } from './seed';
import { createCheckInService } from './service';

declare module '../../../platform/events' {
  interface DomainEvents {
    /** sprints: a person completed a weekly check-in (notifications, gamification and tracking listen) */
    'checkIn.completed': {
      clientId: number;
      userId: number;
      sprintId: number;
      checkInId: number;
      type: 'FIRST' | 'WEEKLY' | 'FINAL';
    };
  }
}

/** Check-ins and analytics of personal sprints (issue 10): service, analytics, the opening job, routes. */
export function createCheckInFeatures(deps: SprintsDeps) {
  const repo = createCheckInRepo(deps.db);
  const service = createCheckInService(deps, repo);
  const analytics = createAnalytics(deps, repo, service);
  const jobs = createCheckInJobs(deps, repo);

  /** Feedback received since the check-in before this one (all of it for the first). */
  async function feedbackSince(p: Principal, checkInId: number): Promise<FeedbackSince> {
    const row = await repo.mine(p.clientId, p.userId, checkInId, deps.db);
    if (!row) throw notFound('The check-in');
    const rows = await repo.list(p.clientId, row.sprintId, p.userId);
    const before = rows.filter((r) => r.dueAt < row.dueAt).at(-1);
    const fs = await repo.feedbackSince(row.sprintId, before?.dueAt ?? null);
    return fs.map((f) => ({
      id: f.id,
      comment: f.comment,
      createdAt: f.createdAt.toISOString(),
      name: isNamedCrewRole(f.role) ? f.name : null,
      role: f.role as CrewRole,
    }));
  }

  const features: CheckInFeatures = { service, analytics, feedbackSince };
  return {
    ...features,
    openDue: jobs.openDue,
    jobs: jobs.jobs,
    schedules: jobs.schedules,
    routes: checkInRoutes(features),
    seed: checkInSeed(deps, repo, jobs.openDue),
  };
}
