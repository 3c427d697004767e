import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateOrganisationBody,
  OrganisationRow,
  SubscriptionChangeBody,
} from '../../../../shared/contracts/console';
import { apiFetch, LICENSE_BASE } from '../../../lib/api/client';

export function fetchOrganisations(): Promise<{ items: OrganisationRow[] }> {
  return apiFetch(`${LICENSE_BASE}/console/organisations`);
}
export const organisationsQuery = queryOptions({
  queryKey: ['console', 'organisations'],
  queryFn: fetchOrganisations,
});
export function useOrganisations() {
  return useQuery(organisationsQuery);
}

export function changeSubscription(
  input: { clientId: number } & SubscriptionChangeBody,
): Promise<OrganisationRow> {
  const { clientId, ...body } = input;
  return apiFetch(`${LICENSE_BASE}/console/organisations/${clientId}/subscription`, { method: 'PUT', body });
}
export function useChangeSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['console'] }),
  });
}

export function createOrganisation(
  body: CreateOrganisationBody,
): Promise<{ clientId: number; userId: number }> {
  return apiFetch(`${LICENSE_BASE}/console/organisations`, { method: 'POST', body });
}
export function useCreateOrganisation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createOrganisation,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['console'] }),
  });
}
