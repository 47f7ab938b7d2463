import type { ClaimInfo } from '@brainboost/domain/schemas/billing';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../providers/payments/clock.js';
import { hashClaimToken } from './billing-claim-token.js';
import { createClaimsRepository } from './billing-claims.repository.js';
import { createDonationsRepository } from './billing-donations.repository.js';
import { accessStatus } from './billing-webhooks.repository.js';
import { AppError } from '../../plugins/app-error.js';
import { billingErrors } from './billing.errors.js';
import { mayAddPlan } from '@brainboost/domain/billing/one-plan';
import type { BillingPeople } from './billing-people.js';

/**
 * Guest purchases: held against the email after the provider's verified event, given to an
 * account by the one-time link once the signed-in account's verified email is that email.
 * Access is written here and nowhere else for a guest purchase: never by the success page.
 */
export function createClaimsService(db: Db, clock: Clock, people: Pick<BillingPeople, 'find'>) {
  const find = (token: string) => createClaimsRepository(db).findByHash(hashClaimToken(token));
  async function assign(userId: string, claimId: string, { linkExpires }: { linkExpires: boolean }) {
    await db.transaction().execute(async (trx) => {
      const repository = createClaimsRepository(trx);
      const { claim, held } = await repository.lockForClaim(claimId);
      if (claim.claimed_at) throw billingErrors.claimUsed();
      if (linkExpires && new Date(claim.expires_at) <= clock.now()) throw billingErrors.claimExpired();
      const user = await people.find(userId, trx);
      if (!user?.emailVerified || user.email.toLowerCase() !== claim.email) throw billingErrors.claimWrongEmail();
      // One plan per customer: the purchase stays held (claimable once this plan ends) rather than becoming a second plan.
      const live = await repository.lockLivePlanOf(userId);
      if (!mayAddPlan({ live: live ? { priceId: live.price_id } : null, openCheckout: null })) throw billingErrors.claimPlanHeld();
      await repository.assign({
        claimId: claim.id,
        userId,
        billingSubscriptionId: held.id,
        providerSubscriptionId: held.provider_subscription_id,
        access: {
          status: accessStatus[held.status],
          plan_type: held.product_id,
          billing_cycle: held.interval === 'annual' ? 'annual' : 'monthly',
          current_period_end: held.current_period_end,
          trial_end: held.trial_end,
          cancel_at_period_end: held.cancel_at_period_end,
        },
      });
    });
  }
  return {
    async info(token: string): Promise<ClaimInfo> {
      const claim = await find(token);
      if (!claim) throw billingErrors.claimNotFound();
      const state = claim.claimed_at ? 'claimed' : new Date(claim.expires_at) <= clock.now() ? 'expired' : 'open';
      return { email: claim.email, productId: claim.product_id, state };
    },
    async claim(userId: string, token: string) {
      const found = await find(token);
      if (!found) throw billingErrors.claimNotFound();
      // Signing in to use the link has claimed it already (claimForVerifiedEmail): it is this account's.
      if (found.claimed_at && found.claimed_by === userId) return { productId: found.product_id };
      await assign(userId, found.id, { linkExpires: true });
      return { productId: found.product_id };
    },
    /**
     * Signing in (or finishing sign-up) with a verified email claims every purchase held against
     * it: the verified address is the same proof the link gives, so the link's expiry does not
     * apply here. Returns how many were claimed; an unverified account claims nothing. Donations
     * given signed out with that email are attached too (to be managed, never for access).
     */
    async claimForVerifiedEmail(userId: string): Promise<number> {
      const repository = createClaimsRepository(db);
      const user = await people.find(userId);
      if (!user?.emailVerified) return 0;
      // Donations given signed out with this email become manageable from the account.
      await createDonationsRepository(db).attachToUser(user.email.toLowerCase(), userId);
      let claimed = 0;
      for (const open of await repository.findOpenByEmail(user.email.toLowerCase())) {
        try {
          await assign(userId, open.id, { linkExpires: false });
          claimed += 1;
        } catch (err) {
          // Claimed meanwhile (the link in another tab), or the account holds a plan (the link says so): nothing to do now.
          if (!(err instanceof AppError && (err.code === 'BILLING_CLAIM_USED' || err.code === 'BILLING_CLAIM_PLAN_HELD'))) throw err;
        }
      }
      return claimed;
    },
  };
}
export type ClaimsService = ReturnType<typeof createClaimsService>;
