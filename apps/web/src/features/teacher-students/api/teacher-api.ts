import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassCodeList, ClassCodeSummary } from '@brainboost/domain/schemas/teacher-students';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const classCodesQuery = queryOptions({
  queryKey: ['teacher', 'class-codes'],
  queryFn: ({ signal }) => apiRequest<ClassCodeList>('/api/teacher/class-codes', { signal }),
  staleTime: 0,
});

export const useClassCodes = () => useQuery(classCodesQuery, queryClient);
export const refreshClassCodes = () => queryClient.invalidateQueries({ queryKey: classCodesQuery.queryKey });

export const createClassCode = () => apiRequest<ClassCodeSummary>('/api/teacher/class-codes', { method: 'POST', body: {} });
export const revokeClassCode = (id: string) =>
  apiRequest<void>(`/api/teacher/class-codes/${encodeURIComponent(id)}/revoke`, { method: 'POST', body: {} });
export const removeStudent = (studentId: string) =>
  apiRequest<void>(`/api/teacher/students/${encodeURIComponent(studentId)}`, { method: 'DELETE' });
