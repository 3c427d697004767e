/** The wizard's steps (spec sprints-teams 2), in order. */
export const DESIGN_STEPS = ['select', 'configure', 'review', 'crew', 'routines', 'start'] as const;
export type DesignStep = (typeof DESIGN_STEPS)[number];

/** Length limits of what a person writes into a sprint. */
export const SPRINT_TEXT_LIMITS = { label: 80, description: 500, sprintLabel: 60, sprintDescription: 1000 };
