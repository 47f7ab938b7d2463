import { localeFromAcceptLanguage } from '@brainboost/domain/i18n/locales';
import type { Translate } from '../../i18n/server-translations.js';
import type { MailMessage } from '../../providers/mail/mail.port.js';

/**
 * The consent request a parent or guardian gets when a child under 13 signs up: who asked, exactly
 * what is collected and why, what is not, and one link to approve or deny. Plain text, in the
 * language the child's sign-up came in.
 */
export function createConsentEmails(translate: Translate, orgName: string, baseUrl: string) {
  return {
    consentRequest({
      to,
      username,
      token,
      expiresInDays,
      acceptLanguage,
    }: {
      to: string;
      username: string;
      token: string;
      expiresInDays: number;
      acceptLanguage: string | undefined;
    }): MailMessage {
      const locale = localeFromAcceptLanguage(acceptLanguage);
      const url = `${baseUrl}/parent-consent?token=${encodeURIComponent(token)}`;
      const vars = { orgName, username, url, days: expiresInDays };
      const line = (key: string) => translate(locale, `consent.${key}`, vars);
      const bullets = (keys: string[]) => keys.map((key) => `- ${line(key)}`);
      return {
        to,
        subject: line('subject'),
        text: [
          line('intro'),
          '',
          line('collectedTitle'),
          ...bullets(['collectedUsername', 'collectedPassword', 'collectedBirth', 'collectedParentEmail', 'collectedActivity']),
          '',
          line('notCollectedTitle'),
          ...bullets(['notCollectedName', 'notCollectedContact', 'notCollectedPublic', 'notCollectedAds', 'notCollectedVoice']),
          '',
          line('decide'),
          url,
          '',
          line('expiry'),
          line('rights'),
          '',
          line('ignore'),
          '',
          translate(locale, 'signature', vars),
        ].join('\n'),
      };
    },
  };
}

export type ConsentEmails = ReturnType<typeof createConsentEmails>;
