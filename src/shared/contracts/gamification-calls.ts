import { defineCall } from './call';
import type { idParam } from './common';
import type {
  achievementResponse,
  certificateResponse,
  languageQuery,
  publicCertificateResponse,
  seenResponse,
  unseenResponse,
  userBadgesResponse,
} from './gamification';

const B = '/api/gamification';

/** The gamification calls: the spec's badges, certificates and achievement, and the congratulation's unseen list. */
export const gamificationCalls = {
  userBadges: defineCall<{ query: typeof languageQuery; response: typeof userBadgesResponse }>(
    'GET',
    `${B}/get-user-badges/`,
  ),
  certificate: defineCall<{
    params: typeof idParam;
    query: typeof languageQuery;
    response: typeof certificateResponse;
  }>('GET', `${B}/certificate/:id`),
  publicCertificate: defineCall<{
    params: typeof idParam;
    query: typeof languageQuery;
    response: typeof publicCertificateResponse;
  }>('GET', `${B}/public/certificate/:id`),
  achievement: defineCall<{
    params: typeof idParam;
    query: typeof languageQuery;
    response: typeof achievementResponse;
  }>('GET', `${B}/achievement/:id`),
  unseen: defineCall<{ query: typeof languageQuery; response: typeof unseenResponse }>('GET', `${B}/unseen`),
  markSeen: defineCall<{ params: typeof idParam; response: typeof seenResponse }>('POST', `${B}/seen/:id`),
};
