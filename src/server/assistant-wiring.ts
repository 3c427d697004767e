import type { GuestPurpose, Language } from '../shared/enums';
import type { GamificationModule } from './modules/gamification';
import type { Principal } from './platform/auth/access';
import type { GuestTokenService } from './platform/auth/guest-tokens';

/**
 * The ports the registry gives the AI assistant (issue 16) that need more than passing a module's call along:
 * it reads only the asking person's own data, and guests chat without any.
 */

/** The guest links whose holders may chat with the assistant (without personal data). */
const ASSISTANT_GUEST_PURPOSES = [
  'ALIGNMENT_SURVEY',
  'CREW_FEEDBACK',
  'LEADER_360_RATER',
  'NOMINEE_ASSESSMENT',
  'PLAN_GUEST',
] as const satisfies readonly GuestPurpose[];

/** guests chat with the token of the link they came with (survey, crew feedback, 360 rater, plan guest) */
export function assistantGuestCheck(guestTokens: GuestTokenService) {
  return async (token: string) => {
    for (const purpose of ASSISTANT_GUEST_PURPOSES) {
      const grant = await guestTokens.verify(token, purpose);
      if (grant) return { tokenId: grant.id, clientId: grant.clientId };
    }
    return null;
  };
}

/** a person's badges, earned and open, by name, as the gamification module shows them to that person */
export function assistantBadges(gamification: GamificationModule['api']['service']) {
  return {
    async of(userId: number, clientId: number, language: Language) {
      const self: Principal = {
        userId,
        clientId,
        roles: [],
        sessionId: '',
        email: '',
        name: '',
        actor: null,
      };
      const b = await gamification.userBadges(self, language);
      return {
        earned: b.earned.map((x) => x.badge.badge_name),
        open: b.inProgress.map((x) => x.badge_name),
      };
    },
  };
}
