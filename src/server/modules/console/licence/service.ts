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
import { TIERS, tierFeatures } from '../../licensing';
import type { ConsoleLicensingPort, ConsolePeoplePort } from '../deps';

const asPlan = (v: string | null): PlanCode | null =>
  v && (PLAN_CODES as readonly string[]).includes(v) ? (v as PlanCode) : null;
const asStatus = (v: string | null): SubscriptionStatus | null =>
  v && (SUBSCRIPTION_STATUSES as readonly string[]).includes(v) ? (v as SubscriptionStatus) : null;

const TERM_DAYS = 365;

const toOrganisationRow = (
  org: { clientId: number; name: string; members: number },
  sub:
    | { planCode: string; status: string; currentTermEnd: Date | null; seatCount: number | null }
    | undefined,
): OrganisationRow => ({
  clientId: org.clientId,
  name: org.name,
  planCode: asPlan(sub?.planCode ?? null),
  status: asStatus(sub?.status ?? null),
  currentTermEnd: sub?.currentTermEnd?.toISOString() ?? null,
  seatCount: sub?.seatCount ?? null,
  members: org.members,
});

/** Licence view (BUYER, ADMIN) and the operators' plan changes and new organisations (PRODUGIE_OPS). */
export function createLicensingConsoleService(deps: {
  licensing: ConsoleLicensingPort;
  people: ConsolePeoplePort;
  events: EventBus;
  db: Db;
}) {
  const repo = deps.licensing.subscriptions;
  async function organisationRows(): Promise<OrganisationRow[]> {
    const [orgs, subs] = await Promise.all([deps.people.organisations(), repo.subscriptions()]);
    const byClient = new Map(subs.map((s) => [s.clientId, s]));
    return orgs.map((o) => toOrganisationRow(o, byClient.get(o.clientId)));
  }
  return {
    async licence(clientId: number): Promise<LicenceResponse> {
      const [summary, seatsUsed, seatCount, last] = await Promise.all([
        deps.licensing.summary(clientId),
        deps.people.seatsUsed(clientId),
        deps.licensing.seatLimit(clientId),
        repo.lastChange(clientId),
      ]);
      const changedBy =
        last?.changedByUserId == null
          ? null
          : ((await deps.people.peopleByIds([last.changedByUserId])).get(last.changedByUserId)?.fullName ??
            null);
      return {
        planCode: summary.planCode,
        planName: TIERS[summary.planCode].name,
        status: summary.status,
        currentTermEnd: summary.currentTermEnd,
        seatsUsed,
        seatCount,
        entitlements: tierFeatures(summary.planCode),
        lastChange: last
          ? {
              changedAt: last.changedAt.toISOString(),
              changedBy,
              planCode: asPlan(last.planCode) ?? 'FREE',
            }
          : null,
      };
    },

    async organisations(): Promise<{ items: OrganisationRow[] }> {
      return { items: await organisationRows() };
    },

    /** Changes an organisation's plan, status, term end and (when given) seat count; recorded with who and when. */
    async changeSubscription(p: Principal, clientId: number, body: SubscriptionChangeBody) {
      const currentTermEnd = body.currentTermEnd ? new Date(body.currentTermEnd) : null;
      const before = await deps.db.transaction(async (tx) => {
        if (!(await deps.people.organisationExists(clientId, tx))) throw notFound('The organisation');
        const old = await repo.subscriptionForUpdate(clientId, tx);
        await deps.licensing.setSubscription(
          {
            clientId,
            planCode: body.planCode,
            status: body.status,
            currentTermEnd,
            buyerUserId: old?.buyerUserId ?? null,
            seatCount: body.seatCount,
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
      return (await organisationRows()).find((o) => o.clientId === clientId)!;
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
