import type { LicensingService } from '../licensing';

/** What identity needs of licensing: the organisation's subscription, and setting it for a new organisation. */
export type IdentityLicensingPort = Pick<LicensingService, 'summary' | 'setSubscription'>;
