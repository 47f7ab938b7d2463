import type { Locale } from '@brainboost/domain/i18n/locales';
import type { AskParentInput, AskParentResult } from '@brainboost/domain/schemas/ask-parent';
import type { AccountRateLimiter } from '../../plugins/account-rate-limit.js';
import type { Mailer } from '../../providers/mail/mail.port.js';
import type { AskParentEmails } from './billing-ask-parent-emails.js';
import type { BillingCatalog } from './billing-catalog.js';
import { billingErrors } from './billing.errors.js';

type Parent = { email: string; childUsername: string };

type Deps = {
  catalog: BillingCatalog;
  /** The parent an approved child account is linked to (children's service); null for any other account. */
  parentOf: (userId: string) => Promise<Parent | null>;
  limiter: AccountRateLimiter;
  mailer: Mailer;
  emails: AskParentEmails;
};

/** Children never pay (decision 0053): instead they ask the parent linked to their account, who buys from their own. */
export function createAskParentService({ catalog, parentOf, limiter, mailer, emails }: Deps) {
  return {
    async ask(userId: string, input: AskParentInput, locale: Locale): Promise<AskParentResult> {
      const parent = await parentOf(userId);
      if (!parent) throw billingErrors.askParentChildrenOnly();
      const productId = input.priceId ? (await catalog.price(input.priceId)).product_id : null;
      if (!(await limiter.hit('askParent', userId)).allowed) throw billingErrors.askParentTooMany();
      await mailer.send(emails.compose({ to: parent.email, locale, child: parent.childUsername, productId }));
      return { sent: true };
    },
  };
}
export type AskParentService = ReturnType<typeof createAskParentService>;
