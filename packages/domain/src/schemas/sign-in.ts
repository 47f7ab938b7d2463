import { z } from 'zod';
import { identifierKind } from '../accounts/sign-in-identifier.js';

/** Password sign-in: one identifier field and a password (spec section 5 message when either is missing). */
export const passwordSignInSchema = z.object({ identifier: z.string(), password: z.string() }).superRefine((v, ctx) => {
  if (!v.identifier.trim() || !v.password) {
    ctx.addIssue({
      code: 'custom',
      path: [v.identifier.trim() ? 'password' : 'identifier'],
      message: 'auth.identifierAndPasswordRequired',
    });
    return;
  }
  if (!identifierKind(v.identifier)) ctx.addIssue({ code: 'custom', path: ['identifier'], message: 'auth.identifierInvalid' });
});
export type PasswordSignInInput = z.infer<typeof passwordSignInSchema>;

/** Asking for a one-time code: an email address or a phone number (spec section 5 message when missing). */
export const codeRequestSchema = z.object({
  address: z.string().superRefine((value, ctx) => {
    if (!value.trim()) ctx.addIssue({ code: 'custom', message: 'auth.emailOrPhoneRequired' });
    else if (identifierKind(value) !== 'email' && identifierKind(value) !== 'phone')
      ctx.addIssue({ code: 'custom', message: 'auth.emailOrPhoneInvalid' });
  }),
});
export type CodeRequestInput = z.infer<typeof codeRequestSchema>;

/** A 6-digit one-time code (spaces people type are ignored). */
export const oneTimeCodeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: 'otp.codeFormat' })),
});
export type OneTimeCodeInput = z.input<typeof oneTimeCodeSchema>;

/** The second-factor step: an authenticator code, or one of the backup codes. */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: 'mfa.codeFormat' })),
  trustDevice: z.boolean(),
});
export const backupCodeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.trim())
    .pipe(z.string().min(4, { error: 'mfa.backupCodeFormat' }).max(64, { error: 'mfa.backupCodeFormat' })),
  trustDevice: z.boolean(),
});
export type SecondFactorInput = z.input<typeof totpCodeSchema>;

/** Re-entering the password before changing the second factor. */
export const mfaPasswordSchema = z.object({ password: z.string().min(1, { error: 'mfa.passwordRequired' }) });
export type MfaPasswordInput = z.infer<typeof mfaPasswordSchema>;
