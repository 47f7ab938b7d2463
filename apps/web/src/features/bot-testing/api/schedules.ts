import { useMutation, useQuery } from '@tanstack/react-query';
import type { RunSummary, Schedule, ScheduledRunAlert, ScheduleInput } from '@brainboost/domain/schemas/bot-testing';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const base = '/api/admin/bot-testing';
const refresh = () => queryClient.invalidateQueries({ queryKey: ['bot-testing', 'schedules'] });

export function useSchedules() {
  return useQuery(
    {
      queryKey: ['bot-testing', 'schedules'],
      queryFn: ({ signal }) => apiRequest<Schedule[]>(`${base}/schedules`, { signal }),
      refetchInterval: 30_000,
    },
    queryClient,
  );
}

export function useScheduleHistory(id: string) {
  return useQuery(
    {
      queryKey: ['bot-testing', 'schedules', id, 'runs'],
      queryFn: ({ signal }) => apiRequest<RunSummary[]>(`${base}/schedules/${encodeURIComponent(id)}/runs`, { signal }),
    },
    queryClient,
  );
}

export function useSaveSchedule() {
  return useMutation(
    {
      mutationFn: ({ id, input }: { id: string | null; input: ScheduleInput }) =>
        apiRequest<Schedule>(id ? `${base}/schedules/${encodeURIComponent(id)}` : `${base}/schedules`, {
          method: id ? 'PUT' : 'POST',
          body: input,
        }),
      onSuccess: refresh,
    },
    queryClient,
  );
}

export function useDeleteSchedule() {
  return useMutation(
    {
      mutationFn: (id: string) => apiRequest<void>(`${base}/schedules/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSuccess: refresh,
    },
    queryClient,
  );
}

export function useScheduledRunAlert() {
  return useQuery(
    { queryKey: ['bot-testing', 'alert'], queryFn: ({ signal }) => apiRequest<ScheduledRunAlert>(`${base}/alert`, { signal }) },
    queryClient,
  );
}
