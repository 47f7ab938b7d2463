import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@brainboost/domain/schemas/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => apiRequest<Dashboard>(`/api/dashboard?utcOffset=${-new Date().getTimezoneOffset()}`, { signal }),
  // The plan and streak change with every run saved elsewhere: refetch whenever the page shows.
  staleTime: 0,
});
export const useDashboard = () => useQuery(dashboardQuery, queryClient);
