import { isLocale, type Locale } from '@brainboost/domain/i18n/locales';
import type { Translate } from '../../i18n/server-translations.js';
import type { MailMessage } from '../../providers/mail/mail.port.js';
import { formatAmount, formatDay, productOfPrice } from './billing-amounts.js';
import type { ClaimedNotice, NoticeKind } from './billing-notices.repository.js';

const group: Record<NoticeKind, string> = {
  receipt: 'receipt',
  payment_failed: 'paymentFailed',
  trial_started: 'trialStarted',
  trial_ending: 'trialEnding',
  renewal_reminder: 'renewalReminder',
  donation_receipt: 'donationReceipt',
};

/** Billing emails (`emails.json`, group `billing`) in the customer's language, amounts and days written as it writes them. */
export function createBillingEmails(texts: { emails: Translate; pricing: Translate }, orgName: string, baseUrl: string) {
  return {
    compose(notice: ClaimedNotice): MailMessage {
      const lng: Locale = isLocale(notice.locale) ? notice.locale : 'en';
      const { data } = notice;
      const vars = {
        orgName,
        number: data.number ?? '',
        amount: data.amountCents !== undefined && data.currency ? formatAmount(lng, data.amountCents, data.currency) : '',
        date: formatDay(lng, data.at),
        item: data.priceId ? texts.pricing(lng, `plans.${productOfPrice(data.priceId)}.name`) : '',
      };
      const t = (key: string) => texts.emails(lng, `billing.${group[notice.kind]}.${key}`, vars);
      // A guest has no account yet: the claim email's link, or an account made with this address, is the way in.
      const link =
        notice.kind === 'donation_receipt'
          ? []
          : notice.guest
            ? [texts.emails(lng, 'billing.guestLink', vars), `${baseUrl}/signup`, '']
            : [t('link'), `${baseUrl}/subscription-management`, ''];
      return { to: notice.email, subject: t('subject'), text: [t('body'), '', ...link, texts.emails(lng, 'signature', vars)].join('\n') };
    },
  };
}
export type BillingEmails = ReturnType<typeof createBillingEmails>;
