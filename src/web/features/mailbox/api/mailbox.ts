import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailboxItem } from '../../../../shared/contracts/mailbox';
import { apiFetch, USER_BASE } from '../../../lib/api/client';

export function fetchMailbox(): Promise<{ items: MailboxItem[] }> {
  return apiFetch<{ items: MailboxItem[] }>(`${USER_BASE}/mailbox`);
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
