/** The demo accounts seeded on an empty database (see README); all share one password. */
export const DEMO_PASSWORD = 'demo-password';

export const demo = {
  admin: 'admin@demo.test',
  buyer: 'buyer@demo.test',
  manager: 'manager@demo.test',
  member: 'member@demo.test',
  /** Has done nothing yet and has not agreed to the policy. */
  user: 'user@demo.test',
  other: 'other@other.test',
  /** Member of Demo Co and Other Co. */
  consultant: 'consultant@demo.test',
  /** In Expired Co, whose plan is CANCELLED. */
  expired: 'expired@expired.test',
  expiredBuyer: 'expiredbuyer@expired.test',
  /** In Demo Co without the USER role (only TEAM_ANALYTICS). */
  noAccess: 'noaccess@demo.test',
  /** Has not agreed to the policy; only the consent journey signs in with it. */
  newcomer: 'newcomer@demo.test',
  /** Product operator (PRODUGIE_OPS) in Stride Operations. */
  ops: 'ops@stride.test',
  /** In Free Co (Free plan: one GLA per person); only the GLA start-refused journey signs in with it. */
  free: 'free@free.test',
} as const;

export type DemoEmail = (typeof demo)[keyof typeof demo];
