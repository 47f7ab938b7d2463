import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogPostListSchema, contentDocumentSchema, contentQuerySchema, slugParamsSchema } from '@brainboost/domain/schemas/content';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import type { Locale } from '@brainboost/domain/i18n/locales';
import { contentErrors } from './content.errors.js';
import type { ContentDocument, ContentKind, ContentLibrary } from './content.loader.js';

const cache = 'public, max-age=300';

function find(library: ContentLibrary, kind: ContentKind, slug: string, locale: Locale): ContentDocument {
  const doc = library[kind].get(slug)?.get(locale);
  if (!doc) throw contentErrors.notFound();
  return doc;
}

const summary = ({ html: _html, ...rest }: ContentDocument) => rest;

/** Site content (legal texts, company pages, blog) in the caller's language. */
export const contentRoutes: FastifyPluginAsyncZod<{ library: ContentLibrary }> = async (app, { library }) => {
  for (const kind of ['legal', 'pages'] as const) {
    app.get(
      `/api/content/${kind}/:slug`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['content'],
          summary: `A ${kind === 'legal' ? 'legal document' : 'site page'} in the requested language`,
          params: slugParamsSchema,
          querystring: contentQuerySchema,
          response: { 200: contentDocumentSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', cache).header('vary', 'accept-language');
        return find(library, kind, request.params.slug, request.query.lng ?? request.locale);
      },
    );
  }

  app.get(
    '/api/content/blog',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Blog posts, newest first',
        querystring: contentQuerySchema,
        response: { 200: blogPostListSchema },
      },
    },
    async (request, reply) => {
      const locale = request.query.lng ?? request.locale;
      reply.header('cache-control', cache).header('vary', 'accept-language');
      return [...library.blog.values()]
        .map((byLocale) => byLocale.get(locale))
        .filter((doc): doc is ContentDocument => Boolean(doc))
        .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))
        .map(summary);
    },
  );

  app.get(
    '/api/content/blog/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'One blog post',
        params: slugParamsSchema,
        querystring: contentQuerySchema,
        response: { 200: contentDocumentSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cache).header('vary', 'accept-language');
      return find(library, 'blog', request.params.slug, request.query.lng ?? request.locale);
    },
  );
};
