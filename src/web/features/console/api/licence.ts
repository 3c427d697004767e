import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LicenceResponse } from '../../../../shared/contracts/console';
import { apiFetch, LICENSE_BASE } from '../../../lib/api/client';

export function fetchLicence(): Promise<LicenceResponse> {
  return apiFetch(`${LICENSE_BASE}/console/subscription`);
}
export const licenceQuery = queryOptions({ queryKey: ['console', 'licence'], queryFn: fetchLicence });
export function useLicence() {
  return useQuery(licenceQuery);
}
