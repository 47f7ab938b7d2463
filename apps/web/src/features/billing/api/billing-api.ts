import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BillingOverview,
  Catalog,
  ChangePlanInput,
  CheckoutSession,
  CheckoutStatus,
  ClaimInfo,
  CreateCheckoutInput,
  GuestCheckoutInput,
  GuestCheckoutStatus,
  PaymentMethod,
  PaymentMethods,
  PlanChangePreview,
  PlanChangeResult,
} from '@brainboost/domain/schemas/billing';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const catalogQuery = queryOptions({
  queryKey: ['billing', 'catalog'],
  queryFn: ({ signal }) => apiRequest<Catalog>('/api/billing/catalog', { signal }),
  staleTime: 5 * 60_000,
});
export const useCatalog = () => useQuery(catalogQuery, queryClient);

/** The default way to pay and the extra ones (PayPal…) this server has configured. */
export const usePaymentMethods = () =>
  useQuery(
    {
      queryKey: ['billing', 'methods'],
      queryFn: ({ signal }) => apiRequest<PaymentMethods>('/api/billing/methods', { signal }),
      staleTime: 5 * 60_000,
    },
    queryClient,
  );

export const overviewQuery = queryOptions({
  queryKey: ['billing', 'subscription'],
  queryFn: ({ signal }) => apiRequest<BillingOverview>('/api/billing/subscription', { signal }),
  // The layout's failing-payment banner holds this query from the first page on, so a page that
  // shows billing (invoices after a purchase, the plan after a change) must read it afresh.
  staleTime: 0,
});
export const useBillingOverview = (enabled = true) => useQuery({ ...overviewQuery, enabled }, queryClient);
export const setOverview = (overview: BillingOverview) => queryClient.setQueryData(overviewQuery.queryKey, overview);

/** Polled by the processing page until a verified provider event settles the checkout. */
export const useCheckoutStatus = (checkoutId: string | null, pollMs: number | false) =>
  useQuery(
    {
      queryKey: ['billing', 'checkout', checkoutId],
      queryFn: ({ signal }) => apiRequest<CheckoutStatus>(`/api/billing/checkouts/${encodeURIComponent(checkoutId ?? '')}`, { signal }),
      enabled: Boolean(checkoutId),
      refetchInterval: pollMs,
      retry: 1,
    },
    queryClient,
  );

export const createCheckout = (input: CreateCheckoutInput) =>
  apiRequest<CheckoutSession>('/api/billing/checkout', { method: 'POST', body: input });
export const cancelSubscription = () => apiRequest<BillingOverview>('/api/billing/subscription/cancel', { method: 'POST', body: {} });
export const resumeSubscription = () => apiRequest<BillingOverview>('/api/billing/subscription/resume', { method: 'POST', body: {} });
export const previewPlanChange = (priceId: string) =>
  apiRequest<PlanChangePreview>('/api/billing/subscription/preview-change', { method: 'POST', body: { priceId } });
export const changePlan = (input: ChangePlanInput) =>
  apiRequest<PlanChangeResult>('/api/billing/subscription/change', { method: 'POST', body: input });

export const createGuestCheckout = (input: GuestCheckoutInput) =>
  apiRequest<CheckoutSession>('/api/billing/guest-checkout', { method: 'POST', body: input });

/** Polled by the guest's return page until the provider's verified event settles the checkout. */
export const useGuestCheckoutStatus = (checkoutId: string | null) =>
  useQuery(
    {
      queryKey: ['billing', 'guest-checkout', checkoutId],
      queryFn: ({ signal }) =>
        apiRequest<GuestCheckoutStatus>(`/api/billing/guest-checkouts/${encodeURIComponent(checkoutId ?? '')}`, { signal }),
      enabled: Boolean(checkoutId),
      refetchInterval: (query) =>
        query.state.data && query.state.data.status !== 'open' && query.state.data.status !== 'processing' ? false : 1000,
      retry: 1,
    },
    queryClient,
  );

export const useClaimInfo = (token: string) =>
  useQuery(
    {
      queryKey: ['billing', 'claim', token],
      queryFn: ({ signal }) => apiRequest<ClaimInfo>(`/api/billing/claims/${encodeURIComponent(token)}`, { signal }),
      enabled: Boolean(token),
      retry: false,
    },
    queryClient,
  );
export const claimPurchase = (token: string) =>
  apiRequest<{ productId: string }>(`/api/billing/claims/${encodeURIComponent(token)}`, { method: 'POST', body: {} });

export const usePaymentMethod = (enabled: boolean) =>
  useQuery(
    {
      queryKey: ['billing', 'payment-method'],
      queryFn: ({ signal }) => apiRequest<PaymentMethod>('/api/billing/payment-method', { signal }),
      enabled,
    },
    queryClient,
  );
export const startPaymentMethodUpdate = (idempotencyKey: string) =>
  apiRequest<{ url: string }>('/api/billing/payment-method/update', { method: 'POST', body: { idempotencyKey } });
