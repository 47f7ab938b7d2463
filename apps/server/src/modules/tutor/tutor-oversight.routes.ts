import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import {
  conversationDetailSchema,
  conversationListSchema,
  conversationParamsSchema,
  learnerParamsSchema,
} from '@brainboost/domain/schemas/tutor';
import type { RouteAccess } from '../../plugins/route-access.js';
import type { TutorOversight } from './tutor-oversight.js';

export type OversightRoutesOptions = {
  oversight: TutorOversight;
  /** Where the learner's conversations are, with `:learnerId`: e.g. `/api/tutor/children/:learnerId`. */
  base: string;
  access: Extract<RouteAccess, 'signed-in' | 'teacher'>;
  /** errors.json key for a malformed learner id (the same answer as an unknown learner). */
  learnerNotFoundKey: string;
  /** Who is looking, for the API docs: "a parent", "a teacher". */
  viewer: string;
};

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * The learner's tutor conversations for whoever looks after them, one set of routes per kind of
 * link: a signed-in parent about their linked children, a teacher about their active students.
 * Anyone else's learner is a 404.
 */
export const tutorOversightRoutes: FastifyPluginAsyncZod<OversightRoutesOptions> = async (
  app,
  { oversight, base, access, learnerNotFoundKey, viewer },
) => {
  const learnerParams = learnerParamsSchema(learnerNotFoundKey);
  const conversationParams = learnerParams.extend(conversationParamsSchema.shape);
  app.get(
    `${base}/conversations`,
    {
      config: { access },
      schema: {
        tags: ['tutor'],
        summary: `A learner’s tutor conversations, for ${viewer} looking after them`,
        params: learnerParams,
        response: { 200: conversationListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return oversight.list(request.userId!, request.params.learnerId);
    },
  );
  app.get(
    `${base}/conversations/:id`,
    {
      config: { access },
      schema: {
        tags: ['tutor'],
        summary: `One of a learner’s tutor conversations, flagged exchanges marked, for ${viewer} looking after them`,
        params: conversationParams,
        response: { 200: conversationDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return oversight.get(request.userId!, request.params.learnerId, request.params.id);
    },
  );
};
