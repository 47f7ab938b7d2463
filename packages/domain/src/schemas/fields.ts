import { z } from 'zod';

/** Fields several forms share; messages are keys of the `errors` namespace. */
export const emailSchema = z
  .string({ error: 'contact.emailInvalid' })
  .trim()
  .max(254, { error: 'contact.emailInvalid' })
  .pipe(z.email({ error: 'contact.emailInvalid' }));

export const personNameSchema = z
  .string({ error: 'contact.nameRequired' })
  .trim()
  .min(1, { error: 'contact.nameRequired' })
  .max(120, { error: 'contact.nameTooLong' });
