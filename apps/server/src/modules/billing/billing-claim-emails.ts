import { isLocale, type Locale } from '@brainboost/domain/i18n/locales';
import type { Translate } from '../../i18n/server-translations.js';
import type { MailMessage } from '../../providers/mail/mail.port.js';
import { claimLinkDays } from './billing-claim-token.js';

/** The one-time link a guest buyer gets (`checkout.json`, group `claimEmail`), in the language they paid in. */
export function createClaimEmails(texts: { checkout: Translate; pricing: Translate }, orgName: string, baseUrl: string) {
  return {
    claim({ to, locale, token, productId }: { to: string; locale: string | null; token: string; productId: string }): MailMessage {
      const lng: Locale = isLocale(locale) ? locale : 'en';
      const url = `${baseUrl}/claim?token=${encodeURIComponent(token)}`;
      const vars = { orgName, email: to, days: claimLinkDays, plan: texts.pricing(lng, `plans.${productId}.name`) };
      const t = (key: string) => texts.checkout(lng, `claimEmail.${key}`, vars);
      return { to, subject: t('subject'), text: [t('intro'), '', url, '', t('account'), '', t('ignore'), '', t('signature')].join('\n') };
    },
  };
}
