import type { FeatureFlagsResponse, SubscriptionPlanResponse } from '../../../shared/contracts/license';
import {
  FEATURE_FLAGS,
  PLAN_CODES,
  type PlanCode,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '../../../shared/enums';
import { createTtlCache, type InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import type { LicensingPeoplePort } from './deps';
import type { LicensingRepo, SubscriptionStateValue } from './repo';
import { TIERS, tierFeatures } from './tiers';

export interface TierSummary {
  planCode: PlanCode;
  status: SubscriptionStatus;
  currentTermEnd: string | null;
  chargeBeeBuyerEmail: string | null;
  chargeBeeBuyerName: string | null;
}

const asPlanCode = (v: string): PlanCode =>
  (PLAN_CODES as readonly string[]).includes(v) ? (v as PlanCode) : 'FREE';
const asStatus = (v: string): SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(v) ? (v as SubscriptionStatus) : 'CANCELLED';

const TOPIC = 'plan';

/** Subscriptions change rarely: an instance keeps a summary for `cacheMs`, and a change drops it everywhere. */
export function createLicensingService(
  repo: LicensingRepo,
  bus: InvalidationBus,
  cacheMs: number,
  people: LicensingPeoplePort,
) {
  const cache = createTtlCache<TierSummary>(cacheMs);
  bus.on(TOPIC, (clientId) => cache.delete(clientId));

  async function summary(clientId: number): Promise<TierSummary> {
    const hit = cache.get(String(clientId));
    if (hit) return hit;
    const sub = await repo.subscription(clientId);
    if (!sub) throw notFound('The subscription of this organisation');
    const buyer = sub.buyerUserId === null ? null : await people.byId(sub.buyerUserId);
    const value: TierSummary = {
      planCode: asPlanCode(sub.planCode),
      status: asStatus(sub.status),
      currentTermEnd: sub.currentTermEnd?.toISOString() ?? null,
      chargeBeeBuyerEmail: buyer?.email ?? null,
      chargeBeeBuyerName: buyer?.fullName ?? null,
    };
    cache.set(String(clientId), value);
    return value;
  }

  return {
    summary,
    /**
     * getUserState's `plan`, as a fragment of identity's one current-user statement (docs/decisions/0023);
     * a subscription change (TOPIC) drops the organisation's cached current users on every instance.
     */
    userStateFragment: {
      name: 'subscription',
      changesOn: TOPIC,
      select: repo.subscriptionSelect,
      map: (sub: SubscriptionStateValue | null): { plan?: TierSummary } =>
        sub
          ? {
              plan: {
                planCode: asPlanCode(sub.planCode),
                status: asStatus(sub.status),
                currentTermEnd:
                  sub.currentTermEnd === null ? null : new Date(sub.currentTermEnd).toISOString(),
                chargeBeeBuyerEmail: sub.buyer?.email ?? null,
                chargeBeeBuyerName: sub.buyer?.fullName ?? null,
              },
            }
          : {},
    },
    async currentPlan(clientId: number): Promise<SubscriptionPlanResponse> {
      const s = await summary(clientId);
      const plan = TIERS[s.planCode];
      return {
        planCode: s.planCode,
        planName: plan.name,
        price: plan.price,
        currency: 'USD',
        billingPeriod: 'YEARLY',
        status: s.status,
        currentTermEnd: s.currentTermEnd,
        features: tierFeatures(s.planCode),
      };
    },
    async featureFlags(clientId: number): Promise<FeatureFlagsResponse> {
      const rows = await repo.flags(clientId);
      const flags = Object.fromEntries(
        FEATURE_FLAGS.map((f) => [f, rows.find((r) => r.flag === f)?.enabled ?? true]),
      ) as FeatureFlagsResponse['flags'];
      return { flags, starterPacks: [] };
    },
    async setSubscription(...args: Parameters<LicensingRepo['upsertSubscription']>) {
      await repo.upsertSubscription(...args);
      await bus.publish(TOPIC, String(args[0].clientId));
    },
    /**
     * How many USER seats the organisation has (null: no limit). Read fresh in the caller's transaction: whoever
     * adds people holds the organisation's lock, so the count and the limit cannot move under them.
     */
    seatLimit: (clientId: number, tx?: Db) => repo.seatCount(clientId, tx),
    setFlag: repo.setFlag,
  };
}
export type LicensingService = ReturnType<typeof createLicensingService>;
