import type { LessonAttempt } from '@brainboost/domain/schemas/languages';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/**
 * The attempt again after the model failed (the server now runs it as the scripted dialogue);
 * the cached copy of the lesson is replaced so coming back to it does not show the role-play.
 */
export async function reloadAttempt(attempt: LessonAttempt): Promise<LessonAttempt> {
  const fresh = await apiRequest<LessonAttempt>(`/api/languages/attempts/${encodeURIComponent(attempt.attemptId)}`);
  queryClient.setQueriesData<LessonAttempt>({ queryKey: ['languages', 'lesson-attempt', attempt.lessonId] }, fresh);
  return fresh;
}
