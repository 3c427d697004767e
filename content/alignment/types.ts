import type { Localized } from '../plan/text';

/** The four themes of the team alignment survey (issue 14), in report order. */
export const ALIGNMENT_THEME_CODES = ['PURPOSE', 'PROCESS', 'PEOPLE', 'STAKEHOLDERS'] as const;
export type AlignmentThemeCode = (typeof ALIGNMENT_THEME_CODES)[number];

/**
 * The twelve subscales, grouped three per theme (our grouping, written down here and in subscales.ts):
 * - Purpose: Purposeful, Clear, Accountable (why we exist, what we aim at, who owns what)
 * - Process: Communicative, Empowered, Equipped (how the work flows, is decided and is resourced)
 * - People: Supported, Encouraging, Harmonious (how we treat each other)
 * - Perspective of Stakeholders: Understanding, Included, Developing (how we see, involve and serve others)
 */
export const ALIGNMENT_SUBSCALE_CODES = [
  'PURPOSEFUL',
  'CLEAR',
  'ACCOUNTABLE',
  'COMMUNICATIVE',
  'EMPOWERED',
  'EQUIPPED',
  'SUPPORTED',
  'ENCOURAGING',
  'HARMONIOUS',
  'UNDERSTANDING',
  'INCLUDED',
  'DEVELOPING',
] as const;
export type AlignmentSubscaleCode = (typeof ALIGNMENT_SUBSCALE_CODES)[number];

export interface AlignmentTheme {
  code: AlignmentThemeCode;
  name: Localized;
  description: Localized; // one line
}

export interface AlignmentSubscale {
  code: AlignmentSubscaleCode;
  theme: AlignmentThemeCode;
  name: Localized; // one word
  definition: Localized; // one short sentence, for the report
  practices: [Localized, Localized]; // two suggested team practices (imperative, one sentence each)
  /** the trend shows subscales with icon position 1 by default: one per theme */
  iconPosition: 1 | 2;
}

/** One statement of the survey: first person plural, about the team. */
export interface AlignmentStatement {
  code: string; // 'TA01'..'TA45'; the survey shows them in code order
  subscale: AlignmentSubscaleCode;
  /** agreement means less alignment: scored as 7 - answer */
  reverse: boolean;
  text: Localized;
}

/** One point of the six-point agreement scale. */
export interface AgreementPoint {
  value: 1 | 2 | 3 | 4 | 5 | 6;
  code: string; // e.g. 'STRONGLY_DISAGREE'
  label: Localized;
}
