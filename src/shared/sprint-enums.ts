/**
 * The sprint enumerations of spec sprints-teams-notifications-assistant (sections 3, 4 and 9), once. The sprint
 * issues (personal sprints, check-ins and certification, team sprints) all read these.
 */

export const SPRINT_TYPES = ['USER_SPRINT', 'TEAM_SPRINT'] as const;
export type SprintType = (typeof SPRINT_TYPES)[number];

/** Sprint progress (section 4). NOT_STARTED while designing; IN_PROGRESS once started. */
export const SPRINT_STATUSES = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'FINISHED',
  'STOPPED',
  'PORTFOLIO',
  'INCOMPLETE',
] as const;
export type SprintStatus = (typeof SPRINT_STATUSES)[number];

/** How a sprint ended (section 4). */
export const SPRINT_OUTCOME_STATUSES = [
  'COMPLETED',
  'COMPLETED_EARLY',
  'COMPLETED_EXTEND',
  'INCOMPLETE',
  'INCOMPLETE_EXTEND',
  'CANCELLED',
] as const;
export type SprintOutcomeStatus = (typeof SPRINT_OUTCOME_STATUSES)[number];

/** Final-review choices (section 4): extend 2 weeks (1), cancel (2), save to portfolio (3); 4 = save as incomplete. */
export const FINAL_REVIEW_CHOICES = { EXTEND: 1, CANCEL: 2, PORTFOLIO: 3, INCOMPLETE: 4 } as const;

/** Section 9. */
export const SPRINT_DURATION_WEEKS = [1, 4, 8, 12] as const;
export const SPRINT_EXTENSION_WEEKS = 2;
export const FEEDBACK_FREQUENCY_DAYS = [1, 7, 14, 28] as const;
/** Up to 3 of each (issue 9). */
export const SPRINT_MAX_ITEMS = 3;

/** What a sprint is made of. */
export const SPRINT_ITEM_KINDS = ['ACTION', 'BEHAVIOUR', 'OUTCOME'] as const;
export type SprintItemKind = (typeof SPRINT_ITEM_KINDS)[number];
/** An action's detail status: a FINISHED action blocks changes to its activities (section 4). */
export const ACTION_STATUSES = ['OPEN', 'FINISHED'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

/** Sprint crew roles (section 3). */
export const CREW_ROLES = [
  'Manager',
  'Mentor',
  'Coach',
  'Peer',
  'Team',
  'Customer',
  'Other',
  'Self',
] as const;
export type CrewRole = (typeof CREW_ROLES)[number];
/** A crew member's place: invited (mailed), removed by the person. */
export const CREW_STATUSES = ['INVITED', 'ACTIVE', 'REMOVED'] as const;
export type CrewStatus = (typeof CREW_STATUSES)[number];

/** Activity types (section 3), kinds and codes. */
export const ACTIVITY_TYPES = [
  'CHECK_IN',
  'FEEDBACK',
  'ADVICE',
  'SPRINT_REVIEW',
  'STAND_UP',
  'ACTIVITY',
  'UNSCHEDULED_ACTIVITY',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export const ACTIVITY_KINDS = ['ONLINE', 'OFFLINE', 'EXISTING'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ACTIVITY_CODES = ['FF', 'WC', 'ESC', 'EST', 'ACS', 'SDL', 'FSL', 'OTH', 'REV'] as const;
export type ActivityCode = (typeof ACTIVITY_CODES)[number];
/** The kanban's columns. */
export const ACTIVITY_STATUSES = ['TODO', 'IN_PROGRESS', 'DONE'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** Check-ins (issue 10 builds them; the enumerations are the spec's). */
export const CHECK_IN_TYPES = ['FIRST', 'WEEKLY', 'FINAL'] as const;
export type CheckInType = (typeof CHECK_IN_TYPES)[number];
export const CHECK_IN_STATUSES = ['DRAFT', 'IN_PROGRESS', 'SKIPPED', 'COMPLETED'] as const;
export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number];
/** The check-in's steps, in the spec's order (issue 10). */
export const CHECK_IN_STEPS = [
  'BEHAVIOURS',
  'OUTCOMES',
  'ENERGY',
  'PROGRESS',
  'FEEDBACK',
  'ACTIVITIES',
  'COMPLETED',
] as const;
export type CheckInStep = (typeof CHECK_IN_STEPS)[number];
/** Energy level 1 (Too Low) .. 5 (Unsustainably High). */
export const ENERGY_LEVELS = [1, 2, 3, 4, 5] as const;
/** Check-in rating options 1..5 (spec section 9). */
export const CHECK_IN_RATINGS = [1, 2, 3, 4, 5] as const;
/** Crew feedback send-outs (spec: feedback types). */
export const FEEDBACK_TYPES = ['FIRST', 'WEEKLY', 'FINAL'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
