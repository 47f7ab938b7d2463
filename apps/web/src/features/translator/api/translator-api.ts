import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Phrasebook,
  SaveTranscriptInput,
  TranscriptSummary,
  Transcript,
  TranslateInput,
  Translation,
  TranslatorStatus,
} from '@brainboost/domain/schemas/translator';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const statusQuery = queryOptions({
  queryKey: ['translator', 'status'],
  queryFn: ({ signal }) => apiRequest<TranslatorStatus>('/api/translator', { signal }),
});
const phrasebookQuery = queryOptions({
  queryKey: ['translator', 'phrasebook'],
  queryFn: ({ signal }) => apiRequest<Phrasebook>('/api/translator/phrasebook', { signal }),
  staleTime: Infinity,
});
const transcriptsQuery = queryOptions({
  queryKey: ['translator', 'transcripts'],
  queryFn: ({ signal }) => apiRequest<{ transcripts: TranscriptSummary[] }>('/api/translator/transcripts', { signal }),
});

export const useTranslatorStatus = () => useQuery(statusQuery, queryClient);
export const usePhrasebook = () => useQuery(phrasebookQuery, queryClient);
export const useSavedTranscripts = () => useQuery(transcriptsQuery, queryClient);

export const translate = (input: TranslateInput) => apiRequest<Translation>('/api/translator/translate', { method: 'POST', body: input });

export const loadTranscript = (id: string) => apiRequest<Transcript>(`/api/translator/transcripts/${encodeURIComponent(id)}`);

export async function saveTranscript(input: SaveTranscriptInput): Promise<TranscriptSummary> {
  const saved = await apiRequest<TranscriptSummary>('/api/translator/transcripts', { method: 'POST', body: input });
  await queryClient.invalidateQueries({ queryKey: transcriptsQuery.queryKey });
  return saved;
}

export async function deleteTranscript(id: string): Promise<void> {
  await apiRequest<null>(`/api/translator/transcripts/${encodeURIComponent(id)}`, { method: 'DELETE' });
  await queryClient.invalidateQueries({ queryKey: transcriptsQuery.queryKey });
}
