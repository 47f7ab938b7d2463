import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { voiceChatOptionsSchema, voiceChatTurnInputSchema, voiceChatTurnResultSchema } from '@brainboost/domain/schemas/voice-chat';
import type { VoiceChatService } from './voice-chat.service.js';

/** Voice chat is an AI conversation: premium's `advanced_ai` (decision 0109). */
const feature = 'advanced_ai' as const;

/**
 * Who may call: the options, any signed-in user (the page shows others what voice chat does and
 * the upgrade path); turns and cancels, learners whose plan includes `advanced_ai` and, for
 * under-13 accounts, whose parent allowed voice features.
 */
export const voiceChatRoutes: FastifyPluginAsyncZod<{ voiceChat: VoiceChatService }> = async (app, { voiceChat }) => {
  app.get(
    '/api/voice-chat/options',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['voice-chat'],
        summary: 'Who answers in voice chat (a configured model or the built-in tutor) and the language partners on offer',
        response: { 200: voiceChatOptionsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => voiceChat.options(request.locale),
  );

  app.post(
    '/api/voice-chat/turns',
    {
      config: { access: 'signed-in', feature, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['voice-chat'],
        summary: "Say something to the tutor or a language partner; the reply streams to the learner's realtime socket",
        body: voiceChatTurnInputSchema,
        response: {
          202: voiceChatTurnResultSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => reply.code(202).send(await voiceChat.startTurn(request.userId!, request.body, request.locale)),
  );

  app.post(
    '/api/voice-chat/turns/:turnId/cancel',
    {
      config: { access: 'signed-in', feature, rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['voice-chat'],
        summary: 'Interrupt a reply being generated (on whichever server generates it)',
        params: z.object({ turnId: z.uuid({ error: 'voiceChat.turnInvalid' }) }),
        response: { 204: z.null(), 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await voiceChat.cancel(request.userId!, request.params.turnId);
      return reply.code(204).send(null);
    },
  );
};
