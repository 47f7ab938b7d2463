import { useQuery } from '@tanstack/react-query';
import type { ChildTeacherLinkList } from '@brainboost/domain/schemas/teacher-students';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const key = ['children', 'teacher-links'] as const;

export const useChildTeacherLinks = () =>
  useQuery(
    { queryKey: key, queryFn: ({ signal }) => apiRequest<ChildTeacherLinkList>('/api/children/teacher-links', { signal }), staleTime: 0 },
    queryClient,
  );
export const refreshChildTeacherLinks = () => queryClient.invalidateQueries({ queryKey: key });
