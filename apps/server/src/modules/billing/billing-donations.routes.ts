import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutSessionSchema } from '@brainboost/domain/schemas/billing';
import { donationStatusSchema, monthlyDonationsSchema, startDonationInputSchema } from '@brainboost/domain/schemas/donations';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import type { DonationsService } from './billing-donations.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['donations'];
const id = z.object({ id: z.string().max(64) });

/** Donations: start one (signed in or not), its thank-you status, and monthly ones to manage. */
export const billingDonationRoutes: FastifyPluginAsyncZod<{ donations: DonationsService }> = async (app, { donations }) => {
  app.post(
    '/api/donations',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Start a one-time or monthly donation of any allowed amount (signed out: with an email)',
        body: startDonationInputSchema,
        response: { 201: checkoutSessionSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await donations.start(request.userId, request.body, request.locale)),
  );
  app.get(
    '/api/donations/checkouts/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Where a donation stands (the id is known only to the browser that gave)',
        params: id,
        response: { 200: donationStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return donations.status(request.params.id);
    },
  );
  app.get(
    '/api/donations/monthly',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'The caller’s monthly donations', response: { 200: monthlyDonationsSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return donations.monthly(request.userId!);
    },
  );
  app.post(
    '/api/donations/:id/cancel',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Stop a monthly donation after the month already given',
        params: id,
        response: { 200: monthlyDonationsSchema, ...errors },
      },
    },
    async (request) => {
      await donations.cancel(request.userId!, request.params.id);
      return donations.monthly(request.userId!);
    },
  );
};
