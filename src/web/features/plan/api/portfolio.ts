import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { portfolioResponse } from '../../../../shared/contracts/plan';
import { planCalls } from '../../../../shared/contracts/plan-calls';
import { api } from '../../../lib/api/call';
import { planKeys } from './keys';

export type Portfolio = z.infer<typeof portfolioResponse>;

/** GET /agile-plan/sprint-portfolio (page 1, size 9999, newest first). */
export const portfolioQuery = () =>
  queryOptions({
    queryKey: planKeys.portfolio,
    queryFn: () =>
      api.call(planCalls.portfolio, {
        query: { pageNo: 1, pageSize: 9999, ascending: 'false', sortBy: 'dateTimeFrom' },
      }),
  });

export function usePortfolio() {
  return useQuery(portfolioQuery());
}
