import { apiRequest } from '../../../lib/api-client';

const post = <T>(path: string, body: object) => apiRequest<T>(`/api/auth${path}`, { method: 'POST', body });

/** Whether the signed-in user has a second factor on (better-auth's session answer carries it). */
export async function loadTwoFactorStatus(): Promise<boolean> {
  const session = await apiRequest<{ user?: { twoFactorEnabled?: boolean | null } } | null>('/api/auth/get-session');
  return Boolean(session?.user?.twoFactorEnabled);
}

/** Starts enrolment: a new secret (as an otpauth:// URI) and 10 backup codes; on only after a first code. */
export const startTotpEnrolment = (password: string) =>
  post<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', { password });
export const confirmTotpEnrolment = (code: string) => post<unknown>('/two-factor/verify-totp', { code });
export const regenerateBackupCodes = (password: string) =>
  post<{ backupCodes: string[] }>('/two-factor/generate-backup-codes', { password });
export const removeTotp = (password: string) => post<unknown>('/two-factor/disable', { password });

/** The base32 secret inside an otpauth:// URI, grouped in fours for typing by hand. */
export function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}
