import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { APIError } from 'better-auth/api';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Mailer } from '../../providers/mail/mail.port.js';
import type { SmsSender } from '../../providers/sms/sms.port.js';
import { passwordProblems } from '@brainboost/domain/accounts/password-policy';
import { hashPassword, verifyPassword } from './argon2-password.js';
import { authSchemaOptions } from './auth-schema.js';
import { clientIpHeader } from './client-ip-header.js';
import { isCommonPassword } from './common-passwords.js';
import type { AccountEmails } from './account-emails.js';
import { afterSignIn } from './after-sign-in.js';
import { createOneTimeCodeAttempts, emailCodeIdentifier, phoneCodeIdentifier } from './one-time-code-attempts.js';
import type { SecurityEmails } from './security-emails.js';
import { twoFactorNotices } from './two-factor-notices.js';

/**
 * better-auth's limits per client address. A whole school can share one address, so sign-in allows
 * a classroom's worth; guessing at one account is stopped by the per-account limits
 * (plugins/account-rate-limit.ts).
 */
export const perAddressRules = {
  '/sign-in/*': { window: 60, max: 30 },
  '/phone-number/verify': { window: 60, max: 30 },
  '/two-factor/*': { window: 60, max: 30 },
  '/email-otp/send-verification-otp': { window: 60, max: 10 },
  '/phone-number/send-otp': { window: 60, max: 10 },
  '/request-password-reset': { window: 300, max: 3 },
  '/reset-password': { window: 300, max: 5 },
  '/send-verification-email': { window: 300, max: 3 },
} as const;

export const sessionPolicy = {
  /** Idle timeout: a session unused this long expires (it slides forward when used). */
  idleSeconds: 7 * 24 * 3600,
  /** How often use pushes the expiry forward. */
  refreshSeconds: 24 * 3600,
  /** Absolute lifetime, enforced by the session hook whatever the use. */
  absoluteSeconds: 30 * 24 * 3600,
} as const;

export type AuthDeps = {
  db: Db;
  config: Config;
  secret: string;
  mailer: Mailer;
  sms: SmsSender;
  emails: AccountEmails;
  /** Rules other modules add to sign-in (the child-account rules), given by app composition so accounts imports none of them. */
  signInRules: BetterAuthPlugin[];
  /** Runs after every new session (sign-in, or sign-up finished by verifying); never fails the sign-in. */
  onSignedIn?: (userId: string) => Promise<void>;
  /** Runs when an unproven email address is proven, before it is marked verified (decision 0043). */
  /** An address was proven: an email (by link or code) or, with `email: null`, a phone number (by code). */
  onAddressProven?: (user: { id: string; email: string | null }, cookieHeader: string | null) => Promise<void>;
  /** Where a message sent after the answer reports that it could not be sent. */
  onBackgroundMailFailed?: (err: unknown) => void;
  /** Security notices: two-step sign-in turned on or off, a password reset through the emailed link. */
  securityEmails?: SecurityEmails;
};

/** Rejects a weak password with its reasons (keys of the `errors` namespace). */
export function assertStrongPassword(password: string) {
  const problems = passwordProblems(password, isCommonPassword);
  if (problems.length)
    throw new APIError('BAD_REQUEST', { code: 'WEAK_PASSWORD', message: problems.map((p) => `password.${p}`).join(',') });
}

export function publicUrl(config: Config): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

/** Origins allowed to sign in: PUBLIC_URL, or without it this machine's own loopback names. */
export function trustedOrigins(config: Config): string[] {
  if (config.PUBLIC_URL) return [new URL(config.PUBLIC_URL).origin];
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${config.PORT}`);
}

/** better-auth on our Kysely instance: email and password, Argon2id, cookie sessions. */
export function createAuth({
  db,
  config,
  secret,
  mailer,
  sms,
  emails,
  signInRules,
  onSignedIn,
  onAddressProven,
  onBackgroundMailFailed,
  securityEmails,
}: AuthDeps) {
  const baseURL = publicUrl(config);
  const codeAttempts = createOneTimeCodeAttempts(db);
  const schemaOptions = authSchemaOptions(db, {
    orgName: config.ORG_NAME,
    issuer: baseURL,
    oauthProviders: config.OAUTH_PROVIDERS,
    // A new code gets its own allowance of guesses (one-time-code-attempts.ts).
    sendEmailCode: async ({ email, code, type, acceptLanguage }) => {
      await codeAttempts.forget(emailCodeIdentifier(type, email));
      await mailer.send(emails.oneTimeCode({ to: email, code, acceptLanguage }));
    },
    sendSmsCode: async ({ phoneNumber, code, acceptLanguage }) => {
      await codeAttempts.forget(phoneCodeIdentifier(phoneNumber));
      await sms.send(emails.smsCode({ to: phoneNumber, code, acceptLanguage }));
    },
    onPhoneProven: async (user, cookieHeader) => onAddressProven?.({ id: user.id, email: null }, cookieHeader),
  });
  return betterAuth({
    ...schemaOptions,
    plugins: [
      ...schemaOptions.plugins,
      ...signInRules,
      ...(onSignedIn ? [afterSignIn(onSignedIn)] : []),
      ...(securityEmails
        ? [
            twoFactorNotices((user, acceptLanguage) =>
              mailer.send(securityEmails.twoFactorChanged({ to: user.email, acceptLanguage, enabled: user.twoFactorEnabled })),
            ),
          ]
        : []),
    ],
    appName: config.ORG_NAME,
    baseURL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config),
    emailAndPassword: {
      enabled: true,
      // Public sign-up is POST /api/signup (modules/signup): the age check and parental consent
      // come first, so better-auth's own sign-up endpoint stays closed.
      disableSignUp: true,
      requireEmailVerification: true,
      minPasswordLength: 1,
      maxPasswordLength: 1024,
      password: {
        hash: async (password) => {
          assertStrongPassword(password);
          return hashPassword(password);
        },
        verify: verifyPassword,
      },
      revokeSessionsOnPasswordReset: true,
      // The reset link proves the mailbox, not the person: the account's owner hears of it.
      onPasswordReset: async ({ user }, request) => {
        if (securityEmails)
          await mailer.send(
            securityEmails.passwordChanged({ to: user.email, acceptLanguage: request?.headers.get('accept-language') ?? undefined }),
          );
      },
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, url }, request) => {
        // Sent after the answer: waiting for the mail server made a known address answer slower than an unknown one.
        mailer
          .send(emails.resetPassword({ to: user.email, url, acceptLanguage: request?.headers.get('accept-language') ?? undefined }))
          .catch((err: unknown) => onBackgroundMailFailed?.(err));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      beforeEmailVerification: async (user, request) => {
        await onAddressProven?.(user, request?.headers.get('cookie') ?? null);
      },
      sendVerificationEmail: async ({ user, url }, request) => {
        await mailer.send(
          emails.verifyEmail({ to: user.email, url, acceptLanguage: request?.headers.get('accept-language') ?? undefined }),
        );
      },
    },
    user: {
      // A new address is confirmed by a link sent to it (emailVerification.sendVerificationEmail).
      changeEmail: { enabled: true },
    },
    session: {
      expiresIn: sessionPolicy.idleSeconds,
      updateAge: sessionPolicy.refreshSeconds,
      freshAge: 15 * 60,
    },
    advanced: {
      ...schemaOptions.advanced,
      cookiePrefix: 'brainboost',
      useSecureCookies: config.APP_ENV === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      // Set by our route from Fastify's request.ip (auth.routes.ts), so limits are per caller even without a proxy.
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
    },
    rateLimit: {
      ...schemaOptions.rateLimit,
      enabled: config.APP_ENV !== 'test',
      window: 60,
      max: 60,
      customRules: perAddressRules,
    },
    telemetry: { enabled: false },
  });
}
