import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import type { placementResultSchema, placementTestSchema } from '@brainboost/domain/schemas/languages';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export type PlacementLevel = 'intermediate' | 'advanced';
export type PlacementTest = z.infer<typeof placementTestSchema>;
export type PlacementResult = z.infer<typeof placementResultSchema>;

export const placementTestQuery = (courseId: LanguageCourseId, level: PlacementLevel) =>
  queryOptions({
    queryKey: ['languages', 'placement', courseId, level],
    queryFn: ({ signal }) => apiRequest<PlacementTest>(`/api/languages/placement/${courseId}/${level}`, { signal }),
    // The questions do not change while the learner answers them.
    staleTime: Infinity,
  });

export const usePlacementTest = (courseId: LanguageCourseId, level: PlacementLevel) =>
  useQuery(placementTestQuery(courseId, level), queryClient);

/** Sends the chosen options (one per question); a pass opens the level, so the course's lesson states are reloaded. */
export async function takePlacement(courseId: LanguageCourseId, level: PlacementLevel, answers: number[]): Promise<PlacementResult> {
  const result = await apiRequest<PlacementResult>(`/api/languages/placement/${courseId}/${level}`, { method: 'POST', body: { answers } });
  await queryClient.invalidateQueries({ queryKey: ['languages', 'courses'] });
  return result;
}
