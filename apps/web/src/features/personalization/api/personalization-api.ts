import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Personalization } from '@brainboost/domain/schemas/personalization';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const getPersonalization = (signal?: AbortSignal) => apiRequest<Personalization>('/api/personalization', { signal });

const personalizationQuery = queryOptions({
  queryKey: ['personalization'],
  queryFn: ({ signal }) => getPersonalization(signal),
  // New questions and runs are saved on other pages: refetch whenever this page shows.
  staleTime: 0,
  retry: false,
});
export const usePersonalization = (enabled: boolean) => useQuery({ ...personalizationQuery, enabled }, queryClient);
