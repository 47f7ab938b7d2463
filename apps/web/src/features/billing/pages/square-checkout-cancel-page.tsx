import { PaymentCanceledPage } from './payment-canceled-page';

/** /square-checkout/cancel: the canceled-checkout page, trying again on Square. */
export function SquareCheckoutCancelPage() {
  return <PaymentCanceledPage retryPath="/square-checkout" />;
}
