import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { askParentInputSchema, askParentResultSchema } from '@brainboost/domain/schemas/ask-parent';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { routeLimits } from '../../plugins/rate-limits.js';
import type { AskParentService } from './billing-ask-parent.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema };

/** Who may call: a signed-in child account (anyone else is refused with 403); the parent is found on the server. */
export const billingAskParentRoutes: FastifyPluginAsyncZod<{ askParent: AskParentService }> = async (app, { askParent }) => {
  app.post(
    '/api/billing/ask-parent',
    {
      config: { access: 'signed-in', audience: 'child', rateLimit: routeLimits.form },
      schema: {
        tags: ['billing'],
        summary: 'A child asks the parent linked to their account to buy a plan, an add-on or a donation',
        body: askParentInputSchema,
        response: { 200: askParentResultSchema, ...errors },
      },
    },
    async (request) => askParent.ask(request.userId!, request.body, request.locale),
  );
};
