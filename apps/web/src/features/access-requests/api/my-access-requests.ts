import { useMutation, useQuery } from '@tanstack/react-query';
import type { AccessRequest, MyAccessRequests, TeacherRequestInput, VipBetaRequestInput } from '@brainboost/domain/schemas/access-requests';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const key = ['access-requests'];

export function getMyAccessRequests(signal?: AbortSignal) {
  return apiRequest<MyAccessRequests>('/api/access-requests', { signal });
}

/** Only asked for once someone is signed in. */
export function useMyAccessRequests(enabled: boolean) {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => getMyAccessRequests(signal), staleTime: 0, enabled }, queryClient);
}

export function requestVipBeta(input: VipBetaRequestInput) {
  return apiRequest<AccessRequest>('/api/access-requests/vip-beta', { method: 'POST', body: input });
}

export function requestTeacherAccess(input: TeacherRequestInput) {
  return apiRequest<AccessRequest>('/api/access-requests/teacher', { method: 'POST', body: input });
}

export function useRequestVipBeta() {
  return useMutation({ mutationFn: requestVipBeta, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) }, queryClient);
}

export function useRequestTeacherAccess() {
  return useMutation({ mutationFn: requestTeacherAccess, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) }, queryClient);
}
