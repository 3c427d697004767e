import { apiFetch, USER_BASE } from '../../../lib/api/client';

export interface RegisterFreemiumInput {
  companyName: string;
  buyerAdminName: string;
  buyerAdminEmail: string;
}

/** Creates an organisation on the Free plan; its buyer admin receives a set-password e-mail. */
export function registerFreemium(input: RegisterFreemiumInput, inviteKey?: string | null) {
  return apiFetch<{ clientId: number; userId: number }>(`${USER_BASE}/consumerization/register-freemium`, {
    method: 'POST',
    auth: false,
    query: inviteKey ? { inviteKey } : undefined,
    body: input,
  });
}
