import { useMutation, useQuery } from '@tanstack/react-query';
import type { Catalog } from '@brainboost/domain/schemas/billing';
import type {
  CreateEnterprisePlanRequestInput,
  EnterprisePlanReceipt,
  EnterprisePlanRequests,
} from '@brainboost/domain/schemas/enterprise-plan';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export function requestEnterprisePlan(input: CreateEnterprisePlanRequestInput) {
  return apiRequest<EnterprisePlanReceipt>('/api/enterprise-plan/requests', { method: 'POST', body: input });
}
export const useRequestEnterprisePlan = () => useMutation({ mutationFn: requestEnterprisePlan }, queryClient);

/** A Premium seat's list price per cycle, from the public catalog (the estimate's base). */
export const useSeatPrices = () =>
  useQuery(
    {
      queryKey: ['billing', 'catalog'],
      queryFn: ({ signal }) => apiRequest<Catalog>('/api/billing/catalog', { signal }),
      staleTime: 5 * 60_000,
      select: (catalog) => {
        const premium = catalog.products.find((p) => p.id === 'premium');
        const of = (interval: 'monthly' | 'annual') => premium?.prices.find((p) => p.interval === interval) ?? null;
        return { monthly: of('monthly'), annual: of('annual') };
      },
    },
    queryClient,
  );

export const useEnterprisePlanRequests = () =>
  useQuery(
    {
      queryKey: ['admin', 'enterprise-plan-requests'],
      queryFn: ({ signal }) => apiRequest<EnterprisePlanRequests>('/api/admin/enterprise-plan-requests', { signal }),
    },
    queryClient,
  );
