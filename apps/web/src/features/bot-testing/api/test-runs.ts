import { useMutation, useQuery } from '@tanstack/react-query';
import type { RunDetail, RunSummary } from '@brainboost/domain/schemas/bot-testing';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const base = '/api/admin/bot-testing';

export function useRecentRuns() {
  return useQuery(
    {
      queryKey: ['bot-testing', 'runs'],
      queryFn: ({ signal }) => apiRequest<RunSummary[]>(`${base}/runs`, { signal }),
      refetchInterval: (query) => (query.state.data?.some((run) => run.status === 'running') ? 2000 : false),
    },
    queryClient,
  );
}

/** A run and its results, asked again every second while it is running. */
export function useRun(id: string | null) {
  return useQuery(
    {
      queryKey: ['bot-testing', 'run', id],
      queryFn: ({ signal }) => apiRequest<RunDetail>(`${base}/runs/${encodeURIComponent(id!)}`, { signal }),
      enabled: id !== null,
      refetchInterval: (query) => (query.state.data?.status === 'running' ? 1000 : false),
    },
    queryClient,
  );
}

export function useStartRun() {
  return useMutation(
    {
      mutationFn: () => apiRequest<RunSummary>(`${base}/runs`, { method: 'POST' }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bot-testing', 'runs'] }),
    },
    queryClient,
  );
}
