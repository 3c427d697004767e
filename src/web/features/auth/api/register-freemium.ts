import { authCalls } from '../../../../shared/contracts/auth-calls';
import { api } from '../../../lib/api/call';

export interface RegisterFreemiumInput {
  companyName: string;
  buyerAdminName: string;
  buyerAdminEmail: string;
}

/** Creates an organisation on the Free plan; its buyer admin receives a set-password e-mail. */
export function registerFreemium(input: RegisterFreemiumInput, inviteKey?: string | null) {
  return api.call(authCalls.registerFreemium, {
    auth: false,
    query: inviteKey ? { inviteKey } : {},
    body: input,
  });
}
