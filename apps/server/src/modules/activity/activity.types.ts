import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Db } from '../../db/database.js';

/** Where a write happens: the database, or the transaction of the thing that produced the event. */
export type DbOrTransaction = Db | Transaction<Database>;

/** Something a learner did; `sourceId` makes it count once (a focus session's id, a logged day). */
export type ActivityEventInput = { userId: string; kind: string; sourceId: string; occurredAt?: Date };

/** Records an event inside the caller's transaction, with whatever follows from it (badges earned). */
export type RecordActivity = (trx: Transaction<Database>, event: ActivityEventInput) => Promise<void>;
