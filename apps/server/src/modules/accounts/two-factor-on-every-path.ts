import type { BetterAuthPlugin, HookEndpointContext } from 'better-auth';
import { APIError, isAPIError } from 'better-auth/api';
import type { twoFactor } from 'better-auth/plugins';

/**
 * Paths that create a session without going through better-auth's two-factor check, which
 * guards only /sign-in/email, /sign-in/username and /sign-in/phone-number.
 */
export const unguardedSignInPaths = [
  '/sign-in/email-otp',
  '/phone-number/verify',
  '/email-otp/verify-email',
  '/verify-email',
  '/sign-in/social',
  '/callback/:id',
  '/oauth2/callback/:providerId',
  '/magic-link/verify',
  '/one-time-token/verify',
] as const;

/** Where a redirect-style sign-in (OAuth, email link) continues when the second factor is due. */
export const mfaRequiredPath = '/login?mfa=required';

type HookResult = { headers?: Headers | null; response?: unknown };
type HookHandler = (context: HookEndpointContext) => Promise<HookResult | undefined>;
/** What an after hook returns to leave the answer as it is (the dispatcher reads `.headers` of it). */
const nothing: HookResult = {};

/** Keeps a same-site destination of the original redirect, so the user lands there after the challenge. */
function challengeLocation(original: string | null, baseURL: string): string {
  if (!original) return mfaRequiredPath;
  try {
    const origin = new URL(baseURL).origin;
    const target = new URL(original, origin);
    if (target.origin !== origin || target.pathname.startsWith('/api/')) return mfaRequiredPath;
    const path = `${target.pathname}${target.search}`;
    return path === '/' ? mfaRequiredPath : `${mfaRequiredPath}&returnTo=${encodeURIComponent(path)}`;
  } catch {
    return mfaRequiredPath;
  }
}

/**
 * A user with a second factor must pass it on every path that signs in. After any of the paths
 * above creates a session, this runs the two-factor plugin's own sign-in hook: the new session is
 * deleted, the challenge cookie is set and the answer is `{ twoFactorRedirect: true }`, exactly
 * as for a password sign-in. Redirect-style endpoints (OAuth callbacks, email links) instead
 * redirect to /login?mfa=required, keeping the challenge cookie.
 */
export function twoFactorOnEveryPath(guard: ReturnType<typeof twoFactor>): BetterAuthPlugin {
  const challenge = guard.hooks.after[0]!.handler as unknown as HookHandler;
  const paths = new Set<string>(unguardedSignInPaths);
  return {
    id: 'two-factor-on-every-path',
    hooks: {
      after: [
        {
          matcher: (context) => paths.has(context.path ?? ''),
          handler: (async (context: HookEndpointContext) => {
            const created = context.context.newSession;
            if (!created?.user.twoFactorEnabled) return nothing;
            // Refreshing a session the request already carries (e.g. confirming an email change) is not a sign-in.
            const cookies = context.headers?.get('cookie') ?? '';
            if (cookies.includes(created.session.token)) return nothing;

            const returned = context.context.returned;
            const result = await challenge(context);
            const answer = result?.response as { twoFactorRedirect?: boolean } | undefined;
            const redirected = isAPIError(returned) && returned.statusCode === 302;
            if (!redirected || !answer?.twoFactorRedirect) return result ?? nothing;

            const headers = new Headers(result?.headers ?? undefined);
            const original = returned.headers instanceof Headers ? returned.headers.get('location') : null;
            headers.set('location', challengeLocation(original, context.context.baseURL));
            throw new APIError('FOUND', undefined, headers);
          }) as never,
        },
      ],
    },
  };
}
