import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailboxItem } from '../../../../shared/contracts/mailbox';
import { apiFetch, USER_BASE } from '../../../lib/api/client';

export function fetchMailbox(): Promise<{ items: MailboxItem[] }> {
  return apiFetch<{ items: MailboxItem[] }>(`${USER_BASE}/mailbox`);
}

export const mailboxQuery = queryOptions({ queryKey: ['mailbox'], queryFn: fetchMailbox, retry: false });

export function useMailbox() {
  return useQuery(mailboxQuery);
}
