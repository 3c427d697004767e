import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailboxItem } from '../../../../shared/contracts/mailbox';
import { mailboxCalls } from '../../../../shared/contracts/mailbox-calls';
import { api } from '../../../lib/api/call';

export function fetchMailbox(): Promise<{ items: MailboxItem[] }> {
  return api.call(mailboxCalls.list);
}

export const mailboxQuery = queryOptions({ queryKey: ['mailbox'], queryFn: fetchMailbox, retry: false });

export function useMailbox() {
  return useQuery(mailboxQuery);
}

/** POST /mailbox/{id}/retry: a failed mail is sent again (admins). */
export function useRetryMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<{ ok: true }>(`${USER_BASE}/mailbox/${id}/retry`, { method: 'POST' }),
    onSettled: () => qc.invalidateQueries({ queryKey: mailboxQuery.queryKey }),
  });
}
