import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@brainboost/domain/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export function getAdminStats(signal?: AbortSignal) {
  return apiRequest<AdminStats>('/api/admin/stats', { signal });
}

export function useAdminStats() {
  return useQuery({ queryKey: ['admin', 'stats'], queryFn: ({ signal }) => getAdminStats(signal) }, queryClient);
}
