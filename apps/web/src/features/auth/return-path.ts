const key = 'brainboost-oauth-return-to';

/** Only paths of this site: never another origin, never a protocol-relative URL. */
export function safeReturnPath(value: string | null | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/profile';
}

/** Where to go after the provider sends the person back (kept for this tab only). */
export function rememberReturnPath(path: string) {
  sessionStorage.setItem(key, safeReturnPath(path));
}

export function takeReturnPath(): string {
  const value = sessionStorage.getItem(key);
  sessionStorage.removeItem(key);
  return safeReturnPath(value);
}
