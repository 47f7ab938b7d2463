/**
 * The email a free trial is remembered by, so deleting the account and signing up again with the
 * same address (or a `+tag` of it, or in other case) does not grant a second trial. The server
 * keeps only a keyed hash of this form, never the address itself.
 */
export function trialEmailKey(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.split('+')[0]}@${domain}`;
}
