import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InviteBody, inviteResponse } from '../../../../shared/contracts/console';
import { consoleCalls } from '../../../../shared/contracts/console-calls';
import { api } from '../../../lib/api/call';
import { consoleKeys } from './keys';

export function inviteUsers(body: InviteBody): Promise<z.infer<typeof inviteResponse>> {
  return api.call(consoleCalls.invite, { body });
}

export function useInviteUsers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: inviteUsers,
    onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}
