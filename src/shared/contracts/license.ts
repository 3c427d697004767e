import { z } from 'zod';
import { ENTITLEMENT_KEYS, FEATURE_FLAGS, FEATURE_TYPES, PLAN_CODES, SUBSCRIPTION_STATUSES } from '../enums';

export const planFeature = z.object({
  feature_id: z.enum(ENTITLEMENT_KEYS),
  feature_type: z.enum(FEATURE_TYPES),
  enabled: z.boolean(),
  /** 'true' / 'false' for switches; a number (as text) for limits; 999999999 is unlimited. */
  value: z.string(),
});
export type PlanFeature = z.infer<typeof planFeature>;

export const subscriptionPlanResponse = z.object({
  planCode: z.enum(PLAN_CODES),
  planName: z.string(),
  price: z.number(),
  currency: z.literal('USD'),
  billingPeriod: z.literal('YEARLY'),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentTermEnd: z.string().nullable(),
  features: z.array(planFeature),
});
export type SubscriptionPlanResponse = z.infer<typeof subscriptionPlanResponse>;

export const featureFlagsResponse = z.object({
  flags: z.record(z.enum(FEATURE_FLAGS), z.boolean()),
  starterPacks: z.array(z.string()),
});
export type FeatureFlagsResponse = z.infer<typeof featureFlagsResponse>;
