import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChildrenList } from '@brainboost/domain/schemas/children';
import { apiRequest } from './api-client';
import { queryClient } from './query-client';

/**
 * The signed-in parent's linked children. Several features show them (the children page, a
 * child's check-ins, a child's tutor chats): one query, one cache entry, refreshed together.
 */
export const linkedChildrenQuery = queryOptions({
  queryKey: ['children'],
  queryFn: ({ signal }) => apiRequest<ChildrenList>('/api/children', { signal }),
});

export const useLinkedChildren = () => useQuery(linkedChildrenQuery, queryClient);

export const refreshLinkedChildren = () => queryClient.invalidateQueries({ queryKey: linkedChildrenQuery.queryKey });
