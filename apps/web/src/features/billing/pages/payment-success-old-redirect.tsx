import { Navigate, useLocation } from 'react-router';

/** /payment-success-old: the old address, sent on to the current page with its query kept. */
export function PaymentSuccessOldRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/payment-success${search}`} replace />;
}
