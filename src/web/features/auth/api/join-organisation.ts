import { authCalls } from '../../../../shared/contracts/auth-calls';
import { api } from '../../../lib/api/call';

/** The invited person accepts to join an organisation; the guest token of the e-mailed link is the bearer. */
export function joinOrganisation(token: string): Promise<{ organisationName: string; joined: true }> {
  return api.call(authCalls.joinOrganisation, { bearer: token });
}
