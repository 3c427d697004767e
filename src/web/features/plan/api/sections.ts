import { useQuery } from '@tanstack/react-query';
import type { PlanSection } from '../../../../shared/contracts/plan';
import { apiFetch } from '../../../lib/api/client';
import { type GuestAccess, planCall, planKeys } from './keys';

export function fetchSections(id: number, guest?: GuestAccess | null): Promise<{ items: PlanSection[] }> {
  const { path, bearer } = planCall(`get-agile-section-list/${id}`, guest);
  return apiFetch(path, { bearer });
}

export function useSections(id: number, guest?: GuestAccess | null) {
  return useQuery({ queryKey: planKeys.sections(id), queryFn: () => fetchSections(id, guest) });
}
