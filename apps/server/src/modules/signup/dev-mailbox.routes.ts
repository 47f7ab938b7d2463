import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailboxQuerySchema, mailboxSchema } from '@brainboost/domain/schemas/mailbox';
import type { OutboxMessages } from '../../providers/outbox-messages.js';
import { iso } from '../../iso-time.js';

/**
 * Who may call: anyone, and only outside production (signup.module.ts registers this only when
 * app.ts hands it the outbox, outside production; there the path is a plain 404). Shows what the outbox would have sent.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ outbox: Pick<OutboxMessages, 'listNewest'> }> = async (app, { outbox }) => {
  app.get(
    '/api/dev/mailbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Development mailbox: emails and texts in the outbox, newest first',
        querystring: mailboxQuerySchema,
        response: { 200: mailboxSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await outbox.listNewest(request.query.recipient);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          createdAt: iso(row.created_at),
        })),
      };
    },
  );
};
