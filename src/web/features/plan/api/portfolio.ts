import { useQuery } from '@tanstack/react-query';
import { apiFetch, USER_BASE } from '../../../lib/api/client';

export interface Portfolio {
  years: { year: number; sprints: { id: number; title: string }[] }[];
  total: number;
}

/** GET /agile-plan/sprint-portfolio (page 1, size 9999, newest first). */
export function usePortfolio() {
  return useQuery({
    queryKey: ['plan', 'portfolio'],
    queryFn: () =>
      apiFetch<Portfolio>(`${USER_BASE}/agile-plan/sprint-portfolio`, {
        query: { pageNo: 1, pageSize: 9999, ascending: false, sortBy: 'dateTimeFrom' },
      }),
  });
}
