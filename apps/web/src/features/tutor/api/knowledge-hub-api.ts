import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { CurriculumSearchResults } from '@brainboost/domain/schemas/curriculum';
import type { KnowledgeArticle, KnowledgeArticleSummary, KnowledgeSearchResults } from '@brainboost/domain/schemas/knowledge-hub';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const knowledgeArticlesQuery = (lng: string) =>
  queryOptions({
    queryKey: ['knowledge-hub', 'articles', lng],
    queryFn: ({ signal }) =>
      apiRequest<{ articles: KnowledgeArticleSummary[] }>(`/api/knowledge-hub/articles?lng=${encodeURIComponent(lng)}`, { signal }),
  });
export const useKnowledgeArticles = (lng: string) => useQuery(knowledgeArticlesQuery(lng), queryClient);

export const knowledgeArticleQuery = (slug: string, lng: string) =>
  queryOptions({
    queryKey: ['knowledge-hub', 'article', slug, lng],
    queryFn: ({ signal }) =>
      apiRequest<KnowledgeArticle>(`/api/knowledge-hub/articles/${encodeURIComponent(slug)}?lng=${encodeURIComponent(lng)}`, { signal }),
  });
export const useKnowledgeArticle = (slug: string, lng: string) => useQuery(knowledgeArticleQuery(slug, lng), queryClient);

/** Articles and curriculum lessons matching what was typed, in the interface language (two searches, shown together). */
export const useHubSearch = (query: string, lng: string) =>
  useQueries(
    {
      queries: [
        {
          queryKey: ['knowledge-hub', 'search', query, lng],
          queryFn: ({ signal }) =>
            apiRequest<KnowledgeSearchResults>(`/api/knowledge-hub/search?q=${encodeURIComponent(query)}&lng=${encodeURIComponent(lng)}`, {
              signal,
            }),
          enabled: query.trim() !== '',
          retry: false,
        },
        {
          queryKey: ['curriculum', 'search', query, lng],
          queryFn: ({ signal }) =>
            apiRequest<CurriculumSearchResults>(`/api/curriculum/search?q=${encodeURIComponent(query)}&lng=${encodeURIComponent(lng)}`, {
              signal,
            }),
          enabled: query.trim() !== '',
          retry: false,
        },
      ],
    },
    queryClient,
  );
