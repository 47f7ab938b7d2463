import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GradeBand } from '@brainboost/domain/school/grade-band';
import type { TrainingProgress } from '@brainboost/domain/schemas/brain-training';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** With a grade band, each task also says where the learner stands among that band's users. */
export const trainingProgressQuery = (gradeBand: GradeBand | null) =>
  queryOptions({
    queryKey: ['brain-training', 'progress', gradeBand],
    queryFn: ({ signal }) =>
      apiRequest<TrainingProgress>(`/api/brain-training/progress${gradeBand ? `?gradeBand=${gradeBand}` : ''}`, { signal }),
  });

export const useTrainingProgress = (gradeBand: GradeBand | null) => useQuery(trainingProgressQuery(gradeBand), queryClient);
