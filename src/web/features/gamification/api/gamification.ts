import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gamificationCalls } from '../../../../shared/contracts/gamification-calls';
import { api } from '../../../lib/api/call';

export const gamificationKeys = {
  all: ['gamification'] as const,
  badges: (lng: string) => ['gamification', 'badges', lng] as const,
  achievement: (id: number, lng: string) => ['gamification', 'achievement', id, lng] as const,
  publicCertificate: (id: number, lng: string) => ['gamification', 'public', id, lng] as const,
  unseen: (lng: string) => ['gamification', 'unseen', lng] as const,
};

/** GET /get-user-badges/: the person's badges and certificates, and the badges not yet earned. */
export function useUserBadges() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useQuery({
    queryKey: gamificationKeys.badges(lng),
    queryFn: async () => (await api.call(gamificationCalls.userBadges, { query: { lng } })).data,
  });
}

/** GET /achievement/{sprintId}: the sprint's certification criteria, each met or not (data.criteria.criteria). */
export function useAchievement(sprintId: number) {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useQuery({
    queryKey: gamificationKeys.achievement(sprintId, lng),
    queryFn: async () =>
      (await api.call(gamificationCalls.achievement, { params: { id: sprintId }, query: { lng } })).data,
  });
}

/** GET /public/certificate/{id}: anyone may read a certificate (no sign-in). */
export function usePublicCertificate(id: number | null) {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useQuery({
    queryKey: gamificationKeys.publicCertificate(id ?? 0, lng),
    queryFn: async () =>
      (
        await api.call(gamificationCalls.publicCertificate, {
          params: { id: id ?? 0 },
          query: { lng },
          auth: false,
        })
      ).data,
    enabled: !!id,
    retry: false,
  });
}

/** GET /unseen: what the person earned and was not congratulated on yet. */
export function useUnseenAwards() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useQuery({
    queryKey: gamificationKeys.unseen(lng),
    queryFn: async () => (await api.call(gamificationCalls.unseen, { query: { lng } })).data,
    staleTime: 60_000,
  });
}

/** POST /seen/{id}: the congratulation was shown. */
export function useMarkSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(gamificationCalls.markSeen, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: gamificationKeys.all }),
  });
}
