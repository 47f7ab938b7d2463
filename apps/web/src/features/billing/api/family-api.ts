import { useQuery } from '@tanstack/react-query';
import type { FamilyAcceptInput, FamilyInvitation, FamilyOverview } from '@brainboost/domain/schemas/family';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const familyKey = ['family'] as const;

/** The caller's family group: members only when they own a live family plan. */
export const useFamily = () =>
  useQuery({ queryKey: familyKey, queryFn: ({ signal }) => apiRequest<FamilyOverview>('/api/family', { signal }) }, queryClient);
const setFamily = (family: FamilyOverview) => {
  queryClient.setQueryData(familyKey, family);
  return family;
};

export const inviteMember = async (email: string) =>
  setFamily(await apiRequest<FamilyOverview>('/api/family/members', { method: 'POST', body: { email } }));
export const resendInvite = async (id: string) =>
  setFamily(await apiRequest<FamilyOverview>(`/api/family/members/${encodeURIComponent(id)}/resend`, { method: 'POST', body: {} }));
export const leaveFamily = async () => setFamily(await apiRequest<FamilyOverview>('/api/family/leave', { method: 'POST', body: {} }));
export const removeMember = async (id: string) =>
  setFamily(await apiRequest<FamilyOverview>(`/api/family/members/${encodeURIComponent(id)}`, { method: 'DELETE' }));

export const useInvitation = (token: string) =>
  useQuery(
    {
      queryKey: ['family', 'invitation', token],
      queryFn: ({ signal }) => apiRequest<FamilyInvitation>(`/api/family/invitations/${encodeURIComponent(token)}`, { signal }),
      enabled: Boolean(token),
      retry: false,
    },
    queryClient,
  );
export const acceptInvitation = (token: string, input: FamilyAcceptInput = {}) =>
  apiRequest<{ joined: true }>(`/api/family/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST', body: input ?? {} });
