import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reviewQueueSchema, reviewResultSchema } from '@brainboost/domain/schemas/languages';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export type ReviewQueue = z.infer<typeof reviewQueueSchema>;
export type ReviewCard = ReviewQueue['exercises'][number];
export type ReviewResult = z.infer<typeof reviewResultSchema>;

/** The learner's own day decides what is due today, so the review asks in their time zone. */
const zoneQuery = () => new URLSearchParams({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }).toString();

export const reviewQueueQuery = queryOptions({
  queryKey: ['languages', 'review'],
  queryFn: ({ signal }) => apiRequest<ReviewQueue>(`/api/languages/review?${zoneQuery()}`, { signal }),
  // A session works through one queue; it is fetched again only when the learner starts another.
  staleTime: Infinity,
});

export const useReviewQueue = () => useQuery(reviewQueueQuery, queryClient);

export const answerReview = (input: { clientKey: string; courseId: string; itemId: string; answer: string; answerMs: number }) =>
  apiRequest<ReviewResult>('/api/languages/review/answers', { method: 'POST', body: input });

/** After the session: what is still due today (tomorrow's count comes from the next visit) and the counters. */
export const refreshAfterReview = () => queryClient.invalidateQueries({ queryKey: ['languages'] });
