// The tables the enterprise-plan module owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

export interface EnterprisePlanRequestsTable {
  id: Generated<string>;
  reference: string;
  contact_name: string;
  email: string;
  organization: string;
  seats: number;
  grade_bands: string[];
  billing_cycle: 'monthly' | 'annual';
  message: string;
  list_per_seat_cents: number;
  per_seat_cents: number;
  discount_percent: number;
  estimate_cents: number;
  currency: string;
  locale: string | null;
  created_at: Timestamp;
}

export interface EnterprisePlanTables {
  enterprise_plan_requests: EnterprisePlanRequestsTable;
}
