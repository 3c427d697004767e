/** What a viewer may be granted to see of another person (spec: viewing rights). */
export const VIEWED_ITEMS = ['GLA', 'PLAN', 'SPRINT', '360'] as const;
export type ViewedItem = (typeof VIEWED_ITEMS)[number];

/** The one asking: a signed-in person in their current organisation. */
export interface Viewer {
  userId: number;
  clientId: number;
}

/**
 * The one viewing-rights question every module asks (decision 0022): may `viewer` see `item` of the person
 * `subjectUserId` in the viewer's organisation? The teams module answers it; consumers declare it as a port in
 * their deps (plan, the GLA, sprints, the 360) and never import teams. Asking about oneself is not this question:
 * a person always sees their own items, and a consumer checks that before asking.
 */
export type CanView = (viewer: Viewer, subjectUserId: number, item: ViewedItem) => Promise<boolean>;
