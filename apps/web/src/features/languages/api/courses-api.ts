import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import type { CourseCatalog, courseListSchema } from '@brainboost/domain/schemas/languages';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export type CourseList = z.infer<typeof courseListSchema>;

export const coursesQuery = queryOptions({
  queryKey: ['languages', 'courses'],
  queryFn: ({ signal }) => apiRequest<CourseList>('/api/languages/courses', { signal }),
});

export const courseCatalogQuery = (courseId: LanguageCourseId) =>
  queryOptions({
    queryKey: ['languages', 'courses', courseId],
    queryFn: ({ signal }) => apiRequest<CourseCatalog>(`/api/languages/courses/${courseId}`, { signal }),
  });

export const useCourses = () => useQuery(coursesQuery, queryClient);

export const useCourseCatalog = (courseId: LanguageCourseId) => useQuery(courseCatalogQuery(courseId), queryClient);

/** Every course's catalog at once: the hub shows each course's level and next lesson. */
export const useCourseCatalogs = (courseIds: readonly LanguageCourseId[]) =>
  useQueries({ queries: courseIds.map((id) => courseCatalogQuery(id)) }, queryClient);
