import type { Locale } from '@brainboost/domain/i18n/locales';
import type { Translate } from '../../i18n/server-translations.js';
import type { MailMessage } from '../../providers/mail/mail.port.js';

/**
 * The note a parent gets when their child asks for a plan, an add-on or a donation (`emails.json`,
 * group `askParent`). The subject names only our own words; the child's username is in the body.
 */
export function createAskParentEmails(texts: { emails: Translate; pricing: Translate }, orgName: string, baseUrl: string) {
  return {
    compose({ to, locale, child, productId }: { to: string; locale: Locale; child: string; productId: string | null }): MailMessage {
      const item = productId ? texts.pricing(locale, `plans.${productId}.name`) : texts.emails(locale, 'askParent.donation', { orgName });
      const vars = { orgName, child, item };
      const t = (key: string) => texts.emails(locale, `askParent.${key}`, vars);
      const url = `${baseUrl}${productId ? '/pricing' : '/donate'}`;
      return {
        to,
        subject: t('subject'),
        text: [t('body'), '', t('howTo'), url, '', t('ignore'), '', texts.emails(locale, 'signature', vars)].join('\n'),
      };
    },
  };
}
export type AskParentEmails = ReturnType<typeof createAskParentEmails>;
