import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfilePatchBody, UserState } from '../../../shared/contracts/user';
import { apiFetch, USER_BASE } from '../api/client';
import { userStateQuery } from './user-state';

export function updateProfile(body: ProfilePatchBody): Promise<UserState> {
  return apiFetch<UserState>(`${USER_BASE}/users/v2/profile`, { method: 'PATCH', body });
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
