import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpeechStatus } from '@brainboost/domain/schemas/speech-input';
import { apiRequest } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

/** What the server offers for speech: it changes only when the operator reconfigures or a parent allows voice. */
export const speechStatusQuery = queryOptions({
  queryKey: ['speech', 'status'],
  queryFn: ({ signal }) => apiRequest<SpeechStatus>('/api/speech/status', { signal }),
  staleTime: 5 * 60_000,
});

export const useSpeechStatus = () => useQuery(speechStatusQuery, queryClient);
