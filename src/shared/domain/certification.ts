/**
 * Certification criteria (spec sprints-teams 5 and 9, decision 0043): one pure function decides, criterion by
 * criterion, whether a sprint meets the certification criteria, for the dashboard's criteria panel (as the sprint
 * runs) and for issuing the certificate (when the final review saves the sprint to the portfolio).
 *
 * The rules of section 5: a rule with min and max is met by a value between both (inclusive); only min, at least
 * min; only max, at most max; an exact string value, equality; a list value, every listed item included
 * (case-insensitive). The crew count criterion also needs every crew member fast-forward and
 * feedback-goals-and-behaviour true. Overall met only when every criterion is met.
 */

export const CRITERION_KEYS = [
  'duration',
  'crewCount',
  'feedbackFrequency',
  'crewRoles',
  'scores',
  'actionCount',
  'behaviourCount',
  'outcomeCount',
  'checkInParticipation',
  'crewParticipation',
  'sprintType',
] as const;
export type CriterionKey = (typeof CRITERION_KEYS)[number];

/** One rule of a criteria set (content/certification/criteria.json): a bound, an exact value or a list. */
export interface CriterionRule {
  key: CriterionKey;
  min?: number | null;
  max?: number | null;
  /** an exact string, or a list of items that must all be included */
  value?: string | string[] | null;
}

/** A crew member as the crew count criterion sees them (decision 0043 says what sets the two flags). */
export interface CrewFacts {
  role: string;
  /** took part in the sprint's fast-forward (an FF activity that involves them) */
  fastForward: boolean;
  /** gave feedback that rates the sprint's behaviours and outcomes (goals) */
  feedbackGoalsAndBehaviour: boolean;
}

/** What a sprint is, as far as the criteria look at it. */
export interface SprintFacts {
  /** weeks, extensions included */
  durationWeeks: number;
  /** the active crew (removed members left out) */
  crew: CrewFacts[];
  feedbackFrequencyDays: number;
  /**
   * per behaviour and outcome, the average score (0-100) the crew gave it in their FINAL feedback; null when no
   * final feedback rated it
   */
  finalScores: Array<number | null>;
  actionCount: number;
  behaviourCount: number;
  outcomeCount: number;
  /** percentage (0-100) of the check-ins due so far that were completed; null when none was due */
  checkInParticipation: number | null;
  /** percentage (0-100) of the feedback send-outs so far that the crew answered; null when none went out */
  crewParticipation: number | null;
  sprintType: string;
}

export type CriterionValue = number | string | string[] | null;

/** One criterion's result: the spec's Criterion (key, type, min, max, value, valueToValidate, meetsCriteria). */
export interface CriterionResult {
  key: CriterionKey;
  type: 'range' | 'min' | 'max' | 'exact' | 'list';
  min: number | null;
  max: number | null;
  value: string | string[] | null;
  valueToValidate: CriterionValue;
  meetsCriteria: boolean;
  /** the crew count criterion: how many crew members lack a flag */
  meta?: { missingFastForward: number; missingFeedback: number };
}

export interface CertificationResult {
  meetsCriteria: boolean;
  criteria: CriterionResult[];
}

export function ruleType(rule: CriterionRule): CriterionResult['type'] {
  if (Array.isArray(rule.value)) return 'list';
  if (typeof rule.value === 'string') return 'exact';
  const hasMin = typeof rule.min === 'number';
  const hasMax = typeof rule.max === 'number';
  if (hasMin && hasMax) return 'range';
  if (hasMax) return 'max';
  return 'min';
}

/** The section 5 rules: whether one value meets one rule. A missing value meets no rule. */
export function meetsRule(rule: CriterionRule, actual: CriterionValue): boolean {
  if (actual === null || actual === undefined) return false;
  const type = ruleType(rule);
  if (type === 'list') {
    const have = new Set((Array.isArray(actual) ? actual : [String(actual)]).map((s) => s.toLowerCase()));
    return (rule.value as string[]).every((item) => have.has(item.toLowerCase()));
  }
  if (type === 'exact') return !Array.isArray(actual) && String(actual) === rule.value;
  if (typeof actual !== 'number' || Number.isNaN(actual)) return false;
  if (typeof rule.min === 'number' && actual < rule.min) return false;
  if (typeof rule.max === 'number' && actual > rule.max) return false;
  return typeof rule.min === 'number' || typeof rule.max === 'number';
}

/** The value a criterion checks, read from the sprint's facts. */
export function criterionValue(key: CriterionKey, facts: SprintFacts): CriterionValue {
  switch (key) {
    case 'duration':
      return facts.durationWeeks;
    case 'crewCount':
      return facts.crew.length;
    case 'feedbackFrequency':
      return facts.feedbackFrequencyDays;
    case 'crewRoles':
      return facts.crew.map((c) => c.role);
    case 'scores':
      // the lowest average over every behaviour and outcome; none rated (or one unrated) meets nothing
      if (facts.finalScores.length === 0 || facts.finalScores.some((s) => s === null)) return null;
      return Math.min(...(facts.finalScores as number[]));
    case 'actionCount':
      return facts.actionCount;
    case 'behaviourCount':
      return facts.behaviourCount;
    case 'outcomeCount':
      return facts.outcomeCount;
    case 'checkInParticipation':
      return facts.checkInParticipation;
    case 'crewParticipation':
      return facts.crewParticipation;
    case 'sprintType':
      return facts.sprintType;
  }
}

export function evaluateCriterion(rule: CriterionRule, facts: SprintFacts): CriterionResult {
  const valueToValidate = criterionValue(rule.key, facts);
  let meets = meetsRule(rule, valueToValidate);
  let meta: CriterionResult['meta'];
  if (rule.key === 'crewCount') {
    meta = {
      missingFastForward: facts.crew.filter((c) => !c.fastForward).length,
      missingFeedback: facts.crew.filter((c) => !c.feedbackGoalsAndBehaviour).length,
    };
    meets = meets && meta.missingFastForward === 0 && meta.missingFeedback === 0;
  }
  return {
    key: rule.key,
    type: ruleType(rule),
    min: typeof rule.min === 'number' ? rule.min : null,
    max: typeof rule.max === 'number' ? rule.max : null,
    value: rule.value ?? null,
    valueToValidate,
    meetsCriteria: meets,
    ...(meta ? { meta } : {}),
  };
}

/** Every criterion of the set, and whether all are met (an empty set is not met: nothing was asked). */
export function evaluateCertification(
  rules: readonly CriterionRule[],
  facts: SprintFacts,
): CertificationResult {
  const criteria = rules.map((r) => evaluateCriterion(r, facts));
  return { meetsCriteria: criteria.length > 0 && criteria.every((c) => c.meetsCriteria), criteria };
}
