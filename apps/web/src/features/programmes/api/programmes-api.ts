import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ProgrammeId } from '@brainboost/domain/cognitive/programmes';
import type { ProgrammesOverview } from '@brainboost/domain/schemas/programmes';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const programmesQuery = queryOptions({
  queryKey: ['programmes'],
  queryFn: ({ signal }) => apiRequest<ProgrammesOverview>('/api/programmes', { signal }),
  // Sessions are marked done from runs saved on the task pages: refetch whenever the page shows.
  staleTime: 0,
});
export const useProgrammes = () => useQuery(programmesQuery, queryClient);

const refresh = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: ['programmes'] }), queryClient.invalidateQueries({ queryKey: ['dashboard'] })]);

export const enrol = (programmeId: ProgrammeId) =>
  apiRequest<{ enrolmentId: string }>('/api/programmes/enrolments', {
    method: 'POST',
    body: { programmeId, utcOffset: -new Date().getTimezoneOffset() },
  });

export const changeEnrolment = (enrolmentId: string, action: 'pause' | 'resume' | 'leave') =>
  apiRequest<void>(`/api/programmes/enrolments/${encodeURIComponent(enrolmentId)}/${action}`, { method: 'POST' });

export const useEnrol = () => useMutation({ mutationFn: enrol, onSuccess: refresh }, queryClient);
export const useChangeEnrolment = () =>
  useMutation(
    {
      mutationFn: ({ enrolmentId, action }: { enrolmentId: string; action: 'pause' | 'resume' | 'leave' }) =>
        changeEnrolment(enrolmentId, action),
      onSuccess: refresh,
    },
    queryClient,
  );
