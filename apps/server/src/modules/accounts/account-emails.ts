import { localeFromAcceptLanguage } from '@brainboost/domain/locales';
import type { Translate } from '../../i18n/server-translations.js';
import type { MailMessage } from '../../providers/mail/mail.port.js';

type LinkEmail = { to: string; url: string; acceptLanguage: string | undefined };

/** The account emails, in the language the request came in. Plain text, one link each. */
export function createAccountEmails(translate: Translate, orgName: string) {
  const compose = (kind: 'verifyEmail' | 'resetPassword', { to, url, acceptLanguage }: LinkEmail): MailMessage => {
    const locale = localeFromAcceptLanguage(acceptLanguage);
    const vars = { orgName, url };
    return {
      to,
      subject: translate(locale, `${kind}.subject`, vars),
      text: [translate(locale, `${kind}.intro`, vars), '', url, '', translate(locale, `${kind}.ignore`, vars), '', translate(locale, 'signature', vars)].join('\n'),
    };
  };
  return {
    verifyEmail: (email: LinkEmail) => compose('verifyEmail', email),
    resetPassword: (email: LinkEmail) => compose('resetPassword', email),
  };
}

export type AccountEmails = ReturnType<typeof createAccountEmails>;
