import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import {
  phrasebookSchema,
  saveTranscriptInputSchema,
  transcriptListSchema,
  transcriptParamsSchema,
  transcriptSchema,
  transcriptSummarySchema,
  translateInputSchema,
  translationSchema,
  translatorExportSchema,
  translatorStatusSchema,
} from '@brainboost/domain/schemas/translator';
import { fixedJsonReply } from '../../plugins/fixed-json-reply.js';
import { translationsPerMinute, type TranslatorService } from './translator.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const tags = ['translator'];

/**
 * All signed-in, all the caller's own. Translating needs voice_translation and the parent's
 * permission for a child (the service answers which is missing); it is limited per address here
 * and per account in the service. The export needs `export_data`.
 */
export const translatorRoutes: FastifyPluginAsyncZod<{ translator: TranslatorService }> = async (app, { translator }) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/translator')) reply.header('cache-control', 'private, no-store');
  });
  app.get(
    '/api/translator',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Whether I may translate, which engine translates and between which languages',
        response: { 200: translatorStatusSchema, ...errors },
      },
    },
    async (request) => translator.status(request.userId!),
  );
  app.get(
    '/api/translator/phrasebook',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The curated phrasebook: everyday and classroom phrases in every language, by category',
        response: { 200: phrasebookSchema, ...errors },
      },
    },
    fixedJsonReply(translator.phrasebook()),
  );
  app.post(
    '/api/translator/translate',
    {
      config: { access: 'signed-in', rateLimit: { max: translationsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Translate a phrase: the phrasebook first, then the configured engine; with readings; safety-checked, nothing stored',
        body: translateInputSchema,
        response: { 200: translationSchema, ...errors, 422: errorResponseSchema, 429: errorResponseSchema, 502: errorResponseSchema },
      },
    },
    async (request) => translator.translate(request.userId!, request.body),
  );
  app.post(
    '/api/translator/transcripts',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Save a conversation transcript to my account',
        body: saveTranscriptInputSchema,
        response: { 200: transcriptSummarySchema, ...errors },
      },
    },
    async (request) => translator.saveTranscript(request.userId!, request.body),
  );
  app.get(
    '/api/translator/transcripts',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'My saved transcripts, newest first', response: { 200: transcriptListSchema, ...errors } },
    },
    async (request) => translator.listTranscripts(request.userId!),
  );
  app.get(
    '/api/translator/transcripts/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One of my saved transcripts, with its turns',
        params: transcriptParamsSchema,
        response: { 200: transcriptSchema, ...errors },
      },
    },
    async (request) => translator.transcript(request.userId!, request.params.id),
  );
  app.delete(
    '/api/translator/transcripts/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Delete one of my saved transcripts',
        params: transcriptParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await translator.deleteTranscript(request.userId!, request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/api/translator/export',
    {
      config: { access: 'signed-in', feature: 'export_data' },
      schema: { tags, summary: 'My saved translator transcripts as JSON', response: { 200: translatorExportSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="translator-transcripts.json"');
      return { translator: await translator.exportFor(request.userId!) };
    },
  );
};
