import type { GuestTokenService } from '../../platform/auth/guest-tokens';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import type { JobsQueue } from '../../platform/jobs/types';
import type { Mailer } from '../../platform/mail/outbox';
import type { LicensingService } from '../licensing';

/** What the sprints module is given (filled by the registry). Ports to other modules are declared here, narrow. */
export interface SprintsDeps {
  db: Db;
  clock: Clock;
  events: EventBus;
  jobs: JobsQueue;
  mailer: Mailer;
  guestTokens: GuestTokenService;
  licensing: LicensingService;
  publicUrl: string;
  /** run/: the owner's name, e-mail and language (mails, option names); unknown ids are left out */
  people: {
    peopleByIds(
      ids: readonly number[],
    ): Promise<Map<number, { id: number; fullName: string; email: string; language: string }>>;
  };
}
