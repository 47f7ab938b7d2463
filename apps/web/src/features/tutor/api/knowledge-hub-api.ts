import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KnowledgeArticle, KnowledgeArticleSummary } from '@brainboost/domain/schemas/knowledge-hub';
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
