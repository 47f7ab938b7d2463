import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeacherStudentList } from '@brainboost/domain/schemas/teacher-students';
import { apiRequest } from './api-client';
import { queryClient } from './query-client';

/**
 * The signed-in teacher's students. The teacher dashboard lists them and a student's chats page
 * names them: one query, one cache entry, refreshed together.
 */
export const teacherStudentsQuery = queryOptions({
  queryKey: ['teacher', 'students'],
  queryFn: ({ signal }) => apiRequest<TeacherStudentList>('/api/teacher/students', { signal }),
  // Students join and ask the tutor while the teacher has the app open: fetch again on each visit.
  staleTime: 0,
});

export const useTeacherStudents = () => useQuery(teacherStudentsQuery, queryClient);

export const refreshTeacherStudents = () => queryClient.invalidateQueries({ queryKey: teacherStudentsQuery.queryKey });
