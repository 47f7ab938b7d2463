import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainingProgress } from '@brainboost/domain/schemas/brain-training';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const trainingProgressQuery = queryOptions({
  queryKey: ['brain-training', 'progress'],
  queryFn: ({ signal }) => apiRequest<TrainingProgress>('/api/brain-training/progress', { signal }),
});

export const useTrainingProgress = () => useQuery(trainingProgressQuery, queryClient);
