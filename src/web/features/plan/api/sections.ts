import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanSection } from '../../../../shared/contracts/plan';
import { planCalls } from '../../../../shared/contracts/plan-calls';
import { api } from '../../../lib/api/call';
import { type GuestAccess, planKeys } from './keys';

export function fetchSections(id: number, guest?: GuestAccess | null): Promise<{ items: PlanSection[] }> {
  return guest
    ? api.call(planCalls.guestSections, { params: { id }, bearer: guest.token })
    : api.call(planCalls.sections, { params: { id } });
}

export const sectionsQuery = (id: number, guest?: GuestAccess | null) =>
  queryOptions({ queryKey: planKeys.sections(id), queryFn: () => fetchSections(id, guest) });

/** The plan's sections; asks nothing until the plan's id is known (0 while the plan list loads). */
export function useSections(id: number, guest?: GuestAccess | null) {
  return useQuery({ ...sectionsQuery(id, guest), enabled: id > 0 });
}
