/**
 * The 360's anonymity rule (docs/decisions/0040-leader-360-anonymity-and-insights.md), enforced by the server.
 *
 * - Self and Manager are shown as themselves (the manager is told so when invited).
 * - Peers, Direct reports and Others appear as their own group only with at least ANONYMITY_THRESHOLD answers.
 * - Groups below the threshold (1 or 2 answers) are folded into "Others" (together with the Others group itself)
 *   when that pool reaches the threshold; otherwise their answers are hidden: they count in no group and not in
 *   "all others" either (so no subtraction of visible figures can reveal them).
 * - "All others" is every visible rater (manager included), shown only when it reaches the threshold.
 * - Comments are shown only for a visible group that reaches the threshold (so never the manager's alone).
 */

export const RATER_GROUPS = ['MANAGER', 'PEER', 'DIRECT_REPORT', 'OTHER'] as const;
export type RaterGroup = (typeof RATER_GROUPS)[number];
/** Where a rater group's answers appear in the report. */
export type ReportGroup = 'MANAGER' | 'PEER' | 'DIRECT_REPORT' | 'OTHERS';

export const ANONYMITY_THRESHOLD = 3;

/** Nominations per group: minimum when the person asks that group at all, and maximum. */
export const GROUP_LIMITS: Record<RaterGroup, { min: number; max: number }> = {
  MANAGER: { min: 1, max: 1 },
  PEER: { min: 3, max: 6 },
  DIRECT_REPORT: { min: 3, max: 6 },
  OTHER: { min: 0, max: 6 },
};

export type GroupCounts = Record<RaterGroup, number>;

export interface VisibleGroup {
  group: ReportGroup;
  /** the rater groups whose answers make up this report group */
  members: RaterGroup[];
  count: number;
  /** whether the group's comments may be shown */
  commentsShown: boolean;
}

export interface Folding {
  visible: VisibleGroup[];
  /** rater groups whose answers appear nowhere */
  hidden: RaterGroup[];
  /** where each rater group's answers go (null: hidden) */
  bucketOf: Record<RaterGroup, ReportGroup | null>;
  /** the number of raters in "all others"; 0 when it is not shown */
  allOthersCount: number;
}

const FOLDABLE: RaterGroup[] = ['PEER', 'DIRECT_REPORT'];

export function foldGroups(counts: GroupCounts, threshold = ANONYMITY_THRESHOLD): Folding {
  const bucketOf: Record<RaterGroup, ReportGroup | null> = {
    MANAGER: null,
    PEER: null,
    DIRECT_REPORT: null,
    OTHER: null,
  };
  const visible: VisibleGroup[] = [];
  const hidden: RaterGroup[] = [];

  if (counts.MANAGER > 0) {
    bucketOf.MANAGER = 'MANAGER';
    visible.push({ group: 'MANAGER', members: ['MANAGER'], count: counts.MANAGER, commentsShown: false });
  }
  const pool: RaterGroup[] = [];
  for (const g of FOLDABLE) {
    const n = counts[g];
    if (n >= threshold) {
      bucketOf[g] = g as ReportGroup;
      visible.push({ group: g as ReportGroup, members: [g], count: n, commentsShown: true });
    } else if (n > 0) pool.push(g);
  }
  if (counts.OTHER > 0) pool.push('OTHER');
  const poolCount = pool.reduce((sum, g) => sum + counts[g], 0);
  if (poolCount >= threshold) {
    for (const g of pool) bucketOf[g] = 'OTHERS';
    visible.push({ group: 'OTHERS', members: pool, count: poolCount, commentsShown: true });
  } else hidden.push(...pool);

  const visibleCount = visible.reduce((sum, v) => sum + v.count, 0);
  return { visible, hidden, bucketOf, allOthersCount: visibleCount >= threshold ? visibleCount : 0 };
}

export function emptyCounts(): GroupCounts {
  return { MANAGER: 0, PEER: 0, DIRECT_REPORT: 0, OTHER: 0 };
}
