import { useQuery } from '@tanstack/react-query';
import type { RoleChangeRecord } from '@brainboost/domain/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export function getRoleChanges(signal?: AbortSignal) {
  return apiRequest<RoleChangeRecord[]>('/api/admin/role-changes', { signal });
}

export function useRoleChanges() {
  return useQuery({ queryKey: ['admin', 'role-changes'], queryFn: ({ signal }) => getRoleChanges(signal) }, queryClient);
}
