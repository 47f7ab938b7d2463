import { isLocale, type Locale } from '@brainboost/domain/i18n/locales';
import type { Translate } from '../../i18n/server-translations.js';
import type { MailMessage } from '../../providers/mail/mail.port.js';

export type PlanRequestMail = {
  reference: string;
  contactName: string;
  email: string;
  organization: string;
  seats: number;
  gradeBands: string[];
  billingCycle: 'monthly' | 'annual';
  message: string;
  perSeatCents: number;
  percentOff: number;
  totalCents: number;
  currency: string;
  locale: string | null;
};

const money = (locale: Locale, cents: number, currency: string) =>
  new Intl.NumberFormat(locale === 'yue' ? 'zh-HK' : locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** The operator's notice (English) and the requester's confirmation (in their language), from `enterprisePlan.json`. */
export function createEnterprisePlanEmails(texts: Translate, orgName: string) {
  function body(lng: Locale, request: PlanRequestMail) {
    const t = (key: string, vars: Record<string, string | number> = {}) => texts(lng, `email.${key}`, { orgName, ...vars });
    return {
      t,
      summary: [
        t('reference', { reference: request.reference }),
        t('organization', { organization: request.organization }),
        t('seats', { seats: request.seats }),
        t('gradeBands', { bands: request.gradeBands.map((band) => texts(lng, `gradeBands.${band}`)).join(', ') }),
        t('cycle', { cycle: texts(lng, `cycles.${request.billingCycle}`) }),
        t('estimate', {
          perSeat: money(lng, request.perSeatCents, request.currency),
          percentOff: request.percentOff,
          total: money(lng, request.totalCents, request.currency),
          cycle: texts(lng, `per.${request.billingCycle}`),
        }),
      ],
    };
  }
  return {
    operator(to: string, request: PlanRequestMail): MailMessage {
      const { t, summary } = body('en', request);
      return {
        to,
        subject: t('operatorSubject', { reference: request.reference, seats: request.seats }),
        text: [t('operatorIntro'), '', t('contact', { name: request.contactName, email: request.email }), ...summary, '', request.message]
          .join('\n')
          .trimEnd(),
      };
    },
    requester(request: PlanRequestMail): MailMessage {
      const lng: Locale = isLocale(request.locale) ? request.locale : 'en';
      const { t, summary } = body(lng, request);
      return {
        to: request.email,
        subject: t('confirmSubject', { reference: request.reference }),
        text: [
          t('confirmGreeting', { name: request.contactName }),
          '',
          t('confirmIntro'),
          '',
          ...summary,
          '',
          t('confirmEstimateNote'),
          '',
          t('signature'),
        ].join('\n'),
      };
    },
  };
}
export type EnterprisePlanEmails = ReturnType<typeof createEnterprisePlanEmails>;
