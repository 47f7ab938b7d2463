/**
 * The payment-provider port (ARCHITECTURE.md, "Payments"). Every adapter — sandbox, Stripe, PayPal,
 * Square, crypto — turns its own API and webhooks into these calls and events, so the billing
 * module applies one kind of event whatever the provider.
 */
export type ProviderSubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled';
export type CheckoutFailure = 'card_declined' | 'insufficient_funds' | 'authentication_failed';

/** The whole state of a subscription at the provider's time `occurredAt` of the event carrying it. */
export type SubscriptionSnapshot = {
  id: string;
  /** Our user id, given to the provider at checkout. */
  customerRef: string;
  /** Our checkout id, given to the provider at checkout. */
  checkoutRef: string | null;
  priceId: string;
  status: ProviderSubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

export type InvoiceSnapshot = {
  id: string;
  number: string;
  customerRef: string;
  subscriptionId: string | null;
  priceId: string | null;
  reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'one_time';
  status: 'paid' | 'failed';
  amountCents: number;
  currency: string;
  createdAt: Date;
};

type EventBase = { id: string; occurredAt: Date };
export type ProviderEvent = EventBase &
  (
    | {
        type: 'checkout.completed';
        sessionId: string;
        checkoutRef: string;
        customerRef: string;
        subscription: SubscriptionSnapshot | null;
        /** The receipt, when the provider's one event both completes the checkout and is the payment (crypto charges). */
        invoice?: InvoiceSnapshot;
      }
    | { type: 'checkout.processing'; sessionId: string; checkoutRef: string }
    | { type: 'checkout.failed'; sessionId: string; checkoutRef: string; failure: CheckoutFailure }
    | { type: 'checkout.canceled'; sessionId: string; checkoutRef: string }
    | { type: 'subscription.updated'; subscription: SubscriptionSnapshot }
    | { type: 'invoice.updated'; invoice: InvoiceSnapshot }
    /** A verified event of a kind (or about an object) billing does not act on: stored, not applied. */
    | { type: 'unhandled'; providerType: string }
  );

export type CheckoutPrice = {
  id: string;
  productId: string;
  interval: 'monthly' | 'annual' | 'once';
  amountCents: number;
  currency: string;
};

export type CreateCheckoutInput = {
  checkoutRef: string;
  customerRef: string;
  customerEmail: string;
  price: CheckoutPrice;
  /**
   * More lines after `price` (add-ons on the plan's cycle, one-time products), only ever given to a
   * provider whose `supportsMultipleItems` is true. Recurring ones join the plan's subscription.
   */
  extraItems?: CheckoutPrice[];
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
  /** Same key, same checkout: a retried call never creates a second one. */
  idempotencyKey: string;
};

/** A webhook whose signature does not match: answered 400 and nothing is stored. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** A charge the provider refused (e.g. the saved card was declined on a plan change). */
export class ChargeDeclinedError extends Error {
  override name = 'ChargeDeclinedError';
}

/** The provider has no hosted page to replace a card (PayPal: the buyer pays from their PayPal account). */
export class PaymentMethodUpdateUnsupportedError extends Error {
  override name = 'PaymentMethodUpdateUnsupportedError';
}
/** Express checkout: a one-time charge on the card the customer saved with the provider before. */
export type ChargeSavedCardInput = { customerRef: string; checkoutRef: string; price: CheckoutPrice; idempotencyKey: string };
/**
 * `succeeded`: the provider's verified events follow (checkout.completed, invoice.updated) as for a
 * hosted checkout. `requires_action`: the bank wants the customer present (use the normal checkout).
 * `declined`: nothing was charged.
 */
export type ChargeSavedCardResult = { sessionId: string; outcome: 'succeeded' | 'requires_action' | 'declined' };

export interface PaymentProvider {
  readonly name: string;
  /** Where the browser comes back to after the hosted flow, when not the generic pages (e.g. `/paypal-checkout/success`). */
  readonly returnPages?: { success: string; cancel: string };
  /** False when a plan change charges nothing now and the new price starts next cycle (PayPal). */
  readonly prorates?: boolean;
  /**
   * Sells prepaid periods instead of renewing (crypto): its subscriptions end at period end unless
   * bought again, and cancel/resume/plan change/card update do not apply (decision 0022).
   */
  readonly prepaid?: boolean;
  /** Takes `extraItems` in one checkout (absent: a single item only; billing refuses more). */
  readonly supportsMultipleItems?: boolean;
  createCheckout(input: CreateCheckoutInput): Promise<{ sessionId: string; url: string }>;
  cancelAtPeriodEnd(subscriptionId: string, idempotencyKey: string): Promise<void>;
  resume(subscriptionId: string, idempotencyKey: string): Promise<void>;
  /** Resolves with `approvalUrl` when the provider needs the buyer to approve the change on its own page first (PayPal). */
  changePlan(subscriptionId: string, price: CheckoutPrice, idempotencyKey: string): Promise<void | { approvalUrl: string }>;
  /** The card a subscription is charged to, as the provider keeps it (we never store card data). */
  paymentMethod(subscriptionId: string): Promise<{ brand: string; last4: string | null } | null>;
  /**
   * A hosted page where the customer replaces the card; the browser comes back to `returnUrl`
   * with `?card=updated` or `?card=canceled`. A declined card leaves the old one in place.
   */
  createPaymentMethodUpdate(input: { subscriptionId: string; returnUrl: string; idempotencyKey: string }): Promise<{ url: string }>;
  /** Optional (express checkout): the card kept for this customer, if any. */
  savedCard?(customerRef: string): Promise<{ brand: string; last4: string } | null>;
  /**
   * Optional (express checkout): charge that card off-session; same key, same charge. `beforeCharge`
   * gets the provider's id of the charge before it is attempted, so its events find our checkout.
   */
  chargeSavedCard?(input: ChargeSavedCardInput, beforeCharge: (sessionId: string) => Promise<void>): Promise<ChargeSavedCardResult>;
  /** Checks the signature over the exact bytes received, then parses: throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<ProviderEvent>;
}
