import { z } from 'zod';
import { passwordLength } from '../accounts/password-policy.js';
import { emailSchema as email, personNameSchema } from './fields.js';
const password = z
  .string({ error: 'password.tooShort' })
  .refine((p) => Array.from(p).length >= passwordLength.min, { error: 'password.tooShort' })
  .refine((p) => Array.from(p).length <= passwordLength.max, { error: 'password.tooLong' });

export const signInInputSchema = z.object({ email, password: z.string().min(1, { error: 'auth.passwordRequired' }) });
export type SignInInput = z.infer<typeof signInInputSchema>;

export const forgotPasswordInputSchema = z.object({ email });
export const resetPasswordInputSchema = z
  .object({ password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { error: 'password.mismatch', path: ['confirm'] });

export const firstAdminInputSchema = z.object({
  token: z.string().min(20).max(200),
  name: personNameSchema,
  email,
  password,
});
export type FirstAdminInput = z.infer<typeof firstAdminInputSchema>;

export const updateProfileInputSchema = z.object({
  fullName: personNameSchema,
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;
