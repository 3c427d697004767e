/** The spec's enumerations, once. */

export const ROLES = [
  'USER',
  'ADMIN',
  'BUYER',
  'PRODUGIE_OPS',
  'TEAM_MANAGER',
  'TEAM_MEMBER',
  'TEAM_ANALYTICS',
  'GROWTH_LEADER_ANALYTICS',
] as const;
export type Role = (typeof ROLES)[number];

/** Roles that see the Console link (spec 2.1 and 6). */
export const CONSOLE_ROLES: readonly Role[] = [
  'ADMIN',
  'BUYER',
  'PRODUGIE_OPS',
  'TEAM_ANALYTICS',
  'GROWTH_LEADER_ANALYTICS',
];

export const SUBSCRIPTION_STATUSES = ['CANCELLED', 'IN_TRIAL', 'NON_RENEWING', 'ACTIVE'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PLAN_CODES = ['FREE', 'SINGLE_LICENSE', 'STANDARD', 'PREMIUM', 'ENTERPRISE', 'PARTNER'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/** Entitlement keys of spec section 6 (personal-area). */
export const ENTITLEMENT_KEYS = [
  'scm-limit',
  'team-alignment',
  'ta-rater-limit',
  'team-sprint-engine',
  'gl360-freemium',
  'gl360',
  'gl360-rater-limit',
  'gla-survey',
  'gla-survey-limit',
  'team-limit',
  'predesigned-sprint',
  'team-gla-report',
  'user-sprint-engine',
  'manager-impact-board',
  'team-impact-board',
  'standard-onboarding',
  'mib-aggregated-growth-leader',
  'mib-aggregated-leader-360',
  'mib-aggregated-user-sprint',
  'user-sprint-express',
  'team-sprint-express',
  'arisa-ai-assistant',
  'gla-multi-language-survey',
] as const;
export type EntitlementKey = (typeof ENTITLEMENT_KEYS)[number];

export const FEATURE_TYPES = ['SWITCH', 'LIMIT'] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];

/** Feature flags (spec 6): not licence entitlements but product switches. */
export const FEATURE_FLAGS = [
  'event',
  'teams-navigation',
  'sprint-starter-packs',
  'my-produgie-segment-io',
  'sprint-tags',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const LANGUAGES = ['en', 'es', 'ja', 'zh-CN', 'fr', 'id', 'de', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
/** A stored or sent language code the product speaks, or null. */
export const languageOf = (code: string | null | undefined): Language | null =>
  (LANGUAGES as readonly string[]).includes(code ?? '') ? (code as Language) : null;

export const THEMES = ['default', 'brand', 'teal', 'rose', 'purple', 'amber'] as const;
export type ThemeName = (typeof THEMES)[number];

export const LAYOUTS = ['dense', 'compact', 'empty'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** Sprint progress states (spec 4); the navigation reads NOT_STARTED and IN_PROGRESS. */
export const SPRINT_STATUSES = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'FINISHED',
  'STOPPED',
  'PORTFOLIO',
  'INCOMPLETE',
] as const;
export type SprintStatus = (typeof SPRINT_STATUSES)[number];

/**
 * What a guest token may do. Each token carries exactly one purpose and one object id.
 * Later domains add their purposes here.
 */
export const GUEST_PURPOSES = [
  'SET_PASSWORD',
  'NOMINEE_ASSESSMENT',
  'WIPE_OUT',
  'PLAN_GUEST',
  'CREW_FEEDBACK',
  'ALIGNMENT_SURVEY',
  'CERTIFICATE_VIEW',
  'NETWORK_INVITATION',
  'TEAM_INVITATION',
  'JOIN_ORGANISATION',
  /** a rater of a Leader 360 or Custom 360: one rater, one 360 (leader360 module) */
  'LEADER_360_RATER',
  /** one-click unsubscribe from notification e-mails (no sign-in) */
  'NOTIFICATION_UNSUBSCRIBE',
] as const;
export type GuestPurpose = (typeof GUEST_PURPOSES)[number];

export const USER_STATUSES = ['ACTIVE', 'INVITED', 'DISABLED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Access-denied variants (spec 2, screens). */
export const ACCESS_DENIED_VARIANTS = [
  'buyer-expired',
  'non-buyer-expired',
  'permission-needed',
  'access-granted',
] as const;
export type AccessDeniedVariant = (typeof ACCESS_DENIED_VARIANTS)[number];

/**
 * Our own capability framework (Growth Leader Assessment): nine capabilities in three groups. The texts of each
 * (name, definition, low and high, habits) live in content/ in all 8 languages; these codes are what the
 * assessment, the plan's recommendations and the sprint library's outcomes refer to.
 */
export const CAPABILITY_GROUPS = ['DIRECTION', 'CONNECTION', 'MOMENTUM'] as const;
export type CapabilityGroup = (typeof CAPABILITY_GROUPS)[number];

export const CAPABILITIES = {
  VISIONING: 'DIRECTION',
  CURIOSITY: 'DIRECTION',
  JUDGEMENT: 'DIRECTION',
  TRUST: 'CONNECTION',
  EMPOWERMENT: 'CONNECTION',
  CANDOUR: 'CONNECTION',
  RESILIENCE: 'MOMENTUM',
  LEARNING: 'MOMENTUM',
  DELIVERY: 'MOMENTUM',
} as const satisfies Record<string, CapabilityGroup>;
export type CapabilityCode = keyof typeof CAPABILITIES;
export const CAPABILITY_CODES = Object.keys(CAPABILITIES) as CapabilityCode[];

/**
 * Role levels: chosen in the plan's role screens (current, and desired in 2-3 years); the GLA's benchmark line
 * is drawn for the person's next level.
 */
export const ROLE_LEVELS = [
  'INDIVIDUAL_CONTRIBUTOR',
  'TEAM_LEADER',
  'MANAGER_OF_MANAGERS',
  'FUNCTIONAL_LEADER',
  'EXECUTIVE',
] as const;
export type RoleLevel = (typeof ROLE_LEVELS)[number];

/** Leader Impact plan item types (spec personal-area 3); each item has a type and a sortIndex. */
export const PLAN_ITEM_TYPES = [
  'ROLE_CHALLENGE',
  'FUTURE_ROLE_CHALLENGE',
  'OUTCOME',
  'DEVELOPMENT_FOCUS',
  'STRENGTH',
  'CURRENT_CAP_RECOMMENDATION',
  'NEXT_CAP_RECOMMENDATION',
  'GOAL_DELIVERABLE',
  'SHORT_TERM_ASPIRATION',
  'LONG_TERM_ASPIRATION',
] as const;
export type PlanItemType = (typeof PLAN_ITEM_TYPES)[number];

/** A goal's state (issue 21): a goal is edited in place and moves from not started to done. */
export const GOAL_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'DONE'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

/** The items of the development plan tab (outcomes ... aspirations). */
export const DEVELOPMENT_PLAN_ITEM_TYPES = [
  'OUTCOME',
  'DEVELOPMENT_FOCUS',
  'STRENGTH',
  'CURRENT_CAP_RECOMMENDATION',
  'NEXT_CAP_RECOMMENDATION',
  'SHORT_TERM_ASPIRATION',
  'LONG_TERM_ASPIRATION',
] as const satisfies readonly PlanItemType[];
export type DevelopmentPlanItemType = (typeof DEVELOPMENT_PLAN_ITEM_TYPES)[number];

/** The plan's sections, in tab order; the plan_tab path placeholder names one (lower-case, dashes). */
export const PLAN_SECTION_TYPES = [
  'CAREER_CHALLENGE',
  'ADAPTIVE_DEVELOPMENT_PLAN',
  'DEVELOPMENT_GOALS_AND_DELIVERABLES',
  'KEY_MILESTONES',
  'SUMMARY',
] as const;
export type PlanSectionType = (typeof PLAN_SECTION_TYPES)[number];

/** Nurture network entry types and states (spec personal-area 3). */
export const NETWORK_TYPES = [
  'MANAGER',
  'MENTOR',
  'COACH',
  'PEER',
  'TEAM',
  'ON_BOARDING_BUDDY',
  'ACC_PARTNER',
  'HR',
  'TEACHER',
  'OTHER',
] as const;
export type NetworkType = (typeof NETWORK_TYPES)[number];
export const NETWORK_STATUSES = ['PENDING', 'COMPLETED', 'EXTERNAL'] as const;
export type NetworkStatus = (typeof NETWORK_STATUSES)[number];

/** Milestone types of the plan and of teams (spec personal-area 3). */
export const MILESTONE_TYPES = [
  'TEAM_SPRINT',
  'TEAM_ALIGNMENT_SURVEY',
  'GROWTH_LEADER_ASSESSMENT',
  'TEAM_DEVELOPMENT_EVENT',
  'OTHER',
] as const;
export type MilestoneType = (typeof MILESTONE_TYPES)[number];

/** Teams (spec personal-area 3 team labels; sprints-teams 3 Team, Team role). Team type codes are ours. */
export const TEAM_TYPES = ['LEADERSHIP', 'PROJECT', 'FUNCTIONAL', 'CROSS_FUNCTIONAL', 'OTHER'] as const;
export type TeamType = (typeof TEAM_TYPES)[number];
/** How a team works together ("distribution", shown as work mode). */
export const TEAM_DISTRIBUTIONS = ['HYBRID', 'REMOTE', 'COLOCATED'] as const;
export type TeamDistribution = (typeof TEAM_DISTRIBUTIONS)[number];
export const TEAM_PURPOSES = ['MENTORSHIP', 'COACHING', 'LEARNING', 'PROJECT', 'OTHER'] as const;
export type TeamPurpose = (typeof TEAM_PURPOSES)[number];
/** Member types of a team: organisation members, and guests from outside (a later issue). */
export const TEAM_MEMBER_TYPES = ['TEAM_MEMBERS', 'GUEST'] as const;
export type TeamMemberType = (typeof TEAM_MEMBER_TYPES)[number];
export const TEAM_MEMBER_STATUSES = ['ACCEPTED', 'PENDING'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];
/** A member's place in a team as lists show it (invite roles of sprints-teams 3). */
export const TEAM_INVITE_ROLES = ['TEAM_MANAGER', 'TEAM_MEMBERS', 'GUEST'] as const;
export type TeamInviteRole = (typeof TEAM_INVITE_ROLES)[number];
/**
 * Team roles (getAllRole answers all of them with ids, 1-based in this order; spec: team member, team manager,
 * team assistant). MEMBER comes last so the ids given before it stay the same.
 */
export const TEAM_STAFF_ROLES = ['MANAGER', 'ASSISTANT', 'MEMBER'] as const;
export type TeamStaffRole = (typeof TEAM_STAFF_ROLES)[number];
