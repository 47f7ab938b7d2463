import { z } from 'zod';
import { supportedLocales } from '../i18n/locales.js';
import { knowledgeSubjects } from './tutor.js';

/** A knowledge-hub article as listed: `locale` is the language it is written in (English when not yet translated). */
export const knowledgeArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  subject: z.enum(knowledgeSubjects),
  locale: z.string(),
  updated: z.string(),
});
export type KnowledgeArticleSummary = z.infer<typeof knowledgeArticleSummarySchema>;

/** One article: plain paragraphs (the tutor quotes them sentence for sentence). */
export const knowledgeArticleSchema = knowledgeArticleSummarySchema.extend({ paragraphs: z.array(z.string()) });
export type KnowledgeArticle = z.infer<typeof knowledgeArticleSchema>;

export const knowledgeArticleListSchema = z.object({ articles: z.array(knowledgeArticleSummarySchema) });

export const knowledgeHubQuerySchema = z.object({ lng: z.enum(supportedLocales).optional() });
export const knowledgeArticleParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });

/** Articles matching a search, best first, each with the passage that matched. */
export const knowledgeSearchResultsSchema = z.object({
  results: z.array(knowledgeArticleSummarySchema.omit({ updated: true }).extend({ snippet: z.string() })),
});
export type KnowledgeSearchResults = z.infer<typeof knowledgeSearchResultsSchema>;
