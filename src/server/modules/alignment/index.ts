import type { GuestTokenService } from '../../platform/auth/guest-tokens';
import { ownerLookupOf } from '../../platform/auth/owners';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { Mailer } from '../../platform/mail/outbox';
import { defineModule } from '../../platform/module';
import type { AlignmentPeople, AlignmentTeams } from './deps';
import { expressRoutes } from './express-routes';
import { createExpressService } from './express-service';
import { alignmentJobs } from './jobs';
import { createAlignmentRepo } from './repo';
import { createReportService } from './report-service';
import { createRespondentService } from './respondent-service';
import { alignmentRoutes, alignmentTeamRoutes } from './routes';
import { seedAlignment } from './seed';
import { createSurveyService } from './survey-service';
import { alignmentExpressMembers } from './tables';

export type { AlignmentPeople, AlignmentTeams } from './deps';

/**
 * The team alignment survey (issue 14, decision 0049): the manager (or a buyer or admin) sends the survey to the
 * team, participants answer through their own guest link, and a report (3 or more completions) becomes a version
 * of the team's history with trends. Mounted at /api/alignment, plus two calls of the team service at /api/team.
 */
export function createAlignmentModule(deps: {
  db: Db;
  clock: Clock;
  teams: AlignmentTeams;
  people: AlignmentPeople;
  guestTokens: GuestTokenService;
  mailer: Mailer;
  publicUrl: string;
}) {
  const repo = createAlignmentRepo(deps.db);
  const base = { ...deps, repo };
  const surveys = createSurveyService(base);
  const reports = createReportService(base, surveys);
  const respondents = createRespondentService({ ...base, teamName: deps.teams.name });
  const express = createExpressService(base, surveys);
  const scheduled = alignmentJobs(base, reports);
  return defineModule({
    name: 'alignment',
    owners: {
      alignmentExpressMember: ownerLookupOf(
        deps.db,
        'alignmentExpressMember',
        alignmentExpressMembers,
        alignmentExpressMembers,
      ),
    },
    plugins: [
      { prefix: '/api/alignment/express', plugin: expressRoutes(express) },
      { prefix: '/api/alignment', plugin: alignmentRoutes({ surveys, reports, respondents }) },
      { prefix: '/api/team', plugin: alignmentTeamRoutes(reports) },
    ],
    listeners: [
      // a person removed from the team keeps no survey link of it (issue 33 point 7)
      {
        event: 'team.memberRemoved',
        handler: async ({ clientId, teamId, userId }) => {
          const ids = await repo.participantIdsOfPerson(clientId, teamId, userId);
          await deps.guestTokens.revokeObjects(clientId, 'ALIGNMENT_SURVEY', ids);
        },
      },
    ],
    jobs: scheduled.jobs,
    schedules: scheduled.schedules,
    seeds: [{ name: 'team alignment', run: (ids) => seedAlignment(base, surveys, reports, ids) }],
    api: {
      /** The team dashboard's "last alignment send date": when the team's latest survey was sent, or null. */
      async lastSendDate(clientId: number, teamId: number): Promise<string | null> {
        return (await repo.lastStartedAt(clientId, teamId))?.toISOString() ?? null;
      },
    },
  });
}
export type AlignmentModule = ReturnType<typeof createAlignmentModule>;
