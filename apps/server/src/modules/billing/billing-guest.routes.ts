import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeFromAcceptLanguage } from '@brainboost/domain/i18n/locales';
import {
  checkoutSessionSchema,
  claimInfoSchema,
  guestCheckoutInputSchema,
  guestCheckoutStatusSchema,
} from '@brainboost/domain/schemas/billing';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import type { createCheckoutService } from './billing-checkout.service.js';
import type { ClaimsService } from './billing-claims.service.js';

type Options = { checkout: ReturnType<typeof createCheckoutService>; claims: ClaimsService };

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  410: errorResponseSchema,
};
const tags = ['billing'];
const token = z.object({ token: z.string().min(20).max(100) });

/** Guest checkout (no account) and claiming what a guest bought. */
export const billingGuestRoutes: FastifyPluginAsyncZod<Options> = async (app, { checkout, claims }) => {
  app.post(
    '/api/billing/guest-checkout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Start a checkout without an account; the purchase is held against the email until claimed',
        body: guestCheckoutInputSchema,
        response: { 201: checkoutSessionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await checkout.startGuest(request.body, localeFromAcceptLanguage(request.headers['accept-language']))),
  );
  app.get(
    '/api/billing/guest-checkouts/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Where a guest checkout stands (the id is known only to the browser that paid)',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: guestCheckoutStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return checkout.guestStatus(request.params.id);
    },
  );
  app.get(
    '/api/billing/claims/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A guest purchase waiting for its account (from the emailed link)',
        params: token,
        response: { 200: claimInfoSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return claims.info(request.params.token);
    },
  );
  app.post(
    '/api/billing/claims/:token',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Add a guest purchase to the signed-in account (its verified email must be the purchase’s)',
        params: token,
        response: { 200: z.object({ productId: z.string() }), ...errors },
      },
    },
    async (request) => claims.claim(request.userId!, request.params.token),
  );
};
