import { useQuery } from '@tanstack/react-query';
import type { Plan } from '../../../../shared/contracts/plan';
import { apiFetch } from '../../../lib/api/client';
import { currentLanguage } from '../../../lib/i18n';
import { type GuestAccess, planCall, planKeys } from './keys';

export function fetchPlan(id: number, guest?: GuestAccess | null): Promise<Plan> {
  const { path, bearer } = planCall(String(id), guest);
  return apiFetch<Plan>(path, { bearer, query: { languageCode: currentLanguage() } });
}

export function usePlan(id: number | null, guest?: GuestAccess | null) {
  return useQuery({
    queryKey: [...planKeys.plan(id ?? 0), currentLanguage()],
    queryFn: () => fetchPlan(id!, guest),
    enabled: id !== null,
    retry: false,
  });
}
