import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingOverviewSchema,
  catalogSchema,
  changePlanInputSchema,
  checkoutSessionSchema,
  checkoutStatusSchema,
  createCheckoutInputSchema,
  paymentMethodSchema,
  paymentMethodUpdateInputSchema,
  planChangePreviewSchema,
  planChangeResultSchema,
  paymentMethodsSchema,
  type PaymentMethods,
} from '@brainboost/domain/schemas/billing';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import type { BillingCatalog } from './billing-catalog.js';
import type { createCheckoutService } from './billing-checkout.service.js';
import type { createSubscriptionsService } from './billing-subscriptions.service.js';

type Options = {
  catalog: BillingCatalog;
  methods: PaymentMethods;
  checkout: ReturnType<typeof createCheckoutService>;
  subscriptions: ReturnType<typeof createSubscriptionsService>;
  /** Later billing emails (renewals, reminders) are written in the language the customer paid in. */
  rememberLocale: (userId: string, locale: string) => Promise<void>;
};

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  402: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['billing'];

/** Catalog (public) and the signed-in customer's checkouts and subscription. */
export const billingRoutes: FastifyPluginAsyncZod<Options> = async (app, { catalog, methods, checkout, subscriptions, rememberLocale }) => {
  app.get(
    '/api/billing/catalog',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Plans, add-ons and one-time products with their prices', response: { 200: catalogSchema } },
    },
    async () => catalog.list(),
  );
  app.get(
    '/api/billing/methods',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The default way to pay and the extra ones (e.g. PayPal) this server has configured',
        response: { 200: paymentMethodsSchema },
      },
    },
    async () => methods,
  );
  app.post(
    '/api/billing/checkout',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Start a checkout at the payment provider for a catalog price',
        body: createCheckoutInputSchema,
        response: { 201: checkoutSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await checkout.start(request.userId!, request.body);
      await rememberLocale(request.userId!, request.locale);
      return reply.status(201).send(session);
    },
  );
  app.get(
    '/api/billing/checkouts/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Where one of the caller’s checkouts stands',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: checkoutStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return checkout.status(request.userId!, request.params.id);
    },
  );
  app.get(
    '/api/billing/subscription',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The caller’s subscription, trial eligibility and invoices',
        response: { 200: billingOverviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return subscriptions.overview(request.userId!);
    },
  );
  app.post(
    '/api/billing/subscription/cancel',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Cancel at the end of the paid period', response: { 200: billingOverviewSchema, ...errors } },
    },
    async (request) => {
      await subscriptions.cancelAtPeriodEnd(request.userId!);
      return subscriptions.overview(request.userId!);
    },
  );
  app.post(
    '/api/billing/subscription/resume',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Keep a subscription that was set to cancel', response: { 200: billingOverviewSchema, ...errors } },
    },
    async (request) => {
      await subscriptions.resume(request.userId!);
      return subscriptions.overview(request.userId!);
    },
  );
  app.get(
    '/api/billing/payment-method',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The card the caller’s subscription is charged to (brand and last four digits)',
        response: { 200: paymentMethodSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return subscriptions.paymentMethod(request.userId!);
    },
  );
  app.post(
    '/api/billing/payment-method/update',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Open the provider’s hosted page to replace the card',
        body: paymentMethodUpdateInputSchema,
        response: { 201: z.object({ url: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await subscriptions.startPaymentMethodUpdate(request.userId!, request.body.idempotencyKey)),
  );
  app.post(
    '/api/billing/subscription/preview-change',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'What changing plan now would cost (negative: credit)',
        body: z.object({ priceId: changePlanInputSchema.shape.priceId }),
        response: { 200: planChangePreviewSchema, ...errors },
      },
    },
    async (request) => subscriptions.previewChange(request.userId!, request.body.priceId),
  );
  app.post(
    '/api/billing/subscription/change',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Upgrade or downgrade now, prorated (PayPal: approved on PayPal’s page first, from the next cycle)',
        body: changePlanInputSchema,
        response: { 200: planChangeResultSchema, ...errors },
      },
    },
    async (request) => {
      const { approvalUrl } = await subscriptions.changePlan(request.userId!, request.body);
      return { ...(await subscriptions.overview(request.userId!)), ...(approvalUrl ? { approvalUrl } : {}) };
    },
  );
};
