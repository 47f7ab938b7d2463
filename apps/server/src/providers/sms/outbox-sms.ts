import type { Db } from '../../db/database.js';
import type { SmsSender } from './sms.port.js';

/** Offline default: texts are stored beside outgoing email, and shown by the development mailbox. */
export function createOutboxSms(db: Db): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insertInto('outbox_messages').values({ channel: 'sms', recipient: message.to, subject: null, body: message.text }).execute();
    },
  };
}
