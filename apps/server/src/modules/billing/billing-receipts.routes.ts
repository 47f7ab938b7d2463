import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { supportedLocales } from '@brainboost/domain/i18n/locales';
import { errorResponseSchema } from '@brainboost/domain/schemas/error-response';
import type { ReceiptsService } from './billing-receipts.service.js';

/** A receipt or invoice as PDF: only the account it was billed to gets it (anyone else: 404, as if it did not exist). */
export const billingReceiptRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptsService }> = async (app, { receipts }) => {
  app.get(
    '/api/billing/invoices/:id/pdf',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['billing'],
        summary: 'One of the caller’s invoices as a PDF receipt, in the caller’s language',
        params: z.object({ id: z.uuid() }),
        // A download link cannot set Accept-Language: the page names the language it shows.
        querystring: z.object({ lang: z.enum(supportedLocales).optional() }),
        response: {
          200: z.string().describe('The PDF document (application/pdf)'),
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { filename, bytes } = await receipts.pdf(request.userId!, request.params.id, request.query.lang ?? request.locale);
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .type('application/pdf');
      // Fastify sends a Buffer as it is, without serialising it; the schema above only documents it.
      return reply.send(Buffer.from(bytes) as unknown as string);
    },
  );
};
