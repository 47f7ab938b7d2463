import type { FirstPasswordInput, FirstPasswordStatus, ResendInput, SignupInput, SignupResult } from '@brainboost/domain/schemas/signup';
import { apiRequest } from '../../../lib/api-client';

export const createSignup = (input: SignupInput) => apiRequest<SignupResult>('/api/signup', { method: 'POST', body: input });

export const resendVerification = (input: ResendInput) =>
  apiRequest<{ sent: true }>('/api/verification/resend', { method: 'POST', body: input });

/** Checks the texted code; on success better-auth signs the person in. */
export const verifyPhoneCode = (phoneNumber: string, code: string) =>
  apiRequest<unknown>('/api/auth/phone-number/verify', { method: 'POST', body: { phoneNumber, code } });

/** Whether the signed-in account has a password: none when the address was proven in another browser (decision 0043). */
export const getFirstPasswordStatus = (signal?: AbortSignal) => apiRequest<FirstPasswordStatus>('/api/signup/password', { signal });

export const chooseFirstPassword = (input: FirstPasswordInput) =>
  apiRequest<{ ok: true }>('/api/signup/password', { method: 'POST', body: input });
