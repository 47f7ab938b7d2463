import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutSessionSchema } from '@brainboost/domain/schemas/billing';
import { addOnsOverviewSchema, buildCheckoutInputSchema } from '@brainboost/domain/schemas/catalog';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import type { AddOnsService } from './billing-add-ons.service.js';
import type { BuildCheckoutService } from './billing-build-checkout.service.js';

type Options = { build: BuildCheckoutService; addOns: AddOnsService };

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  402: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['billing'];
const productParams = z.object({ productId: z.string().regex(/^[a-z_]{2,64}$/) });

/** Checkouts of several items (/build-plan, /payment-checkout) and the caller's add-ons. */
export const billingCatalogRoutes: FastifyPluginAsyncZod<Options> = async (app, { build, addOns }) => {
  app.post(
    '/api/billing/build-checkout',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Start a checkout of a catalog price plus add-ons and one-time products; the total is recomputed from the catalog',
        body: buildCheckoutInputSchema,
        response: { 201: checkoutSessionSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await build.start(request.userId!, request.body)),
  );
  app.get(
    '/api/billing/add-ons',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The caller’s add-ons and passes, and which add-ons their plan can take',
        response: { 200: addOnsOverviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return addOns.overview(request.userId!);
    },
  );
  app.post(
    '/api/billing/add-ons/:productId/cancel',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Stop an add-on bought on its own at the end of its paid period',
        params: productParams,
        response: { 200: addOnsOverviewSchema, ...errors },
      },
    },
    async (request) => {
      await addOns.cancel(request.userId!, request.params.productId);
      return addOns.overview(request.userId!);
    },
  );
  app.post(
    '/api/billing/add-ons/:productId/resume',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Keep an add-on that was set to stop',
        params: productParams,
        response: { 200: addOnsOverviewSchema, ...errors },
      },
    },
    async (request) => {
      await addOns.resume(request.userId!, request.params.productId);
      return addOns.overview(request.userId!);
    },
  );
};
