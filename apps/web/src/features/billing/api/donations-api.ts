import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CheckoutSession } from '@brainboost/domain/schemas/billing';
import type { DonationStatus, MonthlyDonations, StartDonationInput } from '@brainboost/domain/schemas/donations';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export function startDonation(input: StartDonationInput) {
  return apiRequest<CheckoutSession>('/api/donations', { method: 'POST', body: input });
}
export const useStartDonation = () => useMutation({ mutationFn: startDonation }, queryClient);

/** Polled by the thank-you page until the provider's verified event settles the donation. */
export const useDonationStatus = (checkoutId: string | null, pollMs: number | false) =>
  useQuery(
    {
      queryKey: ['donations', 'checkout', checkoutId],
      queryFn: ({ signal }) => apiRequest<DonationStatus>(`/api/donations/checkouts/${encodeURIComponent(checkoutId ?? '')}`, { signal }),
      enabled: Boolean(checkoutId),
      refetchInterval: (query) => (query.state.data && query.state.data.status !== 'pending' ? false : pollMs),
      retry: 1,
    },
    queryClient,
  );

export const monthlyDonationsQuery = queryOptions({
  queryKey: ['donations', 'monthly'],
  queryFn: ({ signal }) => apiRequest<MonthlyDonations>('/api/donations/monthly', { signal }),
});
export const useMonthlyDonations = () => useQuery(monthlyDonationsQuery, queryClient);

export const useStopMonthlyDonation = () =>
  useMutation(
    {
      mutationFn: (id: string) => apiRequest<MonthlyDonations>(`/api/donations/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
      onSuccess: (data) => queryClient.setQueryData(monthlyDonationsQuery.queryKey, data),
    },
    queryClient,
  );
