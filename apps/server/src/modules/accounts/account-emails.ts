import { localeFromAcceptLanguage } from '@brainboost/domain/i18n/locales';
import type { Translate } from '../../i18n/server-translations.js';
import type { MailMessage } from '../../providers/mail/mail.port.js';
import type { SmsMessage } from '../../providers/sms/sms.port.js';

type LinkEmail = { to: string; url: string; acceptLanguage: string | undefined };
type CodeMessage = { to: string; code: string; acceptLanguage: string | undefined };

/** The account emails and texts, in the language the request came in. Plain text, one link or code each. */
export function createAccountEmails(translate: Translate, orgName: string) {
  const compose = (kind: 'verifyEmail' | 'resetPassword', { to, url, acceptLanguage }: LinkEmail): MailMessage => {
    const locale = localeFromAcceptLanguage(acceptLanguage);
    const vars = { orgName, url };
    return {
      to,
      subject: translate(locale, `${kind}.subject`, vars),
      text: [
        translate(locale, `${kind}.intro`, vars),
        '',
        url,
        '',
        translate(locale, `${kind}.ignore`, vars),
        '',
        translate(locale, 'signature', vars),
      ].join('\n'),
    };
  };
  return {
    verifyEmail: (email: LinkEmail) => compose('verifyEmail', email),
    resetPassword: (email: LinkEmail) => compose('resetPassword', email),
    /** A one-time code by email (sign-in, verification, password reset or email change). */
    oneTimeCode({ to, code, acceptLanguage }: CodeMessage): MailMessage {
      const locale = localeFromAcceptLanguage(acceptLanguage);
      const vars = { orgName, code };
      return {
        to,
        subject: translate(locale, 'oneTimeCode.subject', vars),
        text: [
          translate(locale, 'oneTimeCode.intro', vars),
          '',
          code,
          '',
          translate(locale, 'oneTimeCode.ignore', vars),
          '',
          translate(locale, 'signature', vars),
        ].join('\n'),
      };
    },
    /** A one-time code by text message: one line, the code first so phones can offer to fill it in. */
    smsCode({ to, code, acceptLanguage }: CodeMessage): SmsMessage {
      return { to, text: translate(localeFromAcceptLanguage(acceptLanguage), 'smsCode', { orgName, code }) };
    },
  };
}

export type AccountEmails = ReturnType<typeof createAccountEmails>;
