import { passValidUntil } from '@brainboost/domain/billing/add-ons';
import type { SubscriptionSnapshot } from '../../providers/payments/payment-provider.port.js';
import type { AddOnsRepository } from './billing-add-ons.repository.js';

const isUuid = (value: string | null): value is string => value !== null && /^[0-9a-f-]{36}$/i.test(value);

/**
 * The add-ons bought with a plan ride on its subscription: each snapshot of the plan (it names our
 * checkout) mirrors its state onto them, so they renew, lapse and end with it.
 */
export async function applyBundledAddOns(
  addOns: AddOnsRepository,
  provider: string,
  snap: SubscriptionSnapshot,
  occurredAt: Date,
  userId: string,
) {
  if (!isUuid(snap.checkoutRef)) return;
  for (const line of await addOns.findCheckoutLines(snap.checkoutRef)) {
    if (line.kind !== 'add_on' || line.user_id !== userId) continue;
    await addOns.applyAddOn({ userId, productId: line.product_id, priceId: line.price_id, provider, bundled: true }, snap, occurredAt);
  }
}

/** A completed checkout's one-time products, granted once each; a pass extends one still running. */
export async function grantOneTimeProducts(addOns: AddOnsRepository, checkoutId: string, occurredAt: Date) {
  for (const line of await addOns.findCheckoutLines(checkoutId)) {
    if (line.kind !== 'one_time' || !line.user_id) continue;
    const validUntil =
      line.product_id === 'exam_prep_pack'
        ? passValidUntil(occurredAt, await addOns.passRunningUntil(line.user_id, line.product_id))
        : null;
    await addOns.insertPurchase({
      userId: line.user_id,
      productId: line.product_id,
      priceId: line.price_id,
      checkoutId,
      amountCents: line.amount_cents,
      currency: line.currency,
      purchasedAt: occurredAt,
      validUntil,
    });
  }
}
