import { randomInt } from 'node:crypto';

// Shared by the contact form and enterprise enquiries, so it belongs to neither module.
// Crockford base32 without look-alikes (no I, L, O, U), easy to read out on the phone.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short reference a person can quote, e.g. "C-7K3M9QX2". */
export function newReferenceCode(prefix: string, length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return `${prefix}-${code}`;
}
