import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expressOfferSchema, expressResultSchema, startExpressInputSchema } from '@brainboost/domain/schemas/express-checkout';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import type { ExpressService } from './billing-express.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['billing'];

/** Express checkout for a returning customer: the confirm step's data, and the one-click charge. */
export const billingExpressRoutes: FastifyPluginAsyncZod<{ express: ExpressService }> = async (app, { express }) => {
  app.get(
    '/api/billing/express',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A one-time product’s price and the card the provider kept for the caller',
        querystring: z.object({ priceId: startExpressInputSchema.shape.priceId }),
        response: { 200: expressOfferSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return express.offer(request.userId!, request.query.priceId);
    },
  );
  app.post(
    '/api/billing/express',
    {
      config: { access: 'signed-in', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Buy a one-time product with the saved card (off-session); falls back when there is none or the bank wants the customer',
        body: startExpressInputSchema,
        response: { 200: expressResultSchema, ...errors },
      },
    },
    async (request) => express.charge(request.userId!, request.body),
  );
};
