import type { FeatureFlagsResponse, SubscriptionPlanResponse } from '../../../shared/contracts/license';
import {
  FEATURE_FLAGS,
  PLAN_CODES,
  type PlanCode,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '../../../shared/enums';
import { createTtlCache, type InvalidationBus } from '../../platform/cache/invalidation-bus';
import { notFound } from '../../platform/http/errors';
import { PLANS, planFeatures } from './plans';
import type { LicensingRepo, SubscriptionStateValue } from './repo';

export interface PlanSummary {
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

/** Plans change rarely: an instance keeps a summary for `cacheMs`, and a change drops it everywhere. */
export function createLicensingService(repo: LicensingRepo, bus: InvalidationBus, cacheMs: number) {
  const cache = createTtlCache<PlanSummary>(cacheMs);
  bus.on(TOPIC, (clientId) => cache.delete(clientId));

  async function summary(clientId: number): Promise<PlanSummary> {
    const hit = cache.get(String(clientId));
    if (hit) return hit;
    const sub = await repo.subscription(clientId);
    if (!sub) throw notFound('The subscription of this organisation');
    const value: PlanSummary = {
      planCode: asPlanCode(sub.planCode),
      status: asStatus(sub.status),
      currentTermEnd: sub.currentTermEnd?.toISOString() ?? null,
      chargeBeeBuyerEmail: sub.buyerEmail ?? null,
      chargeBeeBuyerName: sub.buyerName ?? null,
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
      map: (sub: SubscriptionStateValue | null): { plan?: PlanSummary } =>
        sub
          ? {
              plan: {
                planCode: asPlanCode(sub.planCode),
                status: asStatus(sub.status),
                currentTermEnd:
                  sub.currentTermEnd === null ? null : new Date(sub.currentTermEnd).toISOString(),
                chargeBeeBuyerEmail: sub.buyerEmail,
                chargeBeeBuyerName: sub.buyerName,
              },
            }
          : {},
    },
    async currentPlan(clientId: number): Promise<SubscriptionPlanResponse> {
      const s = await summary(clientId);
      const plan = PLANS[s.planCode];
      return {
        planCode: s.planCode,
        planName: plan.name,
        price: plan.price,
        currency: 'USD',
        billingPeriod: 'YEARLY',
        status: s.status,
        currentTermEnd: s.currentTermEnd,
        features: planFeatures(s.planCode),
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
    setFlag: repo.setFlag,
  };
}
export type LicensingService = ReturnType<typeof createLicensingService>;
