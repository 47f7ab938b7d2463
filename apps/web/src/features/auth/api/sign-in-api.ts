import { identifierKind, normalisePhone } from '@brainboost/domain/accounts/sign-in-identifier';
import { apiRequest } from '../../../lib/api-client';

/** What a sign-in answers: a session, or a request for the second factor (no session yet). */
export type SignInAnswer = { twoFactorRedirect?: boolean };

const post = <T>(path: string, body: object) => apiRequest<T>(`/api/auth${path}`, { method: 'POST', body });

/** Password sign-in with an email address, an international phone number or a username. */
export function signInWithPassword(identifier: string, password: string): Promise<SignInAnswer> {
  const value = identifier.trim();
  const kind = identifierKind(value);
  if (kind === 'phone') return post('/sign-in/phone-number', { phoneNumber: normalisePhone(value), password, rememberMe: true });
  if (kind === 'username') return post('/sign-in/username', { username: value, password, rememberMe: true });
  return post('/sign-in/email', { email: value, password, rememberMe: true });
}

/** Sends a one-time sign-in code by email or text message (the answer is the same for unknown addresses). */
export function requestSignInCode(address: string): Promise<unknown> {
  const value = address.trim();
  if (identifierKind(value) === 'phone') return post('/phone-number/send-otp', { phoneNumber: normalisePhone(value) });
  return post('/email-otp/send-verification-otp', { email: value, type: 'sign-in' });
}

/** Signs in with the code that was sent. */
export function signInWithCode(address: string, code: string): Promise<SignInAnswer> {
  const value = address.trim();
  if (identifierKind(value) === 'phone') return post('/phone-number/verify', { phoneNumber: normalisePhone(value), code });
  return post('/sign-in/email-otp', { email: value, otp: code });
}

/** Completes a sign-in that asked for the second factor (the challenge cookie says whose). */
export function verifySecondFactor(kind: 'totp' | 'backup', code: string, trustDevice: boolean): Promise<unknown> {
  return post(kind === 'totp' ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code', { code, trustDevice });
}
