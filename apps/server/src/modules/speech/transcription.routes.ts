import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import {
  maxUtteranceBytes,
  speechStatusSchema,
  transcribeQuerySchema,
  transcriptionSchema,
  type SpeechStatus,
} from '@brainboost/domain/schemas/speech-input';
import { speechErrors } from './speech.errors.js';
import type { TranscriptionService } from './transcription.service.js';

/** Per address (a classroom may share one); the service limits each account as well. */
export const transcriptionAddressLimit = { max: 60, timeWindow: 60_000 };

/**
 * `POST /api/speech/transcribe` (the raw audio as the body, any Content-Type: the container is read
 * from the bytes) and `GET /api/speech/status`. Who may call: signed-in users; transcription also
 * needs voice features on (contract 1). The body is parsed as bytes in this plugin only, is never
 * logged (the access log writes flat fields, no body) and is gone when the request ends.
 */
export const transcriptionRoutes: FastifyPluginAsyncZod<{
  transcription: TranscriptionService;
  synthesis: SpeechStatus['synthesis'];
  voiceAllowed: (userId: string) => Promise<boolean>;
}> = async (app, { transcription, synthesis, voiceAllowed }) => {
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxUtteranceBytes + 1024 }, (_request, body, done) => done(null, body));

  app.post(
    '/api/speech/transcribe',
    {
      config: { access: 'signed-in', rateLimit: transcriptionAddressLimit },
      bodyLimit: maxUtteranceBytes + 1024,
      // A declared length over the limit is refused before the body is read.
      preParsing: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > maxUtteranceBytes) throw speechErrors.audioTooLarge();
      },
      schema: {
        tags: ['speech'],
        summary: 'Text of a short utterance (WebM, Ogg, WAV or MP4 audio as the raw request body, up to 2 MB and 30 s)',
        querystring: transcribeQuerySchema,
        response: {
          200: transcriptionSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const audio = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const text = await transcription.transcribe(request.userId!, request.query, audio);
      return reply.header('cache-control', 'no-store').send({ text });
    },
  );

  app.get(
    '/api/speech/status',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['speech'],
        summary: 'What the browser may offer: server speech recognition, the voice that reads aloud, whether voice is on for the caller',
        response: { 200: speechStatusSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const status: SpeechStatus = {
        recognition: transcription.recognition(),
        synthesis,
        voice: (await voiceAllowed(request.userId!)) ? 'allowed' : 'parent-permission',
      };
      return reply.header('cache-control', 'private, no-store').send(status);
    },
  );
};
