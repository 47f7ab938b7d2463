import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaveAttemptInput, SavedAttempt, TrainingOverview } from '@brainboost/domain/schemas/brain-training';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const trainingOverviewQuery = queryOptions({
  queryKey: ['brain-training', 'overview'],
  queryFn: ({ signal }) => apiRequest<TrainingOverview>('/api/brain-training/overview', { signal }),
});

export const useTrainingOverview = (enabled = true) => useQuery({ ...trainingOverviewQuery, enabled }, queryClient);

/** Saves a finished run; resending the same input (after a lost connection) stores it once. */
export async function saveAttempt(input: SaveAttemptInput): Promise<SavedAttempt> {
  const saved = await apiRequest<SavedAttempt>('/api/brain-training/attempts', { method: 'POST', body: input });
  await queryClient.invalidateQueries({ queryKey: ['brain-training'] });
  return saved;
}
