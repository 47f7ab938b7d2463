import type { Db } from '../../db/database.js';
import type { Mailer } from './mail.port.js';

/** Offline default: messages are stored, and shown by the development mailbox. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db
        .insertInto('outbox_messages')
        .values({ channel: 'email', recipient: message.to, subject: message.subject, body: message.text })
        .execute();
    },
  };
}
