import type { PlanCode, Role, SubscriptionStatus } from '../../shared/enums';

/** The demo organisations and people. Every demo password is DEMO_PASSWORD. Later domains add their data. */
export const DEMO_PASSWORD = 'demo-password';

const DAY = 86_400_000;

export interface DemoOrg {
  key: string;
  name: string;
  plan: PlanCode;
  status: SubscriptionStatus;
  termEndDays: number;
  buyer: string | null;
  /** USER seats of the subscription; left out: no limit */
  seatCount?: number;
  /** the Custom 360 on, under this name (the console's setting; the questions are the 360's demo data) */
  custom360?: string;
}

export interface DemoPerson {
  email: string;
  fullName: string;
  designation?: string;
  memberships: { org: string; roles: Role[]; consented: boolean }[];
  tags?: string[];
  invited?: boolean;
}

export const DEMO_ORGS: DemoOrg[] = [
  {
    key: 'demo',
    name: 'Demo Co',
    plan: 'PREMIUM',
    status: 'ACTIVE',
    termEndDays: 365,
    buyer: 'buyer@demo.test',
    seatCount: 40,
    custom360: 'Culture 360',
  },
  { key: 'other', name: 'Other Co', plan: 'STANDARD', status: 'ACTIVE', termEndDays: 200, buyer: null },
  {
    key: 'expired',
    name: 'Expired Co',
    plan: 'STANDARD',
    status: 'CANCELLED',
    termEndDays: -30,
    buyer: 'expiredbuyer@expired.test',
  },
  /** the product's operators (PRODUGIE_OPS): change any organisation's plan, create organisations */
  {
    key: 'ops',
    name: 'Stride Operations',
    plan: 'ENTERPRISE',
    status: 'ACTIVE',
    termEndDays: 365,
    buyer: null,
  },
  /** on the Free plan: one GLA per person (gla-survey-limit 1, decision 0009) */
  { key: 'free', name: 'Free Co', plan: 'FREE', status: 'ACTIVE', termEndDays: 365, buyer: null },
];

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    email: 'admin@demo.test',
    fullName: 'Ada Admin',
    designation: 'People Operations Lead',
    memberships: [{ org: 'demo', roles: ['ADMIN', 'USER'], consented: true }],
  },
  {
    email: 'buyer@demo.test',
    fullName: 'Bea Buyer',
    designation: 'Head of Learning',
    memberships: [{ org: 'demo', roles: ['BUYER', 'USER'], consented: true }],
  },
  {
    email: 'manager@demo.test',
    fullName: 'Max Manager',
    designation: 'Engineering Manager',
    memberships: [{ org: 'demo', roles: ['USER', 'TEAM_MANAGER'], consented: true }],
    tags: ['leadership-cohort-2026', 'people-manager'],
  },
  {
    email: 'member@demo.test',
    fullName: 'Mia Member',
    designation: 'Software Engineer',
    memberships: [{ org: 'demo', roles: ['USER', 'TEAM_MEMBER'], consented: true }],
    tags: ['leadership-cohort-2026'],
  },
  {
    // issue 12: two more colleagues in the Platform Team, each with a finished GLA (the team's aggregates show)
    email: 'dana@demo.test',
    fullName: 'Dana Developer',
    designation: 'Senior Software Engineer',
    memberships: [{ org: 'demo', roles: ['USER', 'TEAM_MEMBER'], consented: true }],
  },
  {
    email: 'sam@demo.test',
    fullName: 'Sam Engineer',
    designation: 'Site Reliability Engineer',
    memberships: [{ org: 'demo', roles: ['USER', 'TEAM_MEMBER'], consented: true }],
  },
  {
    // issue 30: manager@'s second team, the Discovery Team, whose three finished GLAs differ on every capability, so
    // manager@ sees the team's strengths and GLA report with numbers (decision 0073)
    email: 'kai@demo.test',
    fullName: 'Kai Kimura',
    designation: 'Product Designer',
    memberships: [{ org: 'demo', roles: ['USER', 'TEAM_MEMBER'], consented: true }],
  },
  {
    email: 'lina@demo.test',
    fullName: 'Lina Lopes',
    designation: 'Data Analyst',
    memberships: [{ org: 'demo', roles: ['USER', 'TEAM_MEMBER'], consented: true }],
  },
  {
    email: 'noor@demo.test',
    fullName: 'Noor Nasser',
    designation: 'User Researcher',
    memberships: [{ org: 'demo', roles: ['USER', 'TEAM_MEMBER'], consented: true }],
  },
  {
    email: 'user@demo.test',
    fullName: 'Uma User',
    memberships: [{ org: 'demo', roles: ['USER'], consented: false }],
  },
  {
    email: 'consultant@demo.test',
    fullName: 'Cole Consultant',
    designation: 'Leadership Coach',
    memberships: [
      { org: 'demo', roles: ['USER'], consented: true },
      { org: 'other', roles: ['USER'], consented: true },
    ],
  },
  {
    email: 'other@other.test',
    fullName: 'Otto Other',
    designation: 'Product Manager',
    memberships: [{ org: 'other', roles: ['USER'], consented: true }],
  },
  {
    email: 'noaccess@demo.test',
    fullName: 'Nora Analyst',
    designation: 'Analyst',
    memberships: [{ org: 'demo', roles: ['TEAM_ANALYTICS'], consented: true }],
  },
  {
    email: 'expired@expired.test',
    fullName: 'Eli Expired',
    memberships: [{ org: 'expired', roles: ['USER'], consented: true }],
  },
  {
    email: 'expiredbuyer@expired.test',
    fullName: 'Eve Renewal',
    memberships: [{ org: 'expired', roles: ['BUYER', 'USER'], consented: true }],
  },
  {
    email: 'pending@demo.test',
    fullName: 'Pat Pending',
    invited: true,
    memberships: [{ org: 'demo', roles: ['USER'], consented: false }],
  },
  {
    // has not agreed to the policy: the consent journey's own account (user@ agrees in the GLA journey)
    email: 'newcomer@demo.test',
    fullName: 'Nico Newcomer',
    memberships: [{ org: 'demo', roles: ['USER'], consented: false }],
  },
  {
    email: 'ops@stride.test',
    fullName: 'Olga Operations',
    designation: 'Product Operations',
    memberships: [{ org: 'ops', roles: ['PRODUGIE_OPS', 'USER'], consented: true }],
  },
  {
    // Free Co's only person: the journey of a GLA start the plan refuses (the one GLA is used up)
    email: 'free@free.test',
    fullName: 'Fay Free',
    memberships: [{ org: 'free', roles: ['USER'], consented: true }],
  },
];

export const termEnd = (days: number) => new Date(Date.now() + days * DAY);
