import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AccountSession,
  ChangeEmailInput,
  ChangePasswordInput,
  DeleteAccountInput,
  Identities,
  SecuritySummary,
} from '@brainboost/domain/schemas/account-security';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const keys = { summary: ['account', 'security'], sessions: ['account', 'sessions'], identities: ['account', 'identities'] } as const;
const invalidate = (key: readonly string[]) => queryClient.invalidateQueries({ queryKey: key });

export const getSecuritySummary = () => apiRequest<SecuritySummary>('/api/account/security');
export const getSessions = () => apiRequest<AccountSession[]>('/api/account/sessions');
export const getIdentities = () => apiRequest<Identities>('/api/account/identities');

export const useSecuritySummary = () => useQuery({ queryKey: keys.summary, queryFn: getSecuritySummary, staleTime: 0 }, queryClient);
export const useSessions = () => useQuery({ queryKey: keys.sessions, queryFn: getSessions, staleTime: 0 }, queryClient);
export const useIdentities = () => useQuery({ queryKey: keys.identities, queryFn: getIdentities, staleTime: 0 }, queryClient);

export const useChangePassword = () =>
  useMutation(
    {
      mutationFn: (input: ChangePasswordInput) => apiRequest('/api/account/password', { method: 'POST', body: input }),
      onSuccess: () => invalidate(keys.sessions),
    },
    queryClient,
  );

export const useChangeEmail = () =>
  useMutation({ mutationFn: (input: ChangeEmailInput) => apiRequest('/api/account/email', { method: 'POST', body: input }) }, queryClient);

export const useRevokeSession = () =>
  useMutation(
    {
      mutationFn: (id: string) => apiRequest(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSettled: () => invalidate(keys.sessions),
    },
    queryClient,
  );

export const useRevokeOtherSessions = () =>
  useMutation(
    {
      mutationFn: () => apiRequest<{ revoked: number }>('/api/account/sessions/revoke-others', { method: 'POST', body: {} }),
      onSettled: () => invalidate(keys.sessions),
    },
    queryClient,
  );

export const useUnlinkIdentity = () =>
  useMutation(
    {
      mutationFn: (id: string) => apiRequest(`/api/account/identities/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSettled: () => invalidate(keys.identities),
    },
    queryClient,
  );

/** Starts linking an OAuth provider: the server answers with the provider's page to go to. */
export const linkProvider = (providerId: string) =>
  apiRequest<{ url: string }>('/api/auth/link-social', {
    method: 'POST',
    body: { provider: providerId, callbackURL: '/settings?linked=1', errorCallbackURL: '/auth/callback?intent=link' },
  });

export const useDeleteAccount = () =>
  useMutation(
    { mutationFn: (input: DeleteAccountInput) => apiRequest('/api/account/delete', { method: 'POST', body: input }) },
    queryClient,
  );
