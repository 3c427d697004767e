import type { LicensingService } from '../licensing';

/**
 * What identity needs of licensing: the organisation's subscription (also as a fragment of the current-user
 * statement), setting it for a new organisation, and its seat count (adding people checks it).
 */
export type IdentityLicensingPort = Pick<
  LicensingService,
  'summary' | 'setSubscription' | 'userStateFragment' | 'seatLimit'
>;
