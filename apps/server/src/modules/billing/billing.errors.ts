import { AppError } from '../../plugins/app-error.js';

/** Billing's coded errors; messages are keys of the `billing` group in errors.json. */
export const billingErrors = {
  unknownPrice: () => new AppError('BILLING_UNKNOWN_PRICE', 400, 'billing.unknownPrice', { priceId: 'billing.unknownPrice' }),
  priceChanged: () => new AppError('BILLING_PRICE_MISMATCH', 409, 'billing.priceChanged'),
  alreadySubscribed: () => new AppError('BILLING_ALREADY_SUBSCRIBED', 409, 'billing.alreadySubscribed'),
  /** Another plan checkout of the caller is open or processing (another tab): finish or cancel it first. */
  checkoutOpen: () => new AppError('BILLING_CHECKOUT_OPEN', 409, 'billing.checkoutOpen'),
  /** A child's account never pays: a parent buys for them. */
  childCannotPay: () => new AppError('BILLING_CHILD_CANNOT_PAY', 403, 'billing.childCannotPay'),
  checkoutNotFound: () => new AppError('BILLING_CHECKOUT_NOT_FOUND', 404, 'billing.checkoutNotFound'),
  noSubscription: () => new AppError('BILLING_NO_SUBSCRIPTION', 404, 'billing.noSubscription'),
  samePlan: () => new AppError('BILLING_SAME_PLAN', 409, 'billing.samePlan'),
  notAPlan: () => new AppError('BILLING_NOT_A_PLAN', 400, 'billing.notAPlan', { priceId: 'billing.notAPlan' }),
  cardDeclined: () => new AppError('BILLING_CARD_DECLINED', 402, 'billing.cardDeclined'),
  badSignature: () => new AppError('BILLING_BAD_SIGNATURE', 400, 'billing.badSignature'),
  unknownProvider: () => new AppError('BILLING_UNKNOWN_PROVIDER', 404, 'billing.unknownProvider'),
  claimNotFound: () => new AppError('BILLING_CLAIM_NOT_FOUND', 404, 'billing.claimNotFound'),
  claimUsed: () => new AppError('BILLING_CLAIM_USED', 409, 'billing.claimUsed'),
  claimExpired: () => new AppError('BILLING_CLAIM_EXPIRED', 410, 'billing.claimExpired'),
  /** The account holds a plan already: a claimed purchase would be a second one (decision 0053). */
  claimPlanHeld: () => new AppError('BILLING_CLAIM_PLAN_HELD', 409, 'billing.claimPlanHeld'),
  claimWrongEmail: () => new AppError('BILLING_CLAIM_WRONG_EMAIL', 403, 'billing.claimWrongEmail'),
  /** An extra way to pay not configured here: the message is that provider's own (`<name>.notConfigured`). */
  methodUnavailable: (provider: string) => new AppError('BILLING_METHOD_UNAVAILABLE', 400, `${provider}.notConfigured`),
  /** The provider bills from its own account (PayPal): no card to replace here (`<name>.cardUpdateNotApplicable`). */
  methodUpdateUnsupported: (provider: string) =>
    new AppError('BILLING_METHOD_UPDATE_UNSUPPORTED', 409, `${provider}.cardUpdateNotApplicable`),
  expressNotOneTime: () =>
    new AppError('BILLING_EXPRESS_ONE_TIME_ONLY', 400, 'donations.expressOneTimeOnly', { priceId: 'donations.expressOneTimeOnly' }),
  noPaymentMethod: () => new AppError('BILLING_NO_PAYMENT_METHOD', 404, 'billing.noPaymentMethod'),
  invoiceNotFound: () => new AppError('BILLING_INVOICE_NOT_FOUND', 404, 'billing.invoiceNotFound'),
  /** Asking a parent to pay is for child accounts, linked to that parent. */
  askParentChildrenOnly: () => new AppError('BILLING_ASK_PARENT_CHILDREN_ONLY', 403, 'billing.askParentChildrenOnly'),
  /** Each ask is an email to the parent: a few a day per child. */
  askParentTooMany: () => new AppError('BILLING_ASK_PARENT_TOO_MANY', 429, 'billing.askParentTooMany'),
};
