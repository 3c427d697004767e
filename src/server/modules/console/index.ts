import { ownerLookupOf } from '../../platform/auth/owners';
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import type { Mailer } from '../../platform/mail/outbox';
import { mailOutbox } from '../../platform/mail/tables';
import { defineModule } from '../../platform/module';
import type { OrgSettingsService, UserAdminService } from '../identity';
import { seedConsoleDemo } from './audit/demo-seed';
import { createAuditRepo } from './audit/repo';
import { auditRoutes } from './audit/routes';
import { createAuditService } from './audit/service';
import type { ConsoleLicensingPort, ConsolePeoplePort } from './deps';
import { licensingConsoleRoutes } from './licence/routes';
import { createLicensingConsoleService } from './licence/service';
import { mailboxRoutes } from './mailbox/routes';
import { createMailboxService } from './mailbox/service';
import { consoleUsersRoutes } from './users/routes';

export type { AuditService } from './audit/service';
export type { ConsoleLicensingPort, ConsolePeoplePort } from './deps';

/**
 * The console module: the organisation's console (users, settings and analytics, licence, audit log), the
 * operators' organisations, and the demo mailbox. The data stays with its owners (identity's people, licensing's
 * subscriptions), reached through the ports in ./deps.ts; the console owns the audit log.
 */
export function createConsoleModule(deps: {
  db: Db;
  events: EventBus;
  mailer: Pick<Mailer, 'list' | 'retry'>;
  /** demo mode: the mailbox shows demo accounts' mail with its links; otherwise delivery status only */
  demoMode: boolean;
  people: ConsolePeoplePort;
  licensing: ConsoleLicensingPort;
  /** identity's console services: user administration, organisation settings and analytics */
  userAdmin: UserAdminService;
  orgSettings: OrgSettingsService;
}) {
  const audit = createAuditService(createAuditRepo(deps.db), deps.people);
  const licence = createLicensingConsoleService({
    licensing: deps.licensing,
    people: deps.people,
    events: deps.events,
    db: deps.db,
  });
  const mailbox = createMailboxService(deps);
  return defineModule({
    name: 'console',
    // a mail of the organisation's outbox (the platform's table; the mailbox is the console's)
    owners: { mail: ownerLookupOf(deps.db, 'mail', mailOutbox, mailOutbox) },
    plugins: [
      {
        prefix: '/api/user',
        plugin: consoleUsersRoutes({ userAdmin: deps.userAdmin, orgSettings: deps.orgSettings }),
      },
      { prefix: '/api/license', plugin: licensingConsoleRoutes(licence) },
      { prefix: '/api/user', plugin: auditRoutes(audit) },
      { prefix: '/api/user', plugin: mailboxRoutes(mailbox) },
    ],
    listeners: audit.listeners,
    seeds: [
      {
        // an operator's plan change and a few audit entries
        name: 'console history',
        run: (ids) =>
          seedConsoleDemo(
            { recordChange: deps.licensing.subscriptions.recordChange, record: audit.record },
            ids,
          ),
      },
    ],
    api: { audit, licence, mailbox },
  });
}
export type ConsoleModule = ReturnType<typeof createConsoleModule>;
