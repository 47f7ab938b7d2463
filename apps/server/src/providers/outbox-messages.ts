import type { Db } from '../db/database.js';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Reading back what the mail and text outboxes stored instead of sending (the development mailbox shows it). */
export function createOutboxMessages(db: Db) {
  return {
    /** The newest outbox messages, optionally only those whose recipient contains `recipient`. */
    listNewest(recipient: string | undefined, limit = 200) {
      let query = db
        .selectFrom('outbox_messages')
        .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit);
      if (recipient?.trim()) query = query.where('recipient', 'ilike', `%${escapeLike(recipient.trim())}%`);
      return query.execute();
    },
  };
}

export type OutboxMessages = ReturnType<typeof createOutboxMessages>;
