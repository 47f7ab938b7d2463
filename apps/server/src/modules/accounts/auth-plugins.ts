import { emailOTP, genericOAuth, jwt, phoneNumber, twoFactor, username } from 'better-auth/plugins';
import type { OAuthProvider } from '../../config.js';
import { twoFactorOnEveryPath } from './two-factor-on-every-path.js';

/** Where the plugins send codes; the migration passes senders that are never called. */
export type AuthPluginDeps = {
  orgName: string;
  issuer: string;
  oauthProviders: OAuthProvider[];
  sendEmailCode(input: { email: string; code: string; type: string; acceptLanguage: string | undefined }): Promise<void>;
  sendSmsCode(input: { phoneNumber: string; code: string; acceptLanguage: string | undefined }): Promise<void>;
  /** A phone number was just proven by its code, in the browser whose cookies are given (decision 0043). */
  onPhoneProven?(user: { id: string }, cookieHeader: string | null): Promise<void>;
};

/** International format: a plus sign, then 8 to 15 digits. */
export const phoneNumberPattern = /^\+[1-9]\d{7,14}$/;

export const codePolicy = { length: 6, expiresInSeconds: 600, allowedAttempts: 5 } as const;

/**
 * better-auth plugins: TOTP + backup codes, one-time codes by email and by phone, usernames, JWT access
 * tokens with a JWKS, and OAuth/OIDC providers from configuration. Their tables are created by
 * the same list (auth-migrations), so schema and runtime never disagree.
 */
export function createAuthPlugins(deps: AuthPluginDeps) {
  const acceptLanguage = (request: Request | undefined) => request?.headers.get('accept-language') ?? undefined;
  const secondFactor = twoFactor({
    issuer: deps.orgName,
    backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
  });
  return [
    secondFactor,
    // better-auth checks the second factor only on password sign-ins; this closes the other paths.
    twoFactorOnEveryPath(secondFactor),
    emailOTP({
      otpLength: codePolicy.length,
      expiresIn: codePolicy.expiresInSeconds,
      allowedAttempts: codePolicy.allowedAttempts,
      // Accounts are created only by sign-up (age check, parental consent), never by a code.
      disableSignUp: true,
      storeOTP: 'hashed',
      sendVerificationOTP: async ({ email, otp, type }, ctx) =>
        deps.sendEmailCode({ email, code: otp, type, acceptLanguage: acceptLanguage(ctx?.request) }),
    }),
    phoneNumber({
      otpLength: codePolicy.length,
      expiresIn: codePolicy.expiresInSeconds,
      allowedAttempts: codePolicy.allowedAttempts,
      requireVerification: true,
      phoneNumberValidator: (value) => phoneNumberPattern.test(value),
      sendOTP: async ({ phoneNumber: to, code }, ctx) =>
        deps.sendSmsCode({ phoneNumber: to, code, acceptLanguage: acceptLanguage(ctx?.request) }),
      // Runs once the number is marked proven and before the session is made: the password kept is
      // the one chosen in this browser's sign-up, as for an email link.
      callbackOnVerification: async ({ user }, ctx) =>
        deps.onPhoneProven?.(user, ctx?.request?.headers.get('cookie') ?? ctx?.headers?.get('cookie') ?? null),
    }),
    // Children under 13 have no email of their own: they sign in with a username their parent approved.
    username({ minUsernameLength: 3, maxUsernameLength: 30 }),
    jwt({
      jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
      jwt: {
        issuer: deps.issuer,
        audience: deps.issuer,
        expirationTime: '15m',
        // The session a token came from (`sid`): a request with the token is refused once that
        // session ends (sign-out, password reset, account deletion), not only when the token expires.
        definePayload: ({ user, session }) => ({ ...user, sid: session.id }),
      },
      // API clients ask /api/auth/token for a token; signing one into every session lookup cost
      // a key read, a decryption and a signature on each request.
      disableSettingJwtHeader: true,
    }),
    genericOAuth({
      config: deps.oauthProviders.map((provider) => ({
        providerId: provider.id,
        discoveryUrl: provider.discoveryUrl,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        scopes: provider.scopes,
        pkce: true,
        // Accounts are created only by sign-up (age check, parental consent): a provider can sign
        // in an existing account or be linked to one, never create one.
        disableSignUp: true,
        requireIdTokenVerification: true,
      })),
    }),
  ];
}
