import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@brainboost/domain/i18n/locales';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import {
  knowledgeArticleListSchema,
  knowledgeArticleParamsSchema,
  knowledgeArticleSchema,
  knowledgeHubQuerySchema,
  knowledgeSearchResultsSchema,
  type KnowledgeArticle,
} from '@brainboost/domain/schemas/knowledge-hub';
import { searchQuerySchema, searchResultLimit } from '@brainboost/domain/schemas/search-query';
import { queryTerms, searchScore, searchSnippet } from '@brainboost/domain/search/text-search';
import { tutorErrors } from './tutor.errors.js';
import type { KnowledgeLibrary } from './knowledge-hub.loader.js';

const cache = 'public, max-age=300';

/** The article in the caller's language, else in English. */
const inLanguage = (byLocale: Map<Locale, KnowledgeArticle>, locale: Locale) => byLocale.get(locale) ?? byLocale.get('en')!;

/** The knowledge hub's articles (the tutor's sources). Who may call: anyone, they are public learning pages. */
export const knowledgeHubRoutes: FastifyPluginAsyncZod<{ library: KnowledgeLibrary }> = async (app, { library }) => {
  app.get(
    '/api/knowledge-hub/articles',
    {
      config: { access: 'public' },
      schema: {
        tags: ['knowledge-hub'],
        summary: 'Every knowledge-hub article, in the requested language where translated',
        querystring: knowledgeHubQuerySchema,
        response: { 200: knowledgeArticleListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cache).header('vary', 'accept-language');
      const locale = request.query.lng ?? request.locale;
      const articles = [...library.articles.values()].map((byLocale) => {
        const { paragraphs: _text, ...summary } = inLanguage(byLocale, locale);
        return summary;
      });
      return { articles: articles.sort((a, b) => a.subject.localeCompare(b.subject) || a.title.localeCompare(b.title, locale)) };
    },
  );
  app.get(
    '/api/knowledge-hub/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['knowledge-hub'],
        summary: 'Articles matching every word typed (title, summary, text), in the requested language where translated; best first',
        querystring: searchQuerySchema,
        response: { 200: knowledgeSearchResultsSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cache).header('vary', 'accept-language');
      const locale = request.query.lng ?? request.locale;
      const terms = queryTerms(request.query.q);
      const scored = [...library.articles.values()].map((byLocale) => {
        const article = inLanguage(byLocale, locale);
        const fields = [
          { text: article.title, weight: 4 },
          { text: article.summary, weight: 2 },
          { text: article.paragraphs.join(' '), weight: 1 },
        ];
        return { article, score: searchScore(fields, terms) };
      });
      const results = scored
        .filter((s) => s.score > 0)
        .sort((a, b) => b.score - a.score || a.article.title.localeCompare(b.article.title, locale))
        .slice(0, searchResultLimit)
        .map(({ article }) => ({
          slug: article.slug,
          title: article.title,
          summary: article.summary,
          subject: article.subject,
          locale: article.locale,
          snippet: searchSnippet(article.paragraphs.join(' '), terms),
        }));
      return { results };
    },
  );
  app.get(
    '/api/knowledge-hub/articles/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['knowledge-hub'],
        summary: 'One knowledge-hub article',
        params: knowledgeArticleParamsSchema,
        querystring: knowledgeHubQuerySchema,
        response: { 200: knowledgeArticleSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const byLocale = library.articles.get(request.params.slug);
      if (!byLocale) throw tutorErrors.articleNotFound();
      reply.header('cache-control', cache).header('vary', 'accept-language');
      return inLanguage(byLocale, request.query.lng ?? request.locale);
    },
  );
};
