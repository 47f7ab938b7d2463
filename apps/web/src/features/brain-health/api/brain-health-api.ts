import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrainHealthContent, HealthLog, HealthLogWeek, SaveHealthLogInput } from '@brainboost/domain/schemas/brain-health';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export type AgeGroup = 'child' | 'teen';

export const useBrainHealthContent = (language: string) =>
  useQuery(
    queryOptions({
      queryKey: ['brain-health', 'content', language],
      queryFn: ({ signal }) => apiRequest<BrainHealthContent>('/api/brain-health/content', { signal }),
      staleTime: Infinity,
    }),
    queryClient,
  );

export const useHealthLogWeek = (to: string, ageGroup: AgeGroup) =>
  useQuery(
    queryOptions({
      queryKey: ['brain-health', 'logs', to, ageGroup],
      queryFn: ({ signal }) => apiRequest<HealthLogWeek>(`/api/brain-health/logs?to=${to}&ageGroup=${ageGroup}`, { signal }),
    }),
    queryClient,
  );

export const refreshHealthLogs = () => queryClient.invalidateQueries({ queryKey: ['brain-health', 'logs'] });
export const saveHealthLog = (date: string, input: SaveHealthLogInput) =>
  apiRequest<HealthLog>(`/api/brain-health/logs/${date}`, { method: 'PUT', body: input });
export const deleteHealthLog = (date: string) => apiRequest<void>(`/api/brain-health/logs/${date}`, { method: 'DELETE' });
