import { z } from 'zod';
import { passwordLength } from '../accounts/password-policy.js';
import { emailSchema, personNameSchema } from './fields.js';

/** International format: a plus sign, then 8 to 15 digits (the server's phone-number plugin uses the same rule). */
export const internationalPhonePattern = /^\+[1-9]\d{7,14}$/;

/** Spaces, dashes, dots and brackets people type inside phone numbers are dropped before checking. */
export const normalizePhone = (value: string) => value.replace(/[\s().-]/g, '');

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const phoneSchema = z
  .string({ error: 'signup.phoneInvalid' })
  .transform(normalizePhone)
  .pipe(z.string().regex(internationalPhonePattern, { error: 'signup.phoneInvalid' }));

export const newPasswordSchema = z
  .string({ error: 'password.tooShort' })
  .refine((p) => Array.from(p).length >= passwordLength.min, { error: 'password.tooShort' })
  .refine((p) => Array.from(p).length <= passwordLength.max, { error: 'password.tooLong' });

/** Letters, digits, dots and underscores; 3 to 30 (the username plugin's rule). */
export const usernameSchema = z
  .string({ error: 'signup.usernameInvalid' })
  .trim()
  .regex(/^[a-zA-Z0-9_.]{3,30}$/, { error: 'signup.usernameInvalid' });

const birthFields = {
  birthYear: z.number({ error: 'signup.birthDateRequired' }).int({ error: 'signup.birthDateRequired' }),
  birthMonth: z
    .number({ error: 'signup.birthDateRequired' })
    .int({ error: 'signup.birthDateRequired' })
    .min(1, { error: 'signup.birthDateRequired' })
    .max(12, { error: 'signup.birthDateRequired' }),
};

/**
 * POST /api/signup. One body for everyone: the server works out the age from the birth month and
 * year and then reads only the fields that apply (see the two schemas below). Anything else is ignored.
 */
export const signupInputSchema = z.object({
  ...birthFields,
  name: z.string().max(500).optional(),
  email: z.string().max(500).optional(),
  phone: z.string().max(100).optional(),
  password: z.string().max(1024).optional(),
  username: z.string().max(100).optional(),
  parentEmail: z.string().max(500).optional(),
});
export type SignupInput = z.infer<typeof signupInputSchema>;

/**
 * 13 and over: a name, an email OR a phone number, and a password. Missing contact or password
 * gives the spec's message (`signup.emailOrPhoneAndPassword`).
 */
export const adultSignupSchema = z
  .object({
    name: personNameSchema,
    email: z.preprocess(blankToUndefined, emailSchema.optional()),
    phone: z.preprocess(blankToUndefined, phoneSchema.optional()),
    password: z.preprocess(blankToUndefined, newPasswordSchema.optional()),
  })
  .superRefine((value, ctx) => {
    if ((!value.email && !value.phone) || value.password === undefined) {
      ctx.addIssue({ code: 'custom', path: [], message: 'signup.emailOrPhoneAndPassword' });
    }
    if (value.email && value.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'signup.emailOrPhoneNotBoth' });
  });
export type AdultSignup = z.infer<typeof adultSignupSchema>;

/** Under 13: only a username (never a real name), a password and a parent's or guardian's email. */
export const childSignupSchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  parentEmail: emailSchema,
});
export type ChildSignup = z.infer<typeof childSignupSchema>;

/** What happens next, so the page can show the right screen. The same for new and existing addresses. */
export const signupResultSchema = z.object({
  next: z.enum(['check-email', 'enter-phone-code', 'parent-consent-sent']),
});
export type SignupResult = z.infer<typeof signupResultSchema>;

export const resendTypes = ['email-verification', 'phone-verification', 'sign-in'] as const;
export type ResendType = (typeof resendTypes)[number];

const resendNeeds = 'verification.resendNeedsTarget';

/** POST /api/verification/resend: email or phone, and which message to send again. */
export const resendInputSchema = z
  .object({
    email: z.string({ error: resendNeeds }).max(500).optional(),
    phone: z.string({ error: resendNeeds }).max(100).optional(),
    type: z.enum(resendTypes, { error: resendNeeds }),
  })
  .superRefine((value, ctx) => {
    if (!value.email?.trim() && !value.phone?.trim()) ctx.addIssue({ code: 'custom', path: [], message: resendNeeds });
  });
export type ResendInput = z.infer<typeof resendInputSchema>;

export const resendResultSchema = z.object({ sent: z.literal(true) });

/**
 * POST /api/signup/password: the first password of an account whose address was proven in another
 * browser than the sign-up's, so no password was kept (decision 0043).
 */
export const firstPasswordInputSchema = z.object({ password: newPasswordSchema });
export type FirstPasswordInput = z.infer<typeof firstPasswordInputSchema>;

/** GET /api/signup/password: whether the signed-in account has a password yet. */
export const firstPasswordStatusSchema = z.object({ hasPassword: z.boolean() });
export type FirstPasswordStatus = z.infer<typeof firstPasswordStatusSchema>;
