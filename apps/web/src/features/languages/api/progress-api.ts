import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCounters, reviewQueueSchema } from '@brainboost/domain/schemas/languages';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/** The learner's days are counted in their own time zone (the streak, today's review). */
const zoneQuery = () => new URLSearchParams({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }).toString();

export const languageProgressQuery = queryOptions({
  queryKey: ['languages', 'progress'],
  queryFn: ({ signal }) => apiRequest<LanguageCounters>(`/api/languages/progress?${zoneQuery()}`, { signal }),
});

/** Today's review, for its counts on the hub (the review session itself plays the same queue). */
export const todaysReviewQuery = queryOptions({
  queryKey: ['languages', 'review', 'today'],
  queryFn: ({ signal }) => apiRequest<ReviewQueue>(`/api/languages/review?${zoneQuery()}`, { signal }),
  select: (queue) => ({ due: queue.due, fresh: queue.fresh, newPaused: queue.newPaused }),
});

export const useLanguageProgress = () => useQuery(languageProgressQuery, queryClient);
export const useTodaysReview = () => useQuery(todaysReviewQuery, queryClient);
