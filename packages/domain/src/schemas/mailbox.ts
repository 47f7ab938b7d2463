import { z } from 'zod';

/** GET /api/dev/mailbox (outside production only): the outbox, newest first. */
export const mailboxQuerySchema = z.object({ recipient: z.string().max(320).optional() });

export const mailboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

export const mailboxSchema = z.object({ messages: z.array(mailboxMessageSchema) });
export type Mailbox = z.infer<typeof mailboxSchema>;

/** An email or text sent to the person's address, in "export my data" (GET /api/account/export): no body. */
export const exportedOutboxMessageSchema = z.object({ channel: z.string(), subject: z.string().nullable(), created_at: z.string() });
