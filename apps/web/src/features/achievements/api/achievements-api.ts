import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AchievementsOverview } from '@brainboost/domain/schemas/achievements';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const achievementsQuery = queryOptions({
  queryKey: ['achievements'],
  queryFn: ({ signal }) => apiRequest<AchievementsOverview>(`/api/achievements?utcOffset=${-new Date().getTimezoneOffset()}`, { signal }),
  staleTime: 0,
});
export const useAchievements = () => useQuery(achievementsQuery, queryClient);
