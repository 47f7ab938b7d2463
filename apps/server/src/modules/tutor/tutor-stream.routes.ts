import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { askQuestionInputSchema, type AskQuestionResult } from '@brainboost/domain/schemas/tutor';
import type { Translate } from '../../i18n/server-translations.js';
import { AppError } from '../../plugins/app-error.js';
import type { TutorService } from './tutor.service.js';

/** One line of the streamed answer (NDJSON). */
export type TutorStreamEvent =
  | { type: 'draft'; text: string }
  | { type: 'done'; result: AskQuestionResult }
  | { type: 'error'; error: { code: string; message: string } };

/** The 200 body is a stream (not serialised from a schema); the declared schemas cover the error responses only. */
const ndjson = (stream: PassThrough) => stream as never;

const line = (event: TutorStreamEvent) => `${JSON.stringify(event)}\n`;

/**
 * POST /api/tutor/questions/stream: the same question as /api/tutor/questions, answered as
 * newline-delimited JSON: `draft` lines with a model's words as they arrive, then one `done` line
 * with the checked, stored answer (which replaces the draft), or an `error` line if the model
 * fails midway. Refusals before any word is written (sign-in, quota, bad input) are ordinary JSON
 * errors with their status; an adapter that does not stream (builtin) sends `done` alone.
 * Who may call: any signed-in learner, like the non-streamed endpoint.
 */
export const tutorStreamRoutes: FastifyPluginAsyncZod<{ tutor: TutorService; translate: Translate }> = async (
  app,
  { tutor, translate },
) => {
  app.post(
    '/api/tutor/questions/stream',
    {
      // Compressing would hold the words back until a block is full.
      compress: false,
      config: { access: 'signed-in', feature: 'basic_homework_help', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['tutor'],
        summary:
          'Ask the tutor a question and receive the answer as it is written (application/x-ndjson: draft lines, then the final answer)',
        body: askQuestionInputSchema,
        response: {
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const stream = new PassThrough();
      let streaming!: () => void;
      const firstWords = new Promise<'streaming'>((resolve) => (streaming = () => resolve('streaming')));
      const answered = tutor.ask(request.userId!, request.body, {
        locale: request.locale,
        onDraft: (text) => {
          stream.write(line({ type: 'draft', text }));
          streaming();
        },
      });
      // Until the first word, failures are ordinary HTTP errors (the race rethrows them).
      const first = await Promise.race([answered, firstWords]);
      reply.type('application/x-ndjson; charset=utf-8').header('x-accel-buffering', 'no');
      if (first !== 'streaming') {
        stream.end(line({ type: 'done', result: first }));
        return reply.send(ndjson(stream));
      }
      answered.then(
        (result) => stream.end(line({ type: 'done', result })),
        (err: unknown) => {
          const known = err instanceof AppError ? err : null;
          if (!known) request.log.error({ err }, 'tutor stream failed');
          stream.end(
            line({
              type: 'error',
              error: {
                code: known?.code ?? 'TUTOR_FAILED',
                message: translate(request.locale, known?.messageKey ?? 'tutor.couldNotProcess'),
              },
            }),
          );
        },
      );
      return reply.send(ndjson(stream));
    },
  );
};
