import type { Db } from '../../db/database.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.port.js';
import type { AddOnsService } from './billing-add-ons.service.js';
import { isPrepaidProvider } from './billing-prepaid.js';
import type { TrialMarks } from './billing-trial-marks.js';
import { createBillingRepository } from './billing.repository.js';
import { createDonationsRepository } from './billing-donations.repository.js';
import type { BillingPeople } from './billing-people.js';

/**
 * Before an account is deleted: everything it pays for stops renewing at the provider (plans,
 * add-ons bought on their own, monthly donations), and a trial it took is remembered by a keyed
 * hash of its email (decision 0054). Called by account deletion before any row is removed, so a
 * provider that cannot be reached stops the deletion instead of leaving a charge running.
 */
export function createAccountClosureService(deps: {
  db: Db;
  providers: ReadonlyMap<string, PaymentProvider>;
  addOns: Pick<AddOnsService, 'endAllFor'>;
  trialMarks: TrialMarks;
  people: Pick<BillingPeople, 'find'>;
}) {
  const { db, providers, addOns, trialMarks, people } = deps;
  const billing = createBillingRepository(db);
  const donations = createDonationsRepository(db);
  return {
    async endAllFor(userId: string) {
      for (const sub of await billing.findRenewingSubscriptions(userId)) {
        // Nothing renews a prepaid period: it simply runs out.
        if (isPrepaidProvider(sub.provider)) continue;
        await providers.get(sub.provider)?.cancelAtPeriodEnd(sub.provider_subscription_id, `closure:${sub.id}`);
      }
      await addOns.endAllFor(userId);
      for (const donation of await donations.findMonthlyByUser(userId)) {
        if (donation.status !== 'active' || donation.cancel_at_period_end || !donation.provider_subscription_id) continue;
        await providers.get(donation.provider)?.cancelAtPeriodEnd(donation.provider_subscription_id, `donation-closure:${donation.id}`);
      }
      const user = await people.find(userId);
      if (user && (await billing.trialUsed(userId))) await trialMarks.mark(user.email);
    },
  };
}
export type AccountClosureService = ReturnType<typeof createAccountClosureService>;
