import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, USER_BASE } from '../../../lib/api/client';
import { userStateQuery } from './user-state';

export interface ConsentResult {
  isAgree: true;
  agreedAt: string;
}

export function giveConsent(): Promise<ConsentResult> {
  return apiFetch<ConsentResult>(`${USER_BASE}/consent`, { method: 'POST', body: { agree: true } });
}

export function useGiveConsent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: giveConsent,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: userStateQuery.queryKey });
    },
  });
}
