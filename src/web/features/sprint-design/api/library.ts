import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LibraryResponse } from '../../../../shared/contracts/sprint-design';
import { sprintDesignCalls } from '../../../../shared/contracts/sprint-design-calls';
import { api } from '../../../lib/api/call';
import { sprintDesignKeys } from './keys';

export type Library = LibraryResponse['data'];
export type LibraryEntry = Library['sprints'][number];

/** GET the sprint library in the interface language, recommendations first. */
export function useLibrary() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useQuery({
    queryKey: sprintDesignKeys.library(lng),
    queryFn: async () =>
      (await api.call(sprintDesignCalls.library, { query: { languageCode: lng as never } })).data,
    staleTime: 5 * 60_000,
  });
}
