import { queryOptions, useQuery } from '@tanstack/react-query';
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
