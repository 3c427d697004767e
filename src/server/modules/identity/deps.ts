import type { LicensingService } from '../licensing';

/**
 * What identity needs of licensing: the organisation's subscription (also as a fragment of the current-user
 * statement), and setting it for a new organisation.
 */
export type IdentityLicensingPort = Pick<
  LicensingService,
  'summary' | 'setSubscription' | 'userStateFragment'
>;
