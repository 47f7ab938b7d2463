/**
 * The better-auth endpoints the product uses, the only ones /api/auth answers (anything else is
 * 404, as an unknown route). better-auth registers many more (update-user, change-email,
 * delete-user, list-accounts, ...) that skip our validation and re-authentication; our own routes
 * do those jobs. `:name` stands for one path segment.
 */
export const exposedAuthEndpoints = [
  // Sign-in by password, one-time code, second factor or OAuth provider; sign-out.
  'POST /sign-in/email',
  'POST /sign-in/username',
  'POST /sign-in/phone-number',
  'POST /sign-in/email-otp',
  'POST /sign-in/social',
  'POST /email-otp/send-verification-otp',
  'POST /email-otp/verify-email',
  'POST /phone-number/send-otp',
  'POST /phone-number/verify',
  'POST /two-factor/verify-totp',
  'POST /two-factor/verify-backup-code',
  'GET /callback/:id',
  'POST /callback/:id',
  'GET /error',
  'POST /sign-out',
  'POST /revoke-sessions',
  'GET /get-session',
  // Links sent by email: confirming an address (also a new one) and resetting a password.
  'GET /verify-email',
  'POST /request-password-reset',
  'GET /reset-password/:token',
  'POST /reset-password',
  // Settings: the authenticator app and linking an OAuth provider.
  'POST /two-factor/enable',
  'POST /two-factor/disable',
  'POST /two-factor/generate-backup-codes',
  'POST /link-social',
  // Access tokens for API clients, and the keys that verify them.
  'GET /token',
  'GET /jwks',
] as const;

const exposed = exposedAuthEndpoints.map((endpoint) => {
  const [method, path] = endpoint.split(' ') as [string, string];
  return { method, segments: path.split('/') };
});

/** Whether /api/auth answers this method and path (the path after /api/auth, without the query). */
export function isExposedAuthEndpoint(method: string, path: string): boolean {
  const segments = path.split('/');
  return exposed.some(
    (endpoint) =>
      endpoint.method === method &&
      endpoint.segments.length === segments.length &&
      endpoint.segments.every((segment, i) => (segment.startsWith(':') ? segments[i] !== '' : segment === segments[i])),
  );
}
