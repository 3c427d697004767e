import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateOrganisationBody,
  OrganisationRow,
  SubscriptionChangeBody,
} from '../../../../shared/contracts/console';
import { consoleCalls } from '../../../../shared/contracts/console-calls';
import { api } from '../../../lib/api/call';
import { consoleKeys } from './keys';

export function fetchOrganisations(): Promise<{ items: OrganisationRow[] }> {
  return api.call(consoleCalls.organisations);
}
export const organisationsQuery = queryOptions({
  queryKey: consoleKeys.organisations,
  queryFn: fetchOrganisations,
});
export function useOrganisations() {
  return useQuery(organisationsQuery);
}

export function changeSubscription(
  input: { clientId: number } & SubscriptionChangeBody,
): Promise<OrganisationRow> {
  const { clientId, ...body } = input;
  return api.call(consoleCalls.changeSubscription, { params: { clientId }, body });
}
export function useChangeSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}

export function createOrganisation(
  body: CreateOrganisationBody,
): Promise<{ clientId: number; userId: number }> {
  return api.call(consoleCalls.createOrganisation, { body });
}
export function useCreateOrganisation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createOrganisation,
    onSuccess: () => qc.invalidateQueries({ queryKey: consoleKeys.all }),
  });
}
