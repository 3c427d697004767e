import type { UserState } from '../../../shared/contracts/user';

/** The feature flag that switches the product's tracking calls (spec: my-produgie-segment-io). */
export const TRACKING_FLAG = 'my-produgie-segment-io';

/**
 * Whether the web app may send tracking calls for this person: only once they have agreed to the policy
 * (which says how their use of the product is measured), never while an operator acts as them, and not when
 * the organisation's tracking flag is off. Nothing is sent before the person is known.
 */
export function mayTrack(
  user: Pick<UserState, 'isAgree' | 'impersonator'> | undefined,
  flags: Record<string, boolean> | undefined,
): boolean {
  if (!user?.isAgree) return false;
  if (user.impersonator) return false;
  return flags?.[TRACKING_FLAG] !== false;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The track call's lastActionDate: '05 Mar 2024' (a data format, the same in every interface language). */
export function lastActionDate(at: Date): string {
  return `${String(at.getUTCDate()).padStart(2, '0')} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}
