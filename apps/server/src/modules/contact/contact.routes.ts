import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createContactMessageInputSchema,
  createEnterpriseInquiryInputSchema,
  submissionReceiptSchema,
} from '@brainboost/domain/schemas/contact';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import { routeLimits } from '../../plugins/rate-limits.js';
import type { ContactService } from './contact.service.js';

const responses = { 201: submissionReceiptSchema, 400: errorResponseSchema, 429: errorResponseSchema };

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/api/contact',
    {
      config: { access: 'public', rateLimit: routeLimits.form },
      schema: { tags: ['contact'], summary: 'Send a message to the team', body: createContactMessageInputSchema, response: responses },
    },
    async (request, reply) => reply.status(201).send(await contact.sendMessage(request.body, request.locale)),
  );
  app.post(
    '/api/enterprise-inquiries',
    {
      config: { access: 'public', rateLimit: routeLimits.form },
      schema: {
        tags: ['contact'],
        summary: 'Ask for a school, district or company quote',
        body: createEnterpriseInquiryInputSchema,
        response: responses,
      },
    },
    async (request, reply) => reply.status(201).send(await contact.requestEnterpriseQuote(request.body, request.locale)),
  );
};
