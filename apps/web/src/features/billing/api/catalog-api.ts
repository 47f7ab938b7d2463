import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutSession } from '@brainboost/domain/schemas/billing';
import type { AddOnsOverview, BuildCheckoutInput } from '@brainboost/domain/schemas/catalog';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const addOnsQuery = queryOptions({
  queryKey: ['billing', 'add-ons'],
  queryFn: ({ signal }) => apiRequest<AddOnsOverview>('/api/billing/add-ons', { signal }),
});
export const useAddOns = (enabled: boolean) => useQuery({ ...addOnsQuery, enabled }, queryClient);
export const setAddOns = (overview: AddOnsOverview) => queryClient.setQueryData(addOnsQuery.queryKey, overview);

export const createBuildCheckout = (input: BuildCheckoutInput) =>
  apiRequest<CheckoutSession>('/api/billing/build-checkout', { method: 'POST', body: input });
export const cancelAddOn = (productId: string) =>
  apiRequest<AddOnsOverview>(`/api/billing/add-ons/${encodeURIComponent(productId)}/cancel`, { method: 'POST', body: {} });
export const resumeAddOn = (productId: string) =>
  apiRequest<AddOnsOverview>(`/api/billing/add-ons/${encodeURIComponent(productId)}/resume`, { method: 'POST', body: {} });

/** The spec's funnel step 1, recorded first-party when a page of plans and products is shown. */
export function recordViewPlans(sessionId: string, path: string) {
  return apiRequest<void>('/api/analytics/events', {
    method: 'POST',
    body: { name: 'subscription_funnel', path, sessionId, properties: { step_name: 'view_plans', step_number: 1 } },
    keepalive: true,
  }).catch(() => undefined);
}
