import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationDetail, ConversationSummary } from '@brainboost/domain/schemas/tutor';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const useChildConversations = (childId: string) =>
  useQuery(
    queryOptions({
      queryKey: ['tutor', 'child', childId, 'conversations'],
      queryFn: ({ signal }) =>
        apiRequest<{ conversations: ConversationSummary[]; retentionDays: number }>(
          `/api/tutor/children/${encodeURIComponent(childId)}/conversations`,
          { signal },
        ),
      retry: false,
    }),
    queryClient,
  );

export const useChildConversation = (childId: string, id: string | null) =>
  useQuery(
    {
      queryKey: ['tutor', 'child', childId, 'conversation', id],
      queryFn: ({ signal }) =>
        apiRequest<ConversationDetail>(`/api/tutor/children/${encodeURIComponent(childId)}/conversations/${encodeURIComponent(id ?? '')}`, {
          signal,
        }),
      enabled: id !== null,
      retry: false,
    },
    queryClient,
  );
