/**
 * Progress and paging of the team alignment survey dialog (spec section 9): pages of 8 statements, the total is
 * fixed at 45 for progress (answered x 100 / 45, 2 decimals) and the remaining count, and the last page number
 * (the total page count) is the research page.
 */

export const ALIGNMENT_TOTAL_QUESTIONS = 45;
export const ALIGNMENT_PAGE_SIZE = 8;

export interface AlignmentProgress {
  /** 0..100 with at most 2 decimals */
  percent: number;
  /** questions more to go, never below 0 */
  remaining: number;
}

/** '% Done' and 'N questions more to go' from the count of answered statements. */
export function alignmentProgress(answered: number, total = ALIGNMENT_TOTAL_QUESTIONS): AlignmentProgress {
  const done = Math.min(Math.max(0, Math.floor(answered)), total);
  return { percent: Math.round((done * 10000) / total) / 100, remaining: total - done };
}

/** Question pages for `total` statements (45 -> 6). */
export function alignmentQuestionPageCount(
  total = ALIGNMENT_TOTAL_QUESTIONS,
  pageSize = ALIGNMENT_PAGE_SIZE,
): number {
  return Math.ceil(total / pageSize);
}

/** Every page including the research page, which is the last one (45 -> 7). */
export function alignmentPageCount(
  total = ALIGNMENT_TOTAL_QUESTIONS,
  pageSize = ALIGNMENT_PAGE_SIZE,
): number {
  return alignmentQuestionPageCount(total, pageSize) + 1;
}

/** The research page is the page whose number equals the total page count. */
export function isAlignmentResearchPage(
  pageNo: number,
  total = ALIGNMENT_TOTAL_QUESTIONS,
  pageSize = ALIGNMENT_PAGE_SIZE,
): boolean {
  return pageNo === alignmentPageCount(total, pageSize);
}

/**
 * The 0-based [start, end) slice of the statements (in code order) shown on question page `pageNo` (1-based);
 * null for the research page or a page out of range.
 */
export function alignmentPageSlice(
  pageNo: number,
  total = ALIGNMENT_TOTAL_QUESTIONS,
  pageSize = ALIGNMENT_PAGE_SIZE,
): { start: number; end: number } | null {
  if (!Number.isInteger(pageNo) || pageNo < 1 || pageNo > alignmentQuestionPageCount(total, pageSize))
    return null;
  const start = (pageNo - 1) * pageSize;
  return { start, end: Math.min(start + pageSize, total) };
}
