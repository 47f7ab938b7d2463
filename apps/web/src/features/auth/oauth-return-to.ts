const key = 'brainboost-oauth-return-to';

/** Only paths of this site: never another origin, never a protocol-relative URL. */
export function safeReturnTo(value: string | null | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/profile';
}

/** Where to go after the provider sends the person back (kept for this tab only). */
export function rememberReturnTo(path: string) {
  sessionStorage.setItem(key, safeReturnTo(path));
}

export function takeReturnTo(): string {
  const value = sessionStorage.getItem(key);
  sessionStorage.removeItem(key);
  return safeReturnTo(value);
}
