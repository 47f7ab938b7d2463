import { createHash, randomUUID } from 'node:crypto';
import { createEmailVerificationToken } from 'better-auth/api';
import { isPlausibleBirthDate, needsParentalConsent } from '@brainboost/domain/accounts/age';
import { internalEmail, isInternalEmail } from '@brainboost/domain/accounts/reserved-email';
import {
  adultSignupSchema,
  childSignupSchema,
  normalizePhone,
  type ResendInput,
  type SignupInput,
  type SignupResult,
} from '@brainboost/domain/schemas/signup';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Mailer } from '../../providers/mail/mail.port.js';
import type { SmsSender } from '../../providers/sms/sms.port.js';
import { hashNewPassword, type AccountsService } from '../accounts/accounts.service.js';
import type { Auth } from '../accounts/accounts.types.js';
import type { ChildrenService } from '../children/children.service.js';
import { freshSessionSeconds } from '../accounts/account-security.service.js';
import { attemptRetentionMs, enforceLimits } from './signup-limits.js';
import { signupErrors } from './signup.errors.js';
import type { SignupEmails } from './signup-emails.js';
import { createSignupRepository } from './signup.repository.js';
import type { CredentialsService } from '../accounts/credentials.service.js';

/** Where the verification link lands (the page shows success or the link's error). */
export const verifyEmailCallback = '/verify-email';

/**
 * The cookie holding the secret of the browser's latest sign-up: sent only to better-auth's routes,
 * where an address is proven, and kept as long as a verification link works.
 */
export const signupBrowserCookie = 'brainboost.signup_key';

const hashBrowserKey = (key: string) => createHash('sha256').update(key).digest('base64url');

function browserKeyFrom(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === signupBrowserCookie || name === `__Secure-${signupBrowserCookie}`) return value.join('=') || null;
  }
  return null;
}

/**
 * The request facts the service needs: who is asking and in which language; `answered` resolves
 * once the answer has gone out (work that must not show in the answer's time waits for it).
 */
export type RequestInfo = { ip: string; acceptLanguage: string | undefined; now?: Date; answered?: Promise<void> };

export type SignupDeps = {
  db: Db;
  auth: Auth;
  accounts: AccountsService;
  credentials: CredentialsService;
  children: ChildrenService;
  mailer: Mailer;
  sms: SmsSender;
  emails: SignupEmails;
  /** Where work finished after the answer reports that it failed. */
  onBackgroundFailure: (err: unknown) => void;
};

function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.length ? String(issue.path[0]) : '_'] ??= issue.message;
  return fields;
}

/**
 * Public sign-up after the neutral age question, and resending verification messages. Answers
 * never depend on whether an email or phone number already has an account.
 */
export function createSignupService({ db, auth, accounts, credentials, children, mailer, sms, emails, onBackgroundFailure }: SignupDeps) {
  const repository = createSignupRepository(db, credentials);
  const inFlight = new Set<Promise<void>>();

  /**
   * Does `work` once the answer has gone out: the answer's time then cannot depend on what the work
   * finds, nor on the work competing with the answer for the database.
   */
  function afterAnswer(answered: Promise<void> | undefined, work: () => Promise<unknown>) {
    const running: Promise<void> = (answered ?? Promise.resolve())
      .then(work)
      .then(() => undefined, onBackgroundFailure)
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  }

  /**
   * Calls a better-auth endpoint for a visitor: their language for the message, and never their
   * session cookie (a sign-up is about the new address, whoever is signed in).
   */
  const asVisitor = (info: RequestInfo) => {
    const headers = new Headers(info.acceptLanguage ? { 'accept-language': info.acceptLanguage } : {});
    return { headers, request: new Request('http://localhost/api/auth', { headers }), asResponse: false as const };
  };

  async function sendEmailVerification(email: string, info: RequestInfo) {
    await auth.api.sendVerificationEmail({ body: { email, callbackURL: verifyEmailCallback }, ...asVisitor(info) });
  }
  async function sendPhoneCode(phoneNumber: string, info: RequestInfo) {
    await auth.api.sendPhoneNumberOTP({ body: { phoneNumber }, ...asVisitor(info) });
  }

  /**
   * Mails a link proving the address. Sent directly (not through better-auth's endpoint, which pads
   * its answer to half a second) so that a new, an unproven and a taken address cost the same.
   */
  async function sendVerificationLink(user: { id: string; email: string }, again: boolean, info: RequestInfo) {
    const ctx = await auth.$context;
    const token = await createEmailVerificationToken(ctx.secret, user.email, undefined, ctx.options.emailVerification?.expiresIn, {
      userId: user.id,
    });
    const url = `${ctx.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(verifyEmailCallback)}`;
    await mailer.send(emails.verifyEmail({ to: user.email, url, again, acceptLanguage: info.acceptLanguage }));
  }

  /**
   * An unproven account never holds a password: each sign-up's password waits in its own row, bound
   * to the browser that chose it, until the address is proven (decision 0043).
   */
  async function keepPendingPassword(userId: string, name: string, passwordHash: string, browserKey: string, now: Date) {
    const ctx = await auth.$context;
    const lifetimeSeconds = ctx.options.emailVerification?.expiresIn ?? 3600;
    await repository.insertPendingPassword({
      userId,
      browserKeyHash: hashBrowserKey(browserKey),
      passwordHash,
      fullName: name,
      expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
    });
  }

  async function signupWithEmail(email: string, name: string, passwordHash: string, browserKey: string, info: RequestInfo, now: Date) {
    const ctx = await auth.$context;
    const existing = await ctx.internalAdapter.findUserByEmail(email);
    if (existing?.user.emailVerified) {
      await mailer.send(emails.existingAccount({ to: existing.user.email, acceptLanguage: info.acceptLanguage }));
    } else if (existing) {
      await keepPendingPassword(existing.user.id, name, passwordHash, browserKey, now);
      await sendVerificationLink(existing.user, true, info);
    } else {
      // No name either until the address is proven: the name comes with the password that is kept.
      const user = await ctx.internalAdapter.createUser({ email, name: '', emailVerified: false }, { method: 'admin' });
      await keepPendingPassword(user.id, name, passwordHash, browserKey, now);
      await sendVerificationLink(user, false, info);
    }
  }

  async function signupWithPhone(phone: string, name: string, passwordHash: string, browserKey: string, info: RequestInfo, now: Date) {
    const existing = await credentials.findUserByPhone(phone);
    if (existing?.phoneNumberVerified) {
      await sms.send(emails.existingPhone({ to: phone, acceptLanguage: info.acceptLanguage }));
    } else if (existing) {
      await keepPendingPassword(existing.id, name, passwordHash, browserKey, now);
      await sendPhoneCode(phone, info);
    } else {
      // As for an email: no password and no name until the code proves the number.
      const ctx = await auth.$context;
      const user = await ctx.internalAdapter.createUser(
        { email: internalEmail('phone', randomUUID()), name: '', emailVerified: false },
        { method: 'admin' },
      );
      await credentials.setUnverifiedPhone(user.id, phone);
      await keepPendingPassword(user.id, name, passwordHash, browserKey, now);
      await sendPhoneCode(phone, info);
    }
    return { next: 'enter-phone-code' } as const;
  }

  return {
    /** `browserKey` is the secret the caller's browser keeps for this sign-up (signupBrowserCookie). */
    async signup(input: SignupInput, info: RequestInfo, browserKey: string): Promise<SignupResult> {
      const now = info.now ?? new Date();
      const birth = { year: input.birthYear, month: input.birthMonth };
      if (!isPlausibleBirthDate(birth, now)) throw signupErrors.birthDateInvalid();

      if (needsParentalConsent(birth, now)) {
        const parsed = childSignupSchema.safeParse(input);
        if (!parsed.success) {
          const fields = fieldErrors(parsed.error);
          throw signupErrors.validation(fields);
        }
        const { username, password, parentEmail } = parsed.data;
        await enforceLimits(repository, 'signup', { ip: info.ip, account: `parent:${parentEmail.toLowerCase()}`, now });
        const passwordHash = await hashNewPassword(auth, password);
        await children.createPending({
          username,
          passwordHash,
          parentEmail,
          birthYear: birth.year,
          birthMonth: birth.month,
          acceptLanguage: info.acceptLanguage,
          now,
        });
        return { next: 'parent-consent-sent' };
      }

      const parsed = adultSignupSchema.safeParse(input);
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error);
        if (fields['_'] === 'signup.emailOrPhoneAndPassword') throw signupErrors.emailOrPhoneRequired(fields);
        throw signupErrors.validation(fields);
      }
      const { name, email, phone, password } = parsed.data;
      const contact = email ? email.toLowerCase() : phone!;
      if (email && isInternalEmail(email)) throw signupErrors.emailInvalid();
      await enforceLimits(repository, 'signup', { ip: info.ip, account: contact, now });
      const passwordHash = await hashNewPassword(auth, password!);
      if (!email) return signupWithPhone(contact, name, passwordHash, browserKey, info, now);
      // Whether the address is new, unproven or taken decides the database work and which email is
      // sent; all of it happens after the answer, so the answer's time cannot tell them apart.
      afterAnswer(info.answered, () => signupWithEmail(contact, name, passwordHash, browserKey, info, now));
      return { next: 'check-email' };
    },

    /** Sends a verification link or code again. The answer is the same for unknown addresses. */
    async resend(input: ResendInput, info: RequestInfo) {
      const email = input.email?.trim().toLowerCase() || undefined;
      const phone = input.phone ? normalizePhone(input.phone) : undefined;
      const target = input.type === 'email-verification' ? email : input.type === 'phone-verification' ? phone : (email ?? phone);
      if (!target) throw signupErrors.resendNeedsTarget();
      if (target === email && (isInternalEmail(email) || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) throw signupErrors.emailInvalid();
      await enforceLimits(repository, 'resend', { ip: info.ip, account: target, now: info.now ?? new Date() });

      if (target === email) {
        if (input.type === 'email-verification') await sendEmailVerification(email, info);
        else await auth.api.sendVerificationOTP({ body: { email, type: 'sign-in' }, ...asVisitor(info) });
        return { sent: true } as const;
      }
      const user = await credentials.findUserByPhone(target);
      const wanted = input.type === 'phone-verification' ? user && !user.phoneNumberVerified : user?.phoneNumberVerified;
      if (wanted) await sendPhoneCode(target, info);
      return { sent: true } as const;
    },

    /**
     * An unproven address was just proven: an email (by its link or an emailed code) or, with
     * `email: null`, a phone number (by its code). The password of the sign-up made in this browser
     * becomes the account's, every other one is dropped (decision 0043).
     */
    async addressProven(user: { id: string; email: string | null }, cookieHeader: string | null) {
      if (user.email !== null && isInternalEmail(user.email)) return;
      const browserKey = browserKeyFrom(cookieHeader);
      const browserKeyHash = browserKey ? hashBrowserKey(browserKey) : null;
      const kept =
        user.email === null
          ? await repository.activatePendingPhonePassword(user.id, browserKeyHash, new Date())
          : await repository.activatePendingPassword(user.id, browserKeyHash, new Date());
      if (kept) await accounts.updateProfile(user.id, kept.fullName);
    },

    /**
     * The first password of an account that has none: a proven address opened in another browser
     * than the sign-up's. Without a current password to ask for, the sign-in must be recent.
     */
    async chooseFirstPassword(caller: { userId: string; sessionCreatedAt: Date | null }, password: string, now = new Date()) {
      const age = caller.sessionCreatedAt ? (now.getTime() - caller.sessionCreatedAt.getTime()) / 1000 : Infinity;
      if (age > freshSessionSeconds) throw signupErrors.signInAgain();
      if (await credentials.hasPassword(caller.userId)) throw signupErrors.passwordAlreadySet();
      const passwordHash = await hashNewPassword(auth, password);
      if (!(await credentials.insertPasswordIfNone(caller.userId, passwordHash, now))) throw signupErrors.passwordAlreadySet();
    },

    hasPassword: (userId: string) => credentials.hasPassword(userId),

    /** Resolves once every sign-up answered so far has finished its work (shutdown waits for it). */
    async idle() {
      while (inFlight.size) await Promise.all(inFlight);
    },

    /** Hourly: attempts older than a day are no longer needed for any limit. */
    purgeAttempts: (now: Date) => repository.deleteAttemptsBefore(new Date(now.getTime() - attemptRetentionMs)),

    /** Hourly: sign-up passwords whose verification link has expired can never be kept. */
    purgeExpiredPendingPasswords: (now: Date) => repository.deletePendingPasswordsBefore(now),
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
