import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '../../../../shared/contracts/plan';
import { planCalls } from '../../../../shared/contracts/plan-calls';
import { api } from '../../../lib/api/call';
import { currentLanguage } from '../../../lib/i18n';
import { type GuestAccess, planKeys } from './keys';

export function fetchPlan(id: number, guest?: GuestAccess | null): Promise<Plan> {
  const input = { params: { id }, query: { languageCode: currentLanguage() } };
  return guest
    ? api.call(planCalls.guestGet, { ...input, bearer: guest.token })
    : api.call(planCalls.get, input);
}

export const planQuery = (id: number, guest?: GuestAccess | null) =>
  queryOptions({
    queryKey: planKeys.planIn(id, currentLanguage()),
    queryFn: () => fetchPlan(id, guest),
    retry: false,
  });

export function usePlan(id: number | null, guest?: GuestAccess | null) {
  return useQuery({ ...planQuery(id ?? 0, guest), enabled: id !== null });
}
