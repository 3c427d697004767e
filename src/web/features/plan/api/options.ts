import { useQuery } from '@tanstack/react-query';
import type { OutcomeOption, RoleOption } from '../../../../shared/contracts/plan';
import { apiFetch, USER_BASE } from '../../../lib/api/client';
import { currentLanguage } from '../../../lib/i18n';

type RoleOptions = { items: RoleOption[]; customChallenges: { code: string; label: string }[] };

/** GET /agile-plan/get-job-roles: current roles with their challenges, in the interface language. */
export function useJobRoles() {
  const lng = currentLanguage();
  return useQuery({
    queryKey: ['plan', 'job-roles', lng],
    queryFn: () =>
      apiFetch<RoleOptions>(`${USER_BASE}/agile-plan/get-job-roles`, { query: { languageCode: lng } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /agile-plan/next-role-options. */
export function useNextRoles() {
  const lng = currentLanguage();
  return useQuery({
    queryKey: ['plan', 'next-roles', lng],
    queryFn: () =>
      apiFetch<RoleOptions>(`${USER_BASE}/agile-plan/next-role-options`, { query: { languageCode: lng } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /agile-plan/milestone-type-options. */
export function useMilestoneTypes() {
  return useQuery({
    queryKey: ['plan', 'milestone-types'],
    queryFn: () => apiFetch<{ items: string[] }>(`${USER_BASE}/agile-plan/milestone-type-options`),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /agile-plan/agile-network-type-options/ (signed-in only: a guest never edits the network). */
export function useNetworkTypes(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['plan', 'network-types'],
    queryFn: () => apiFetch<{ items: string[] }>(`${USER_BASE}/agile-plan/agile-network-type-options/`),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The sprint library's outcome options whose label contains the text ('*': all), with their capabilities. */
export function useOutcomeOptions(text: string) {
  const lng = currentLanguage();
  const label = text.trim() || '*';
  return useQuery({
    queryKey: ['plan', 'outcomes', lng, label],
    queryFn: () =>
      apiFetch<{ data: { capabilities: string[]; outcomes: OutcomeOption[] } }>(
        `/api/sprint-library/api/v1/sprints/findOutcomeByLabel/${encodeURIComponent(label)}`,
        { query: { languageCode: lng } },
      ),
    staleTime: 60_000,
  });
}

/** GET /agile-plan/capability-recommendations: from the person's GLA, or available false. */
export function useRecommendations(enabled = true) {
  const lng = currentLanguage();
  return useQuery({
    enabled,
    queryKey: ['plan', 'recommendations', lng],
    queryFn: () =>
      apiFetch<{
        available: boolean;
        develop: { code: string; name: string; rank: number }[];
        strengths: { code: string; name: string; rank: number }[];
      }>(`${USER_BASE}/agile-plan/capability-recommendations`, { query: { languageCode: lng } }),
  });
}
