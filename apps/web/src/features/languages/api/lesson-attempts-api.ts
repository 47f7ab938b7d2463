import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  answerResultSchema,
  completionSchema,
  courseCatalogSchema,
  languageCountersSchema,
  LessonAttempt,
} from '@brainboost/domain/schemas/languages';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { randomUuid } from '../../../lib/random-uuid';

export type AnswerResult = z.infer<typeof answerResultSchema>;
export type Completion = z.infer<typeof completionSchema>;
type CourseCatalog = z.infer<typeof courseCatalogSchema>;
type LanguageCounters = z.infer<typeof languageCountersSchema>;

const attemptPath = (attemptId: string) => `/api/languages/attempts/${encodeURIComponent(attemptId)}`;

/**
 * The learner's attempt at a lesson: the one named in the address when continuing it, else the
 * server starts one or hands back the open one (so a second start never doubles it).
 */
export const lessonAttemptQuery = (lessonId: string, attemptId: string | null) =>
  queryOptions({
    queryKey: ['languages', 'lesson-attempt', lessonId, attemptId],
    queryFn: ({ signal }) =>
      attemptId
        ? apiRequest<LessonAttempt>(attemptPath(attemptId), { signal })
        : apiRequest<LessonAttempt>(`/api/languages/lessons/${encodeURIComponent(lessonId)}/attempts`, {
            method: 'POST',
            body: { clientKey: randomUuid() },
            signal,
          }),
    staleTime: Infinity,
    retry: false,
  });

export const useLessonAttempt = (lessonId: string, attemptId: string | null) =>
  useQuery(lessonAttemptQuery(lessonId, attemptId), queryClient);

/** One answer, checked on the server; `clientKey` makes a retried request count once. */
export const answerExercise = (attemptId: string, input: { clientKey: string; exerciseId: string; answer: string }) =>
  apiRequest<AnswerResult>(`${attemptPath(attemptId)}/answers`, { method: 'POST', body: input });

/** Completes the lesson; the course page, counters and review change with it. */
export async function completeLesson(attemptId: string): Promise<Completion> {
  const done = await apiRequest<Completion>(`${attemptPath(attemptId)}/complete`, { method: 'POST' });
  await queryClient.invalidateQueries({ queryKey: ['languages'], refetchType: 'none' });
  return done;
}

/** The learner's counters on their own local day (for the completion summary's streak). */
export const languageCountersQuery = queryOptions({
  queryKey: ['languages', 'progress'],
  queryFn: ({ signal }) =>
    apiRequest<LanguageCounters>(
      `/api/languages/progress?${new URLSearchParams({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }).toString()}`,
      { signal },
    ),
});

export const useLanguageCounters = (enabled: boolean) => useQuery({ ...languageCountersQuery, enabled }, queryClient);

/** The course with each lesson's state, to offer the next lesson once one is done. */
export const useCourseForNextLesson = (courseId: string, enabled: boolean) =>
  useQuery(
    {
      queryKey: ['languages', 'course', courseId],
      queryFn: ({ signal }) => apiRequest<CourseCatalog>(`/api/languages/courses/${encodeURIComponent(courseId)}`, { signal }),
      enabled,
    },
    queryClient,
  );
