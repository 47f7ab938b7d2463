import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GradeBand } from '@brainboost/domain/school/grade-band';
import type { CheckIn, CheckInList, CopingContent, CreateCheckInInput } from '@brainboost/domain/schemas/wellness';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const checkInsQuery = queryOptions({
  queryKey: ['wellness', 'check-ins'],
  queryFn: ({ signal }) => apiRequest<CheckInList>('/api/wellness/check-ins', { signal }),
});
export const useCheckIns = () => useQuery(checkInsQuery, queryClient);
export const refreshCheckIns = () => queryClient.invalidateQueries({ queryKey: checkInsQuery.queryKey });
export const deleteCheckIn = (id: string) => apiRequest<void>(`/api/wellness/check-ins/${id}`, { method: 'DELETE' });
export const createCheckIn = (input: CreateCheckInInput) => apiRequest<CheckIn>('/api/wellness/check-ins', { method: 'POST', body: input });

const copingQuery = (band: GradeBand, language: string) =>
  queryOptions({
    queryKey: ['wellness', 'coping', band, language],
    queryFn: ({ signal }) => apiRequest<CopingContent>(`/api/wellness/coping?band=${band}`, { signal }),
    staleTime: Infinity,
  });
export const useCoping = (band: GradeBand, language: string) => useQuery(copingQuery(band, language), queryClient);

const childCheckInsQuery = (childId: string) =>
  queryOptions({
    queryKey: ['wellness', 'child-check-ins', childId],
    queryFn: ({ signal }) => apiRequest<CheckInList>(`/api/wellness/children/${childId}/check-ins`, { signal }),
  });
export const useChildCheckIns = (childId: string | null) =>
  useQuery({ ...childCheckInsQuery(childId ?? ''), enabled: Boolean(childId) }, queryClient);
