import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InviteBody, inviteResponse } from '../../../../shared/contracts/console';
import { apiFetch, USER_BASE } from '../../../lib/api/client';

export function inviteUsers(body: InviteBody): Promise<z.infer<typeof inviteResponse>> {
  return apiFetch(`${USER_BASE}/console/users/invite`, { method: 'POST', body });
}

export function useInviteUsers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: inviteUsers,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['console'] }),
  });
}
