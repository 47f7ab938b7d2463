import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationDetail, ConversationSummary } from '@brainboost/domain/schemas/tutor';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/**
 * A learner's tutor conversations for whoever looks after them. `base` is the learner's address:
 * `/api/tutor/children/<id>` for a parent, `/api/teacher/students/<id>` for a teacher; both answer
 * with the same shapes.
 */
export const useOverseenConversations = (base: string) =>
  useQuery(
    queryOptions({
      queryKey: ['tutor', 'overseen', base, 'conversations'],
      queryFn: ({ signal }) =>
        apiRequest<{ conversations: ConversationSummary[]; retentionDays: number }>(`${base}/conversations`, { signal }),
      retry: false,
    }),
    queryClient,
  );

export const useOverseenConversation = (base: string, id: string | null) =>
  useQuery(
    {
      queryKey: ['tutor', 'overseen', base, 'conversation', id],
      queryFn: ({ signal }) => apiRequest<ConversationDetail>(`${base}/conversations/${encodeURIComponent(id ?? '')}`, { signal }),
      enabled: id !== null,
      retry: false,
    },
    queryClient,
  );
