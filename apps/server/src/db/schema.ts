import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<Record<string, unknown>, string, string>;

export interface FeedbackTable {
  id: Generated<string>;
  type: 'improvement' | 'issue' | 'suggestion';
  text: string;
  user_id: string | null;
  path: string | null;
  locale: string | null;
  created_at: Timestamp;
}

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

export interface PageViewsTable {
  id: Generated<string>;
  path: string;
  referrer: string | null;
  locale: string | null;
  session_id: string;
  user_id: string | null;
  created_at: Timestamp;
}

export interface AnalyticsEventsTable {
  id: Generated<string>;
  name: string;
  path: string | null;
  properties: Json;
  session_id: string;
  user_id: string | null;
  created_at: Timestamp;
}

export interface Database {
  feedback: FeedbackTable;
  contact_messages: ContactMessagesTable;
  enterprise_inquiries: EnterpriseInquiriesTable;
  page_views: PageViewsTable;
  analytics_events: AnalyticsEventsTable;
}
