import { idParam } from './common';
import {
  achievementResponse,
  certificateResponse,
  languageQuery,
  publicCertificateResponse,
  seenResponse,
  unseenResponse,
  userBadgesResponse,
} from './gamification';

/** The schemas of `gamificationCalls`, for the server's routes (see `gamification-calls.ts`). */
export const gamificationCallSchemas = {
  userBadges: { query: languageQuery, response: userBadgesResponse },
  certificate: { params: idParam, query: languageQuery, response: certificateResponse },
  publicCertificate: { params: idParam, query: languageQuery, response: publicCertificateResponse },
  achievement: { params: idParam, query: languageQuery, response: achievementResponse },
  unseen: { query: languageQuery, response: unseenResponse },
  markSeen: { params: idParam, response: seenResponse },
};
