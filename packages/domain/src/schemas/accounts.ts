import { z } from 'zod';
import { passwordLength } from '../password-policy.js';

const email = z
  .string({ error: 'contact.emailInvalid' })
  .trim()
  .max(254, { error: 'contact.emailInvalid' })
  .pipe(z.email({ error: 'contact.emailInvalid' }));
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
  name: z.string({ error: 'contact.nameRequired' }).trim().min(1, { error: 'contact.nameRequired' }).max(120, { error: 'contact.nameTooLong' }),
  email,
  password,
});
export type FirstAdminInput = z.infer<typeof firstAdminInputSchema>;

export const updateProfileInputSchema = z.object({
  fullName: z.string({ error: 'contact.nameRequired' }).trim().min(1, { error: 'contact.nameRequired' }).max(120, { error: 'contact.nameTooLong' }),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;
