import { useQuery } from '@tanstack/react-query';
import type { JoinClassInput, MyTeacherList } from '@brainboost/domain/schemas/teacher-students';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const key = ['me', 'teachers'] as const;

export const useMyTeachers = () =>
  useQuery(
    { queryKey: key, queryFn: ({ signal }) => apiRequest<MyTeacherList>('/api/me/teachers', { signal }), staleTime: 0 },
    queryClient,
  );

export const joinClass = async (input: JoinClassInput) => {
  const list = await apiRequest<MyTeacherList>('/api/me/teachers', { method: 'POST', body: input });
  queryClient.setQueryData(key, list);
  return list;
};

export const leaveTeacher = async (teacherId: string) => {
  await apiRequest<void>(`/api/me/teachers/${encodeURIComponent(teacherId)}`, { method: 'DELETE' });
  await queryClient.invalidateQueries({ queryKey: key });
};
