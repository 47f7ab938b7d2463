// The tables the analytics module owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp, Json } from '../../db/column-types.js';

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

export interface AnalyticsTables {
  page_views: PageViewsTable;
  analytics_events: AnalyticsEventsTable;
}
