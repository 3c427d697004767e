import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionCalls } from '../../../shared/contracts/session-calls';
import type { ProfilePatchBody, UserState } from '../../../shared/contracts/user';
import { api } from '../api/call';
import { userStateQuery } from './user-state';

export function updateProfile(body: ProfilePatchBody): Promise<UserState> {
  return api.call(sessionCalls.updateProfile, { body });
}

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      qc.setQueryData(userStateQuery.queryKey, user);
    },
  });
}
