import { useQuery } from '@tanstack/react-query';
import type { PlanSection } from '../../../../shared/contracts/plan';
import { apiFetch } from '../../../lib/api/client';
import { type GuestAccess, planCall, planKeys } from './keys';

export function fetchSections(id: number, guest?: GuestAccess | null): Promise<{ items: PlanSection[] }> {
  const { path, bearer } = planCall(`get-agile-section-list/${id}`, guest);
  return apiFetch(path, { bearer });
}

/** The plan's sections; asks nothing until the plan's id is known (0 while the plan list loads). */
export function useSections(id: number, guest?: GuestAccess | null) {
  return useQuery({
    queryKey: planKeys.sections(id),
    queryFn: () => fetchSections(id, guest),
    enabled: id > 0,
  });
}
