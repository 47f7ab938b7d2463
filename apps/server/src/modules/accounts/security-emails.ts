import { localeFromAcceptLanguage } from '@brainboost/domain/i18n/locales';
import type { Translate } from '../../i18n/server-translations.js';
import type { MailMessage } from '../../providers/mail/mail.port.js';

type Notice = { to: string; acceptLanguage: string | undefined };

/** Notices about changes to an account, sent to the address that had it, in the caller's language. */
export function createSecurityEmails(translate: Translate, orgName: string) {
  const compose = (
    kind: 'passwordChanged' | 'emailChangeRequested' | 'accountDeleted' | 'twoFactorEnabled' | 'twoFactorDisabled',
    { to, acceptLanguage }: Notice,
    extra: Record<string, string> = {},
  ): MailMessage => {
    const locale = localeFromAcceptLanguage(acceptLanguage);
    const vars = { orgName, ...extra };
    return {
      to,
      subject: translate(locale, `security.${kind}.subject`, vars),
      text: [translate(locale, `security.${kind}.body`, vars), '', translate(locale, 'signature', vars)].join('\n'),
    };
  };
  return {
    passwordChanged: (notice: Notice) => compose('passwordChanged', notice),
    emailChangeRequested: (notice: Notice & { newEmail: string }) => compose('emailChangeRequested', notice, { newEmail: notice.newEmail }),
    accountDeleted: (notice: Notice) => compose('accountDeleted', notice),
    twoFactorChanged: (notice: Notice & { enabled: boolean }) => compose(notice.enabled ? 'twoFactorEnabled' : 'twoFactorDisabled', notice),
  };
}

export type SecurityEmails = ReturnType<typeof createSecurityEmails>;
