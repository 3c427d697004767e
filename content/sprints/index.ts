import { CANDOUR_SPRINTS } from './library/candour';
import { CURIOSITY_SPRINTS } from './library/curiosity';
import { DELIVERY_SPRINTS } from './library/delivery';
import { EMPOWERMENT_SPRINTS } from './library/empowerment';
import { JUDGEMENT_SPRINTS } from './library/judgement';
import { LEARNING_SPRINTS } from './library/learning';
import { RESILIENCE_SPRINTS } from './library/resilience';
import { TRUST_SPRINTS } from './library/trust';
import { VISIONING_SPRINTS } from './library/visioning';
import type { SprintTemplate } from './types';

export * from './types';
export { ACTIVITY_TYPE_TEXTS, type ActivityTypeText } from './activity-types';

/** Our pre-designed sprint library (issue 9), every text in all 8 languages, in the order of CAPABILITY_CODES. */
export const SPRINT_LIBRARY: readonly SprintTemplate[] = [
  ...VISIONING_SPRINTS,
  ...CURIOSITY_SPRINTS,
  ...JUDGEMENT_SPRINTS,
  ...TRUST_SPRINTS,
  ...EMPOWERMENT_SPRINTS,
  ...CANDOUR_SPRINTS,
  ...RESILIENCE_SPRINTS,
  ...LEARNING_SPRINTS,
  ...DELIVERY_SPRINTS,
];

const byCode = new Map(SPRINT_LIBRARY.map((s) => [s.code, s]));
/** A pre-designed sprint by its code, or undefined. */
export const sprintTemplate = (code: string): SprintTemplate | undefined => byCode.get(code);
