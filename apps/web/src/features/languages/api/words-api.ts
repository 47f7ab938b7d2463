import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import type { wordListSchema } from '@brainboost/domain/schemas/languages';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export type WordList = z.infer<typeof wordListSchema>;
export type LearnedWord = WordList['words'][number];

/** Every word the learner has met in the course, at once (a few hundred at most): the page searches them itself (decision 0094). */
export const wordListQuery = (courseId: LanguageCourseId) =>
  queryOptions({
    queryKey: ['languages', 'words', courseId],
    queryFn: ({ signal }) => apiRequest<WordList>(`/api/languages/courses/${courseId}/words`, { signal }),
  });

export const useWordList = (courseId: LanguageCourseId) => useQuery(wordListQuery(courseId), queryClient);
