import { ALIGNMENT_STATEMENTS } from './statements';
import { ALIGNMENT_SUBSCALES } from './subscales';
import { ALIGNMENT_THEMES } from './themes';
import type { AlignmentStatement, AlignmentSubscale, AlignmentSubscaleCode, AlignmentTheme, AlignmentThemeCode } from './types';

export * from './scale';
export * from './statements';
export * from './subscales';
export * from './themes';
export * from './types';

/**
 * Team alignment survey content (issue 14), every text in all 8 languages. The demographic research questions are
 * not repeated here: the survey reuses the project's own (src/shared/contracts/demographics.ts for the options and
 * the 'research' namespace of locales/, used by the assessment's ResearchQuestionsDialog).
 */

const themes = new Map(ALIGNMENT_THEMES.map((t) => [t.code, t]));
const subscales = new Map(ALIGNMENT_SUBSCALES.map((s) => [s.code, s]));
const statements = new Map(ALIGNMENT_STATEMENTS.map((s) => [s.code, s]));

export const alignmentTheme = (code: AlignmentThemeCode): AlignmentTheme => themes.get(code)!;
export const alignmentSubscale = (code: AlignmentSubscaleCode): AlignmentSubscale => subscales.get(code)!;
/** A statement by its code ('TA01'..'TA45'), or undefined. */
export const alignmentStatement = (code: string): AlignmentStatement | undefined => statements.get(code);
/** The subscales of a theme, in report order. */
export const subscalesOfTheme = (theme: AlignmentThemeCode): AlignmentSubscale[] =>
  ALIGNMENT_SUBSCALES.filter((s) => s.theme === theme);
/** The subscales the trend shows by default (icon position 1). */
export const DEFAULT_TREND_SUBSCALES: readonly AlignmentSubscaleCode[] = ALIGNMENT_SUBSCALES.filter(
  (s) => s.iconPosition === 1,
).map((s) => s.code);
