// The tables the outbox code owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp } from '../db/column-types.js';

export interface OutboxMessagesTable {
  id: Generated<string>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Timestamp;
}

export interface OutboxTables {
  outbox_messages: OutboxMessagesTable;
}
