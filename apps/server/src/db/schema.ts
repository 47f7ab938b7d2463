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

export interface ProfilesTable {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  updated_at: Timestamp;
}

export interface UserAccessTable {
  user_id: string;
  access_type: Generated<'student' | 'teacher' | 'admin' | 'master'>;
  access_tier: string | null;
  access_expires_at: Date | null;
  updated_at: Timestamp;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  status: string;
  plan_type: string;
  current_period_end: Date | null;
  trial_end: Date | null;
  cancel_at_period_end: Generated<boolean>;
  billing_cycle: Generated<'monthly' | 'annual'>;
  created_at: Timestamp;
}

export interface OutboxMessagesTable {
  id: Generated<string>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Timestamp;
}

/** Per-account rate-limit counters (fixed windows); key_hash is a SHA-256 of action + account key. */
export interface AccountRateLimitsTable {
  action: string;
  key_hash: string;
  window_start: Timestamp;
  count: number;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export interface AccessRequestsTable {
  id: Generated<string>;
  user_id: string;
  kind: 'vip_beta' | 'teacher';
  status: Generated<'pending' | 'approved' | 'declined'>;
  note: string | null;
  school_name: string | null;
  subject: string | null;
  locale: Generated<string>;
  decided_by: string | null;
  decision_note: string | null;
  decided_at: Date | null;
  created_at: Timestamp;
}

export interface BetaAccessTable {
  user_id: string;
  granted_by: string | null;
  granted_at: Timestamp;
}

export interface RoleChangesTable {
  id: Generated<string>;
  actor_id: string | null;
  actor_email: string;
  target_id: string | null;
  target_email: string;
  from_role: 'student' | 'teacher' | 'admin' | 'master';
  to_role: 'student' | 'teacher' | 'admin' | 'master';
  created_at: Timestamp;
}

/** A child account under 13 (COPPA / GDPR-K): pending until a parent approves. */
export interface ChildAccountsTable {
  user_id: string;
  status: Generated<'pending' | 'active'>;
  /** 'YYYY-MM': all the age rule needs. */
  birth_year_month: string;
  parent_email: string;
  parent_user_id: string | null;
  /** SHA-256 of the emailed consent token; null once a decision is made. */
  consent_token_hash: string | null;
  consent_expires_at: Date;
  approved_at: Date | null;
  last_sign_in_at: Date | null;
  created_at: Timestamp;
}

/** Sign-up and resend attempts, per client address or hashed account, for rate limits. */
export interface SignupAttemptsTable {
  id: Generated<string>;
  action: 'signup' | 'resend';
  key: string;
  created_at: Timestamp;
}

/** better-auth's user table, read by our queries (its columns are camelCase). */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Added by the two-factor plugin. */
  twoFactorEnabled: boolean | null;
  /** Added by the phone-number plugin (international format). */
  phoneNumber: string | null;
  phoneNumberVerified: boolean | null;
  /** Added by the username plugin (lower-case; children sign in with it). */
  username: string | null;
  displayUsername: string | null;
}

/** better-auth's sign-in methods of a user: 'credential' (password) or an OAuth provider id. */
export interface AccountTable {
  id: string;
  userId: string;
  providerId: string;
  accountId: string;
  password: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface TrainingAttemptsTable {
  id: Generated<string>;
  user_id: string;
  task_id: string;
  level: number | null;
  client_submission_id: string;
  started_at: Timestamp;
  finished_at: Timestamp;
  trial_count: number;
  accuracy: number;
  primary_measure: string;
  higher_is_better: boolean;
  measures: ColumnType<Record<string, number | null>, string, string>;
  performance_index: number;
  created_at: Timestamp;
}

export interface TrainingTrialsTable {
  attempt_id: string;
  position: number;
  stimulus: string;
  response: string | null;
  rt_ms: number | null;
  onset_ms: number;
  correct: boolean;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  profiles: ProfilesTable;
  user_access: UserAccessTable;
  subscriptions: SubscriptionsTable;
  outbox_messages: OutboxMessagesTable;
  server_secrets: ServerSecretsTable;
  child_accounts: ChildAccountsTable;
  signup_attempts: SignupAttemptsTable;
  account_rate_limits: AccountRateLimitsTable;
  feedback: FeedbackTable;
  contact_messages: ContactMessagesTable;
  enterprise_inquiries: EnterpriseInquiriesTable;
  page_views: PageViewsTable;
  analytics_events: AnalyticsEventsTable;
  access_requests: AccessRequestsTable;
  beta_access: BetaAccessTable;
  role_changes: RoleChangesTable;
  training_attempts: TrainingAttemptsTable;
  training_trials: TrainingTrialsTable;
}
