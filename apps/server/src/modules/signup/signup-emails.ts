import { localeFromAcceptLanguage } from '@brainboost/domain/i18n/locales';
import type { Translate } from '../../i18n/server-translations.js';
import type { MailMessage } from '../../providers/mail/mail.port.js';
import type { SmsMessage } from '../../providers/sms/sms.port.js';

/**
 * What the owner of an address or number gets when someone signs up with it again: the same
 * answer on screen as a new sign-up (no account enumeration), and this note to the real owner.
 */
export function createSignupEmails(translate: Translate, orgName: string, baseUrl: string) {
  const loginUrl = `${baseUrl}/login`;
  const resetUrl = `${baseUrl}/forgot-password`;
  return {
    existingAccount({ to, acceptLanguage }: { to: string; acceptLanguage: string | undefined }): MailMessage {
      const locale = localeFromAcceptLanguage(acceptLanguage);
      const vars = { orgName, loginUrl, resetUrl };
      return {
        to,
        subject: translate(locale, 'signup.existing.subject', vars),
        text: [
          translate(locale, 'signup.existing.intro', vars),
          '',
          translate(locale, 'signup.existing.signIn', vars),
          loginUrl,
          '',
          translate(locale, 'signup.existing.reset', vars),
          resetUrl,
          '',
          translate(locale, 'signup.existing.ignore', vars),
          '',
          translate(locale, 'signature', vars),
        ].join('\n'),
      };
    },
    /**
     * The link proving a new address. `again`: the address had an unproven sign-up already, and
     * its owner learns that only the browser opening the link keeps a password (decision 0043).
     */
    verifyEmail({
      to,
      url,
      again,
      acceptLanguage,
    }: {
      to: string;
      url: string;
      again: boolean;
      acceptLanguage: string | undefined;
    }): MailMessage {
      const locale = localeFromAcceptLanguage(acceptLanguage);
      const vars = { orgName, url };
      return {
        to,
        subject: translate(locale, 'verifyEmail.subject', vars),
        text: [
          ...(again ? [translate(locale, 'signup.verify.again', vars), ''] : []),
          translate(locale, 'verifyEmail.intro', vars),
          '',
          url,
          '',
          translate(locale, 'signup.verify.otherBrowser', vars),
          '',
          translate(locale, 'verifyEmail.ignore', vars),
          '',
          translate(locale, 'signature', vars),
        ].join('\n'),
      };
    },
    existingPhone({ to, acceptLanguage }: { to: string; acceptLanguage: string | undefined }): SmsMessage {
      return { to, text: translate(localeFromAcceptLanguage(acceptLanguage), 'signup.existingPhone', { orgName, loginUrl }) };
    },
  };
}

export type SignupEmails = ReturnType<typeof createSignupEmails>;
