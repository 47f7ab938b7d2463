import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationDetail, ConversationSummary, TutorUsage } from '@brainboost/domain/schemas/tutor';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const tutorUsageQuery = queryOptions({
  queryKey: ['tutor', 'usage'],
  queryFn: ({ signal }) => apiRequest<TutorUsage>('/api/tutor/usage', { signal }),
});
export const useTutorUsage = () => useQuery(tutorUsageQuery, queryClient);

export const conversationsQuery = queryOptions({
  queryKey: ['tutor', 'conversations'],
  queryFn: ({ signal }) =>
    apiRequest<{ conversations: ConversationSummary[]; retentionDays: number }>('/api/tutor/conversations', { signal }),
});
export const useConversations = () => useQuery(conversationsQuery, queryClient);

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: ['tutor', 'conversation', id],
    queryFn: ({ signal }) => apiRequest<ConversationDetail>(`/api/tutor/conversations/${id}`, { signal }),
  });
export const useConversation = (id: string | null) => useQuery({ ...conversationQuery(id ?? 'none'), enabled: id !== null }, queryClient);

export const renameConversation = (id: string, title: string) =>
  apiRequest<void>(`/api/tutor/conversations/${id}`, { method: 'PATCH', body: { title } });
export const deleteConversation = (id: string) => apiRequest<void>(`/api/tutor/conversations/${id}`, { method: 'DELETE' });

export const refreshTutor = () => queryClient.invalidateQueries({ queryKey: ['tutor'] });
