import type { PlanCode, SubscriptionStatus } from '../../../shared/enums';
import type { Db } from '../../platform/db/client';
import type { LicensingConsoleRepo, LicensingService, TierSummary } from '../licensing';

/** A person as the console's lists show them. */
export interface PersonName {
  id: number;
  fullName: string;
  email: string;
}

/** What the console needs of identity's people and organisations (wired in src/server/registry.ts). */
export interface ConsolePeoplePort {
  /** names and e-mails of these people, in one query; unknown ids are left out */
  peopleByIds(ids: readonly number[]): Promise<Map<number, PersonName>>;
  /** every organisation with its active members */
  organisations(): Promise<Array<{ clientId: number; name: string; members: number }>>;
  organisationExists(clientId: number, tx?: Db): Promise<boolean>;
  /** seats used: active members with the USER role */
  seatsUsed(clientId: number): Promise<number>;
  /** a new organisation with its first buyer admin; `within` runs in the same transaction */
  createOrganisation(
    input: {
      companyName: string;
      buyerAdminName: string;
      buyerAdminEmail: string;
      planCode: PlanCode;
      status: SubscriptionStatus;
      currentTermEnd: Date | null;
    },
    within: (ids: { clientId: number; userId: number }, tx: Db) => Promise<void>,
  ): Promise<{ clientId: number; userId: number }>;
}

/** What the console needs of licensing: the summary, changing a subscription, and the record of changes. */
export interface ConsoleLicensingPort {
  summary(clientId: number): Promise<TierSummary>;
  setSubscription: LicensingService['setSubscription'];
  /** the organisation's seat count (null: no limit) */
  seatLimit(clientId: number): Promise<number | null>;
  subscriptions: LicensingConsoleRepo;
}
