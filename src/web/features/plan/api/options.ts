import { queryOptions, useQuery } from '@tanstack/react-query';
import { planCalls } from '../../../../shared/contracts/plan-calls';
import { api } from '../../../lib/api/call';
import { currentLanguage } from '../../../lib/i18n';
import { planKeys } from './keys';

/** GET /agile-plan/get-job-roles: current roles with their challenges, in the given language. */
export const jobRolesQuery = (lng: ReturnType<typeof currentLanguage>) =>
  queryOptions({
    queryKey: planKeys.jobRoles(lng),
    queryFn: () => api.call(planCalls.jobRoles, { query: { languageCode: lng } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useJobRoles() {
  return useQuery(jobRolesQuery(currentLanguage()));
}

/** GET /agile-plan/next-role-options. */
export const nextRolesQuery = (lng: ReturnType<typeof currentLanguage>) =>
  queryOptions({
    queryKey: planKeys.nextRoles(lng),
    queryFn: () => api.call(planCalls.nextRoles, { query: { languageCode: lng } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useNextRoles() {
  return useQuery(nextRolesQuery(currentLanguage()));
}

/** GET /agile-plan/milestone-type-options. */
export const milestoneTypesQuery = () =>
  queryOptions({
    queryKey: planKeys.milestoneTypes,
    queryFn: () => api.call(planCalls.milestoneTypes),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMilestoneTypes() {
  return useQuery(milestoneTypesQuery());
}

/** GET /agile-plan/agile-network-type-options/ (signed-in only: a guest never edits the network). */
export const networkTypesQuery = () =>
  queryOptions({
    queryKey: planKeys.networkTypes,
    queryFn: () => api.call(planCalls.networkTypes),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useNetworkTypes(enabled = true) {
  return useQuery({ ...networkTypesQuery(), enabled });
}

/** The sprint library's outcome options whose label contains the text ('*': all), with their capabilities. */
export const outcomeOptionsQuery = (lng: ReturnType<typeof currentLanguage>, label: string) =>
  queryOptions({
    queryKey: planKeys.outcomes(lng, label),
    queryFn: () => api.call(planCalls.outcomes, { params: { label }, query: { languageCode: lng } }),
    staleTime: 60_000,
  });

export function useOutcomeOptions(text: string) {
  return useQuery(outcomeOptionsQuery(currentLanguage(), text.trim() || '*'));
}

/** GET /agile-plan/capability-recommendations: from the person's GLA, or available false. */
export const recommendationsQuery = (lng: ReturnType<typeof currentLanguage>) =>
  queryOptions({
    queryKey: planKeys.recommendations(lng),
    queryFn: () => api.call(planCalls.recommendations, { query: { languageCode: lng } }),
  });

export function useRecommendations(enabled = true) {
  return useQuery({ ...recommendationsQuery(currentLanguage()), enabled });
}
