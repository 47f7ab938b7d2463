import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecallLanguage } from '@brainboost/domain/cognitive/recall-words';
import type { GradeBand } from '@brainboost/domain/school/grade-band';
import type { NewRecallCard, RecallCard, RecallDeck } from '@brainboost/domain/schemas/recall-cards';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const recallDeckQuery = queryOptions({
  queryKey: ['brain-training', 'recall-cards'],
  queryFn: ({ signal }) => apiRequest<RecallDeck>('/api/brain-training/recall-cards', { signal }),
});

export const useRecallDeck = () => useQuery(recallDeckQuery, queryClient);

const refresh = () => queryClient.invalidateQueries({ queryKey: recallDeckQuery.queryKey });

export async function addRecallCard(card: NewRecallCard): Promise<RecallCard> {
  const saved = await apiRequest<RecallCard>('/api/brain-training/recall-cards', { method: 'POST', body: card });
  await refresh();
  return saved;
}

export async function addStarterPairs(language: RecallLanguage, gradeBand: GradeBand): Promise<void> {
  await apiRequest<RecallDeck>('/api/brain-training/recall-cards/starter', { method: 'POST', body: { language, gradeBand } });
  await refresh();
}

export async function removeRecallCard(id: string): Promise<void> {
  await apiRequest<void>(`/api/brain-training/recall-cards/${encodeURIComponent(id)}`, { method: 'DELETE' });
  await refresh();
}
