// The tables the contact module owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

export interface ContactMessagesTable {
  id: Generated<string>;
  reference: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  locale: string | null;
  status: Generated<'new' | 'answered' | 'closed'>;
  created_at: Timestamp;
}

export interface EnterpriseInquiriesTable {
  id: Generated<string>;
  reference: string;
  name: string;
  email: string;
  organization: string;
  organization_type: string;
  role: string;
  seats: number;
  country: string;
  message: string;
  locale: string | null;
  status: Generated<'new' | 'contacted' | 'closed'>;
  created_at: Timestamp;
}

export interface ContactTables {
  contact_messages: ContactMessagesTable;
  enterprise_inquiries: EnterpriseInquiriesTable;
}
