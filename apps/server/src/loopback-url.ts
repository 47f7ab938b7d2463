/**
 * Whether a URL names this machine only (localhost, 127.0.0.0/8, ::1). An unset PUBLIC_URL means
 * http://localhost:PORT, so it counts as loopback too.
 */
export function isLoopbackUrl(url: string | undefined): boolean {
  if (url === undefined) return true;
  const host = new URL(url).hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}
