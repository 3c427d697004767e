import { MIN_COMPLETIONS_FOR_REPORT } from '../../../shared/domain/alignment-anonymity';
import { defineJob, defineSchedule } from '../../platform/jobs/types';
import type { AlignmentRepo } from './repo';
import type { ReportService } from './report-service';

declare module '../../platform/jobs/types' {
  interface JobPayloads {
    /** generates the reports of surveys whose deadline passed with at least 3 completions */
    'alignment.closeDue': Record<string, never>;
  }
}

/**
 * At the deadline a survey with enough completions gets its report without anyone signed in (the jobs platform
 * runs it once across instances; generating twice is refused by the locked survey row and the unique version).
 * A survey with fewer stays Expired, so the manager can still extend it.
 */
export function alignmentJobs(
  deps: { repo: AlignmentRepo; db: Parameters<ReportService['generateIn']>[1]; clock: { now(): Date } },
  reports: ReportService,
) {
  const closeDue = defineJob({
    name: 'alignment.closeDue',
    maxAttempts: 3,
    handler: async () => {
      for (const due of await deps.repo.dueForReport(deps.clock.now(), MIN_COMPLETIONS_FOR_REPORT)) {
        await deps.db.transaction(async (tx) => {
          const survey = await deps.repo.latestSurvey(due.clientId, due.teamId, tx, true);
          if (survey?.id === due.id && !survey.closedAt) await reports.generateIn(survey, tx);
        });
      }
    },
  });
  return {
    jobs: [closeDue],
    schedules: [
      defineSchedule({
        key: 'alignment.closeDue',
        job: 'alignment.closeDue',
        payload: {},
        every: { ms: 15 * 60_000 },
      }),
    ],
  };
}
