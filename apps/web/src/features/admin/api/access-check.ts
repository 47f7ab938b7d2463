import { useQuery } from '@tanstack/react-query';
import type { Me } from '@brainboost/domain/schemas/me';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** The admin guard's access check: who is signed in now, asked afresh on every visit, never retried. */
export function useAccessCheck() {
  return useQuery(
    { queryKey: ['access-check'], queryFn: ({ signal }) => apiRequest<Me>('/api/me', { signal }), retry: false, staleTime: 0, gcTime: 0 },
    queryClient,
  );
}
