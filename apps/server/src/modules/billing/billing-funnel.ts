import { subscriptionFunnelSteps } from '@brainboost/domain/schemas/analytics';
import type { Db } from '../../db/database.js';
import { createAnalyticsService } from '../analytics/analytics.service.js';

type Step = keyof typeof subscriptionFunnelSteps;
type Scalar = string | number | boolean | null;

/**
 * The spec's purchase funnel and payment events, recorded first-party in the analytics tables.
 * Written with the caller's transaction, so an event counts exactly when the change it reports
 * commits (a replayed webhook records nothing). The checkout id stands in for the browser session.
 */
export function createBillingFunnel(db: Db, checkoutId: string, userId: string | null) {
  const analytics = createAnalyticsService(db);
  const record = (
    name: 'checkout_started' | 'purchase_completed' | 'payment_process' | 'subscription_funnel',
    properties: Record<string, Scalar>,
  ) => analytics.recordEvent({ name, path: '/checkout', sessionId: checkoutId, properties }, userId);
  return {
    step: (step: Step) => record('subscription_funnel', { step_name: step, step_number: subscriptionFunnelSteps[step] }),
    checkoutStarted: (priceId: string, amountCents: number, currency: string, trial: boolean) =>
      record('checkout_started', { price_id: priceId, amount_cents: amountCents, currency, trial }),
    paymentProcess: (stage: string, status: string, at: Date, extra: Record<string, Scalar> = {}) =>
      record('payment_process', { stage, status, timestamp: at.toISOString(), ...extra }),
    purchaseCompleted: (priceId: string, amountCents: number, currency: string) =>
      record('purchase_completed', { price_id: priceId, amount_cents: amountCents, currency }),
  };
}
