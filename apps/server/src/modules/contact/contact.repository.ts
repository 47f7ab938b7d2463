import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ContactMessagesTable, EnterpriseInquiriesTable } from './contact.tables.js';

export function createContactRepository(db: Db) {
  return {
    insertMessage(row: Insertable<ContactMessagesTable>) {
      return db.insertInto('contact_messages').values(row).returning(['id', 'reference', 'created_at']).executeTakeFirstOrThrow();
    },
    insertEnterpriseInquiry(row: Insertable<EnterpriseInquiriesTable>) {
      return db.insertInto('enterprise_inquiries').values(row).returning(['id', 'reference', 'created_at']).executeTakeFirstOrThrow();
    },
  };
}
