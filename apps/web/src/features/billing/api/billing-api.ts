import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingOverview, Catalog, ChangePlanInput, CheckoutSession, CheckoutStatus, CreateCheckoutInput, PlanChangePreview } from '@brainboost/domain/schemas/billing';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const catalogQuery = queryOptions({
  queryKey: ['billing', 'catalog'],
  queryFn: ({ signal }) => apiRequest<Catalog>('/api/billing/catalog', { signal }),
  staleTime: 5 * 60_000,
});
export const useCatalog = () => useQuery(catalogQuery, queryClient);

export const overviewQuery = queryOptions({
  queryKey: ['billing', 'subscription'],
  queryFn: ({ signal }) => apiRequest<BillingOverview>('/api/billing/subscription', { signal }),
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

export const createCheckout = (input: CreateCheckoutInput) => apiRequest<CheckoutSession>('/api/billing/checkout', { method: 'POST', body: input });
export const cancelSubscription = () => apiRequest<BillingOverview>('/api/billing/subscription/cancel', { method: 'POST', body: {} });
export const resumeSubscription = () => apiRequest<BillingOverview>('/api/billing/subscription/resume', { method: 'POST', body: {} });
export const previewPlanChange = (priceId: string) => apiRequest<PlanChangePreview>('/api/billing/subscription/preview-change', { method: 'POST', body: { priceId } });
export const changePlan = (input: ChangePlanInput) => apiRequest<BillingOverview>('/api/billing/subscription/change', { method: 'POST', body: input });
