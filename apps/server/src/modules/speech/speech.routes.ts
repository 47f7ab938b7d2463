import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { textToSpeechQuerySchema } from '@brainboost/domain/schemas/speech';
import type { SpeechService } from './speech.service.js';

/** Per address (a school may share one); the service limits each account as well. */
export const speechAddressLimit = { max: 300, timeWindow: 60_000 };

/**
 * Who may call: any signed-in user. The audio is the same for everyone who asks for the same text,
 * so the browser may keep it a day; `x-tts-cache` says whether it came from the cache.
 */
export const speechRoutes: FastifyPluginAsyncZod<{ speech: SpeechService }> = async (app, { speech }) => {
  app.get(
    '/api/speech/tts',
    {
      config: { access: 'signed-in', rateLimit: speechAddressLimit },
      schema: {
        tags: ['speech'],
        summary: 'Text read aloud (offline espeak-ng: audio/wav; an OpenAI-compatible server: its audio type)',
        querystring: textToSpeechQuerySchema,
        response: {
          200: z.instanceof(Buffer).describe('The audio'),
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const phrase = await speech.speak(request.userId!, request.query);
      return reply
        .header('content-type', phrase.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-tts-cache', phrase.cached ? 'hit' : 'miss')
        .send(phrase.audio);
    },
  );
};
