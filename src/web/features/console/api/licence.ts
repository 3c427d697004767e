import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LicenceResponse } from '../../../../shared/contracts/console';
import { consoleCalls } from '../../../../shared/contracts/console-calls';
import { api } from '../../../lib/api/call';
import { consoleKeys } from './keys';

export function fetchLicence(): Promise<LicenceResponse> {
  return api.call(consoleCalls.licence);
}
export const licenceQuery = queryOptions({ queryKey: consoleKeys.licence, queryFn: fetchLicence });
export function useLicence() {
  return useQuery(licenceQuery);
}
