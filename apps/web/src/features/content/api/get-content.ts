import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export type ContentSummary = {
  slug: string;
  locale: string;
  title: string;
  summary: string;
  updated: string;
  date?: string;
  author?: string;
  readingMinutes: number;
};
export type ContentDocument = ContentSummary & { html: string };

export const contentDocumentQuery = (kind: 'legal' | 'pages' | 'blog', slug: string, lng: string) =>
  queryOptions({
    queryKey: ['content', kind, slug, lng],
    queryFn: ({ signal }) =>
      apiRequest<ContentDocument>(`/api/content/${kind}/${encodeURIComponent(slug)}?lng=${encodeURIComponent(lng)}`, { signal }),
  });

export const blogIndexQuery = (lng: string) =>
  queryOptions({
    queryKey: ['content', 'blog-index', lng],
    queryFn: ({ signal }) => apiRequest<ContentSummary[]>(`/api/content/blog?lng=${encodeURIComponent(lng)}`, { signal }),
  });

/** The current interface language, as the content API names it. */
export function useContentLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? 'en';
}

export function useContentDocument(kind: 'legal' | 'pages' | 'blog', slug: string) {
  return useQuery(contentDocumentQuery(kind, slug, useContentLanguage()), queryClient);
}

export function useBlogIndex() {
  return useQuery(blogIndexQuery(useContentLanguage()), queryClient);
}
