import type { CanView } from '../../platform/auth/can-view';
import type { GuestTokenService } from '../../platform/auth/guest-tokens';
import { ownerLookupOf } from '../../platform/auth/owners';
import type { Clock } from '../../platform/clock';
import type { Database, Db } from '../../platform/db/client';
import type { JobsQueue } from '../../platform/jobs/types';
import type { Mailer } from '../../platform/mail/outbox';
import { defineModule } from '../../platform/module';
import type { LicensingService } from '../licensing';
import { createClosing } from './closing';
import { createCustomDefinitionService } from './custom-definition';
import type { GlaRanking, Leader360Notify, Leader360People } from './deps';
import { createRaterService } from './rater-service';
import { createLeader360Repo } from './repo';
import { leader360Routes } from './routes';
import { seedLeader360 } from './seed';
import { createLeader360Service } from './service';
import { reviews360 } from './tables';

export type { GlaRanking, Leader360Notify, Leader360People } from './deps';

type ExtendState = (fragment: {
  name: string;
  select: ReturnType<typeof createLeader360Repo>['stateSelect'];
  map(value: boolean): { gla360ReportGenerated: boolean };
}) => void;

/**
 * The Leader 360 (issue 15, decision 0040): the person's self-rating, raters by group with their own guest links,
 * progress, reminders, the window closed on time by the jobs platform, the report under the anonymity rule and
 * its PDF, and the organisation's Custom 360 (decision 0047).
 */
export function createLeader360Module(deps: {
  database: Database;
  clock: Clock;
  licensing: LicensingService;
  people: Leader360People;
  extendState: ExtendState;
  guestTokens: GuestTokenService;
  mailer: Mailer;
  publicUrl: string;
  gla: GlaRanking;
  /** viewing rights (the teams module's): a manager reads a member's report with the '360' right */
  canView: CanView;
  notify: Leader360Notify;
  jobs: JobsQueue;
}) {
  const db = deps.database.db;
  const repo = createLeader360Repo(db);
  const closing = createClosing({ ...deps, db, repo });
  const service = createLeader360Service({ ...deps, db, repo, closing });
  const raters = createRaterService({
    db,
    repo,
    clock: deps.clock,
    people: deps.people,
    notify: deps.notify,
  });
  const custom = createCustomDefinitionService({ repo, clock: deps.clock, people: deps.people });
  deps.extendState({
    name: 'leader360',
    select: repo.stateSelect,
    map: (value) => ({ gla360ReportGenerated: value === true }),
  });

  return defineModule({
    name: 'leader360',
    owners: { leader360: ownerLookupOf(db, 'leader360', reviews360, reviews360) },
    plugins: [{ prefix: '/api/assessment', plugin: leader360Routes(service, raters, custom) }],
    jobs: closing.jobs,
    schedules: closing.schedules,
    seeds: [
      // member@: a finished 360 with a blind spot and a hidden strength; manager@: one in progress
      { name: 'leader 360', run: (ids) => seedLeader360({ ...deps, db }, ids) },
    ],
    api: {
      service,
      /** For the team dashboard: per-capability self and all others of each person's latest closed Leader 360. */
      teamAggregates: service.teamAggregates,
      /** The data export: the person's own 360s and their reports as the anonymity rule allows. */
      personalData: service.personalData,
      /** Wipe-out and account deletion: the person's 360s and every answer about them. */
      wipe: (clientId: number, userId: number, tx: Db) => repo.wipe(clientId, userId, tx),
    },
  });
}
export type Leader360Module = ReturnType<typeof createLeader360Module>;
