import { useMutation, useQuery } from '@tanstack/react-query';
import type { TestCase, TestCaseInput } from '@brainboost/domain/schemas/bot-testing';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const base = '/api/admin/bot-testing';
const refresh = () => queryClient.invalidateQueries({ queryKey: ['bot-testing', 'cases'] });

export function useTestCases() {
  return useQuery(
    { queryKey: ['bot-testing', 'cases'], queryFn: ({ signal }) => apiRequest<TestCase[]>(`${base}/cases`, { signal }) },
    queryClient,
  );
}

export function useSaveTestCase() {
  return useMutation(
    {
      mutationFn: ({ id, input }: { id: string | null; input: TestCaseInput }) =>
        apiRequest<TestCase>(id ? `${base}/cases/${encodeURIComponent(id)}` : `${base}/cases`, {
          method: id ? 'PUT' : 'POST',
          body: input,
        }),
      onSuccess: refresh,
    },
    queryClient,
  );
}

export function useDeleteTestCase() {
  return useMutation(
    { mutationFn: (id: string) => apiRequest<void>(`${base}/cases/${encodeURIComponent(id)}`, { method: 'DELETE' }), onSuccess: refresh },
    queryClient,
  );
}

export function useAddStarterCases() {
  return useMutation(
    { mutationFn: () => apiRequest<TestCase[]>(`${base}/cases/starter`, { method: 'POST' }), onSuccess: refresh },
    queryClient,
  );
}
