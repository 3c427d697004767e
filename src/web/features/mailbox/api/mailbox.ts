import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailboxResponse } from '../../../../shared/contracts/mailbox';
import { mailboxCalls } from '../../../../shared/contracts/mailbox-calls';
import { api } from '../../../lib/api/call';

export function fetchMailbox(): Promise<MailboxResponse> {
  return api.call(mailboxCalls.list);
}

export const mailboxQuery = queryOptions({ queryKey: ['mailbox'], queryFn: fetchMailbox, retry: false });

export function useMailbox() {
  return useQuery(mailboxQuery);
}

/** A failed mail is sent again (admins). */
export function useRetryMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(mailboxCalls.retry, { params: { id } }),
    onSettled: () => qc.invalidateQueries({ queryKey: mailboxQuery.queryKey }),
  });
}
