import { glaProgress } from '../../../shared/domain/gla-progress';
import { formatPosition, parsePosition, type SurveyPosition } from '../../../shared/domain/gla-scoring';

/** Both banks have this many pages of 10 (45 items each). */
export const SURVEY_PAGES = 5;
export const BANK_SIZE = 45;

export const readPosition = (lastPos: string): SurveyPosition =>
  parsePosition(lastPos, SURVEY_PAGES) ?? { profile: 'STYLE', page: 1 };

export const positionText = formatPosition;

/** The page Next leads to: the next page, or Strategy-1 after the last Style page; null on the last Strategy page. */
export function nextPosition(p: SurveyPosition): SurveyPosition | null {
  if (p.page < SURVEY_PAGES) return { profile: p.profile, page: p.page + 1 };
  return p.profile === 'STYLE' ? { profile: 'STRATEGY', page: 1 } : null;
}

/** The page Previous leads to; null on page 1 (of either survey: Style is closed once Strategy begins). */
export function previousPosition(p: SurveyPosition): SurveyPosition | null {
  return p.page > 1 ? { profile: p.profile, page: p.page - 1 } : null;
}

export const isLastPage = (p: SurveyPosition) => p.profile === 'STRATEGY' && p.page === SURVEY_PAGES;

/** Percent done of each survey (whole percent, the shared rule the dashboard card shows too). */
export const progress = glaProgress;
