import { useMutation, useQuery } from '@tanstack/react-query';
import type { ExpressOffer, ExpressResult, StartExpressInput } from '@brainboost/domain/schemas/express-checkout';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const useExpressOffer = (priceId: string | null) =>
  useQuery(
    {
      queryKey: ['billing', 'express', priceId],
      queryFn: ({ signal }) => apiRequest<ExpressOffer>(`/api/billing/express?priceId=${encodeURIComponent(priceId ?? '')}`, { signal }),
      enabled: Boolean(priceId),
      retry: false,
    },
    queryClient,
  );

export const useExpressCharge = () =>
  useMutation(
    { mutationFn: (input: StartExpressInput) => apiRequest<ExpressResult>('/api/billing/express', { method: 'POST', body: input }) },
    queryClient,
  );
