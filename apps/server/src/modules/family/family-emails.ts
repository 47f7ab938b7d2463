import { createHash, randomBytes } from 'node:crypto';
import { localeFromAcceptLanguage } from '@brainboost/domain/i18n/locales';
import type { Translate } from '../../i18n/server-translations.js';
import type { MailMessage } from '../../providers/mail/mail.port.js';

/** An invitation link token: the value goes in the email, only its hash is stored. */
export function newInviteToken() {
  const value = randomBytes(32).toString('base64url');
  return { value, hash: hashInviteToken(value) };
}
export const hashInviteToken = (value: string) => createHash('sha256').update(value).digest('hex');

/** The invitation to join a family plan (`family.json`, group `inviteEmail`), in the inviter's language. */
export function createFamilyEmails(translate: Translate, orgName: string, baseUrl: string) {
  return {
    invite({
      to,
      ownerName,
      token,
      days,
      acceptLanguage,
    }: {
      to: string;
      ownerName: string;
      token: string;
      days: number;
      acceptLanguage: string | undefined;
    }): MailMessage {
      const locale = localeFromAcceptLanguage(acceptLanguage);
      const url = `${baseUrl}/family/accept?token=${encodeURIComponent(token)}`;
      const vars = { orgName, owner: ownerName, email: to, days };
      const t = (key: string) => translate(locale, `inviteEmail.${key}`, vars);
      return { to, subject: t('subject'), text: [t('intro'), '', url, '', t('account'), '', t('ignore'), '', t('signature')].join('\n') };
    },
  };
}
export type FamilyEmails = ReturnType<typeof createFamilyEmails>;
