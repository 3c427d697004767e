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
    // a new theme or language shows at once, not when the server has answered (and is put back if it fails)
    onMutate: (patch) => {
      const before = qc.getQueryData<UserState>(userStateQuery.queryKey);
      if (before && (patch.theme || patch.language)) {
        qc.setQueryData<UserState>(userStateQuery.queryKey, {
          ...before,
          ...(patch.theme ? { theme: patch.theme } : {}),
          ...(patch.language ? { language: patch.language } : {}),
        });
      }
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) qc.setQueryData(userStateQuery.queryKey, context.before);
    },
    onSuccess: (user) => {
      qc.setQueryData(userStateQuery.queryKey, user);
    },
  });
}
