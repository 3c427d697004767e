import type {
  CreateOrganisationBody,
  LicenceResponse,
  OrganisationRow,
  SubscriptionChangeBody,
} from '../../../../shared/contracts/console';
import {
  PLAN_CODES,
  type PlanCode,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '../../../../shared/enums';
import type { Principal } from '../../../platform/auth/access';
import type { Db } from '../../../platform/db/client';
import type { EventBus } from '../../../platform/events';
import { notFound } from '../../../platform/http/errors';
import type { LicensingConsoleRepo } from '../../licensing/console-repo';
import type { LicensingService } from '../../licensing/service';
import { TIERS, tierFeatures } from '../../licensing/tiers';

/** What licensing's console needs of the identity module (wired in app.ts; see decision 0007). */
export interface LicensingPeoplePort {
  seatsUsed(clientId: number): Promise<number>;
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

const asPlan = (v: string | null): PlanCode | null =>
  v && (PLAN_CODES as readonly string[]).includes(v) ? (v as PlanCode) : null;
const asStatus = (v: string | null): SubscriptionStatus | null =>
  v && (SUBSCRIPTION_STATUSES as readonly string[]).includes(v) ? (v as SubscriptionStatus) : null;

const TERM_DAYS = 365;

const toOrganisationRow = (
  r: Awaited<ReturnType<LicensingConsoleRepo['organisations']>>[number],
): OrganisationRow => ({
  clientId: r.clientId,
  name: r.name,
  planCode: asPlan(r.planCode),
  status: asStatus(r.status),
  currentTermEnd: r.currentTermEnd?.toISOString() ?? null,
  members: r.members,
});

/** Licence view (BUYER, ADMIN) and the operators' plan changes and new organisations (PRODUGIE_OPS). */
export function createLicensingConsoleService(deps: {
  repo: LicensingConsoleRepo;
  licensing: LicensingService;
  people: LicensingPeoplePort;
  events: EventBus;
  db: Db;
}) {
  const { repo } = deps;
  return {
    async licence(clientId: number): Promise<LicenceResponse> {
      const [summary, seatsUsed, last] = await Promise.all([
        deps.licensing.summary(clientId),
        deps.people.seatsUsed(clientId),
        repo.lastChange(clientId),
      ]);
      return {
        planCode: summary.planCode,
        planName: TIERS[summary.planCode].name,
        status: summary.status,
        currentTermEnd: summary.currentTermEnd,
        seatsUsed,
        entitlements: tierFeatures(summary.planCode),
        lastChange: last
          ? {
              changedAt: last.changedAt.toISOString(),
              changedBy: last.changedBy ?? null,
              planCode: asPlan(last.planCode) ?? 'FREE',
            }
          : null,
      };
    },

    async organisations(): Promise<{ items: OrganisationRow[] }> {
      return { items: (await repo.organisations()).map(toOrganisationRow) };
    },

    /** Changes an organisation's plan, status and term end; recorded with who and when. */
    async changeSubscription(p: Principal, clientId: number, body: SubscriptionChangeBody) {
      const currentTermEnd = body.currentTermEnd ? new Date(body.currentTermEnd) : null;
      const before = await deps.db.transaction(async (tx) => {
        if (!(await repo.organisationExists(clientId, tx))) throw notFound('The organisation');
        const old = await repo.subscriptionForUpdate(clientId, tx);
        await deps.licensing.setSubscription(
          {
            clientId,
            planCode: body.planCode,
            status: body.status,
            currentTermEnd,
            buyerUserId: old?.buyerUserId ?? null,
          },
          tx,
        );
        await repo.recordChange(
          {
            clientId,
            planCode: body.planCode,
            status: body.status,
            currentTermEnd,
            previousPlanCode: old?.planCode ?? null,
            previousStatus: old?.status ?? null,
            changedByUserId: p.userId,
          },
          tx,
        );
        return old;
      });
      await deps.events.emit('subscription.changed', {
        clientId,
        actorUserId: p.userId,
        before: before
          ? {
              planCode: before.planCode,
              status: before.status,
              currentTermEnd: before.currentTermEnd?.toISOString() ?? null,
            }
          : null,
        after: {
          planCode: body.planCode,
          status: body.status,
          currentTermEnd: currentTermEnd?.toISOString() ?? null,
        },
      });
      const rows = await repo.organisations();
      const row = rows.find((o) => o.clientId === clientId)!;
      return toOrganisationRow(row);
    },

    /** A new organisation on the chosen plan for a year, with a first buyer admin who gets a set-password link. */
    async createOrganisation(p: Principal, body: CreateOrganisationBody) {
      const currentTermEnd = new Date(Date.now() + TERM_DAYS * 86_400_000);
      const ids = await deps.people.createOrganisation(
        {
          companyName: body.name,
          buyerAdminName: body.buyerAdminName,
          buyerAdminEmail: body.buyerAdminEmail,
          planCode: body.planCode,
          status: 'ACTIVE',
          currentTermEnd,
        },
        (created, tx) =>
          repo.recordChange(
            {
              clientId: created.clientId,
              planCode: body.planCode,
              status: 'ACTIVE',
              currentTermEnd,
              changedByUserId: p.userId,
            },
            tx,
          ),
      );
      await deps.events.emit('subscription.changed', {
        clientId: ids.clientId,
        actorUserId: p.userId,
        before: null,
        after: { planCode: body.planCode, status: 'ACTIVE', currentTermEnd: currentTermEnd.toISOString() },
      });
      return ids;
    },
  };
}
export type LicensingConsoleService = ReturnType<typeof createLicensingConsoleService>;
