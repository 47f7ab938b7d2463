import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AccessType } from '@brainboost/domain/billing/entitlements';
import type { AdminUser, AdminUsersPage } from '@brainboost/domain/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export function searchUsers(query: string, page: number, signal?: AbortSignal) {
  return apiRequest<AdminUsersPage>(`/api/admin/users?query=${encodeURIComponent(query)}&page=${page}`, { signal });
}

export function useAdminUsers(query: string, page: number) {
  return useQuery(
    {
      queryKey: ['admin', 'users', query, page],
      queryFn: ({ signal }) => searchUsers(query, page, signal),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
}

export function changeRole({ id, role }: { id: string; role: AccessType }) {
  return apiRequest<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}/role`, { method: 'PUT', body: { role } });
}

/** Changes a role, then refreshes everything on the dashboard that counts or lists roles. */
export function useChangeRole() {
  return useMutation({ mutationFn: changeRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) }, queryClient);
}
