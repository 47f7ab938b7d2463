import { useMutation, useQuery } from '@tanstack/react-query';
import type { AccessDecisionInput, AccessRequest, AccessRequestKind, AdminAccessRequest } from '@brainboost/domain/schemas/access-requests';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export type ReviewStatus = 'pending' | 'decided';

export function getRequestsForReview(kind: AccessRequestKind, status: ReviewStatus, signal?: AbortSignal) {
  return apiRequest<AdminAccessRequest[]>(`/api/admin/access-requests?kind=${kind}&status=${status}`, { signal });
}

export function useRequestsForReview(kind: AccessRequestKind, status: ReviewStatus) {
  return useQuery(
    { queryKey: ['admin', 'access-requests', kind, status], queryFn: ({ signal }) => getRequestsForReview(kind, status, signal) },
    queryClient,
  );
}

export function decideRequest({ id, ...input }: AccessDecisionInput & { id: string }) {
  return apiRequest<AccessRequest>(`/api/admin/access-requests/${encodeURIComponent(id)}/decision`, { method: 'POST', body: input });
}

/** Decides a request, then refreshes the lists, the pending counts and the role audit. */
export function useDecideRequest() {
  return useMutation({ mutationFn: decideRequest, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) }, queryClient);
}
