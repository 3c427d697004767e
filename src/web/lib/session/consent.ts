import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionCalls } from '../../../shared/contracts/session-calls';
import type { UserState } from '../../../shared/contracts/user';
import { api } from '../api/call';
import { userStateQuery } from './user-state';

export interface ConsentResult {
  isAgree: true;
  agreedAt: string;
}

export function giveConsent(): Promise<ConsentResult> {
  return api.call(sessionCalls.giveConsent, { body: { agree: true } });
}

export function useGiveConsent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: giveConsent,
    onSuccess: async () => {
      // The guard reads the cached person: mark the consent there before anything navigates.
      qc.setQueryData<UserState>(userStateQuery.queryKey, (user) =>
        user ? { ...user, isAgree: true } : user,
      );
      await qc.invalidateQueries({ queryKey: userStateQuery.queryKey });
    },
  });
}
