import { z } from 'zod';

/** International phone format the server accepts: a plus sign, then 8 to 15 digits. */
export const phoneNumberPattern = /^\+[1-9]\d{7,14}$/;
const usernamePattern = /^[A-Za-z0-9_.]{3,30}$/;
const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type IdentifierKind = 'email' | 'phone' | 'username';

/** Spaces, dashes, dots and brackets people type inside phone numbers. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}

/** Which sign-in field a typed identifier is: an email address, an international phone number or a username. */
export function identifierKind(raw: string): IdentifierKind | null {
  const value = raw.trim();
  if (value.includes('@')) return simpleEmail.test(value) ? 'email' : null;
  if (value.startsWith('+')) return phoneNumberPattern.test(normalisePhone(value)) ? 'phone' : null;
  return usernamePattern.test(value) ? 'username' : null;
}

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
