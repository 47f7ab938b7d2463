import { apiRequest } from './api-client';

/** Calls to the server's auth endpoints (better-auth under /api/auth), without its client library. */
export const authClient = {
  signIn: (email: string, password: string) =>
    apiRequest<unknown>('/api/auth/sign-in/email', { method: 'POST', body: { email, password, rememberMe: true } }),
  signOut: () => apiRequest<unknown>('/api/auth/sign-out', { method: 'POST', body: {} }),
  signOutEverywhere: () => apiRequest<unknown>('/api/auth/revoke-sessions', { method: 'POST', body: {} }),
  requestPasswordReset: (email: string) =>
    apiRequest<unknown>('/api/auth/request-password-reset', { method: 'POST', body: { email, redirectTo: '/reset-password' } }),
  resetPassword: (token: string, newPassword: string) =>
    apiRequest<unknown>('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } }),
};
