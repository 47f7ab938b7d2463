import { useMutation } from '@tanstack/react-query';
import type { CreateFeedbackInput, FeedbackCreated } from '@brainboost/domain/schemas/feedback';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export function createFeedback(input: CreateFeedbackInput) {
  return apiRequest<FeedbackCreated>('/api/feedback', { method: 'POST', body: input });
}

export function useCreateFeedback() {
  return useMutation({ mutationFn: createFeedback }, queryClient);
}
