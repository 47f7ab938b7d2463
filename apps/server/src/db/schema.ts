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
  subject_hash: string | null;
}

export interface OneTimeCodeAttemptsTable {
  identifier_hash: string;
  attempts: number;
}

export interface TotpLastStepsTable {
  user_id: string;
  step: string;
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

/** A password chosen at sign-up, waiting for its address to be proven from the same browser (0043). */
export interface SignupPendingPasswordsTable {
  id: Generated<string>;
  user_id: string;
  browser_key_hash: string;
  password_hash: string;
  full_name: string;
  created_at: Timestamp;
  expires_at: Date;
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

/** A completed work phase of the focus timer. */
export interface FocusSessionsTable {
  id: Generated<string>;
  user_id: string;
  client_id: string;
  started_at: Timestamp;
  ended_at: Timestamp;
  work_minutes: number;
  created_at: Timestamp;
}

/** A mood check-in: private to the learner and the linked parent of an under-13 account. */
export interface MoodCheckInsTable {
  id: Generated<string>;
  user_id: string;
  mood: number;
  feelings: string[];
  note: string | null;
  support: 'none' | 'reachOut' | 'crisis';
  created_at: Timestamp;
}

/** One day of the sleep and activity log. `sleep_hours` is numeric: PostgreSQL returns it as a string. */
export interface HealthLogsTable {
  user_id: string;
  log_date: ColumnType<Date | string, string, string>;
  sleep_hours: ColumnType<string | null, number | null, number | null>;
  active_minutes: number | null;
  updated_at: Timestamp;
}

/** Something a learner did, recorded by any area for achievements; counted once per (user, kind, source_id). */
export interface ActivityEventsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  source_id: string;
  occurred_at: Timestamp;
}

/** A badge awarded to a user, at most once. */
export interface AchievementsTable {
  user_id: string;
  badge_id: string;
  earned_at: Timestamp;
  created_at: Timestamp;
}

export interface BillingProductsTable {
  id: string;
  kind: 'plan' | 'add_on' | 'one_time';
  tier: 'basic' | 'premium' | 'ultimate' | null;
  max_members: number | null;
  sort_order: number;
  active: Generated<boolean>;
}

export interface BillingPricesTable {
  id: string;
  product_id: string;
  interval: 'monthly' | 'annual' | 'once';
  amount_cents: number;
  currency: Generated<string>;
  active: Generated<boolean>;
}

export interface BillingCustomersTable {
  user_id: string;
  trial_used_at: Date | null;
  /** The language the customer last paid in: later billing emails are written in it (migration 0034). */
  locale: string | null;
  created_at: Timestamp;
}

/** Trials taken, by a keyed hash of the email they were taken with; kept after the account is deleted (migration 0033). */
export interface BillingTrialMarksTable {
  key_hash: string;
  used_at: Generated<Date>;
}

export interface BillingCheckoutsTable {
  id: Generated<string>;
  user_id: string | null;
  /** A guest checkout: no user, the email the purchase is held against until claimed (migration 0013). */
  guest_email: string | null;
  guest_locale: string | null;
  price_id: string;
  amount_cents: number;
  currency: string;
  trial_days: Generated<number>;
  provider: string;
  provider_session_id: string | null;
  idempotency_key: string;
  /** A plan checkout: at most one of a user open or processing at a time (migration 0033). */
  is_plan: Generated<boolean>;
  status: Generated<'open' | 'processing' | 'completed' | 'failed' | 'canceled'>;
  failure: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The provider's view of a subscription; each change is mirrored into `subscriptions` (what access reads). */
export interface BillingSubscriptionsTable {
  id: Generated<string>;
  /** Null while a guest purchase is unclaimed (then `guest_email` holds it and there is no access row). */
  user_id: string | null;
  subscription_id: string | null;
  guest_email: string | null;
  provider: string;
  provider_subscription_id: string;
  price_id: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  current_period_start: Date | null;
  current_period_end: Date | null;
  trial_end: Date | null;
  cancel_at_period_end: Generated<boolean>;
  state_at: Timestamp;
  created_at: Timestamp;
}

export interface BillingInvoicesTable {
  id: Generated<string>;
  user_id: string | null;
  guest_email: string | null;
  provider: string;
  provider_invoice_id: string;
  number: string;
  provider_subscription_id: string | null;
  price_id: string | null;
  reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'one_time';
  status: 'paid' | 'failed';
  amount_cents: number;
  currency: string;
  state_at: Timestamp;
  created_at: Timestamp;
}

/** A billing email under a unique key (migration 0034): sent once, retried while unsent. */
export interface BillingNoticesTable {
  id: Generated<string>;
  key: string;
  kind: string;
  /** An account's notice goes to its current email; a guest's to `email`. */
  user_id: string | null;
  email: string | null;
  locale: string | null;
  data: Json;
  created_at: Timestamp;
  sent_at: Date | null;
}

/** Every verified provider event, unique by provider and event id: a replay inserts nothing. */
export interface BillingEventsTable {
  id: Generated<string>;
  provider: string;
  event_id: string;
  type: string;
  occurred_at: Timestamp;
  payload: Json;
  received_at: Timestamp;
}

export interface SandboxSessionsTable {
  id: string;
  idempotency_key: string;
  customer_ref: string;
  client_reference: string;
  price_id: string;
  interval: string;
  amount_cents: number;
  currency: string;
  trial_days: number;
  success_url: string;
  cancel_url: string;
  status: Generated<string>;
  failure: string | null;
  card: string | null;
  created_at: Timestamp;
}

export interface SandboxSubscriptionsTable {
  id: string;
  session_id: string;
  customer_ref: string;
  client_reference: string;
  price_id: string;
  interval: string;
  amount_cents: number;
  currency: string;
  status: string;
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  trial_end: Date | null;
  cancel_at_period_end: Generated<boolean>;
  card: string;
  card_last4: string | null;
  credit_cents: Generated<number>;
  open_invoice_id: string | null;
  retry_count: Generated<number>;
  next_retry_at: Date | null;
}

export interface SandboxRequestsTable {
  idempotency_key: string;
  response: Json;
}

export interface SandboxEventsTable {
  id: string;
  seq: Generated<string>;
  body: string;
  deliver_after: Timestamp;
  delivered_at: Date | null;
  attempts: Generated<number>;
}

export interface TutorConversationsTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TutorMessagesTable {
  id: Generated<string>;
  conversation_id: string;
  role: 'student' | 'tutor';
  text: string;
  grade_band: 'elementary' | 'middle' | 'high';
  answer: ColumnType<unknown, string | null, string | null> | null;
  flagged: Generated<boolean>;
  concern: string | null;
  created_at: Timestamp;
}

export interface TutorDailyUsageTable {
  user_id: string;
  day: ColumnType<string, string, string>;
  questions: Generated<number>;
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
  grade_band: ColumnType<'elementary' | 'middle' | 'high' | null, 'elementary' | 'middle' | 'high' | null | undefined, never>;
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

export interface ProgrammeEnrolmentsTable {
  id: Generated<string>;
  user_id: string;
  programme_id: string;
  kind: 'training' | 'baseline';
  status: 'active' | 'paused' | 'completed' | 'left';
  utc_offset_minutes: number;
  enrolled_at: Timestamp;
  ended_at: Timestamp | null;
}

export interface ProgrammePausesTable {
  id: Generated<string>;
  enrolment_id: string;
  paused_at: Timestamp;
  resumed_at: Timestamp | null;
}

export interface WorksheetsTable {
  id: Generated<string>;
  user_id: string;
  storage_key: string;
  media_type: string;
  byte_size: number;
  pages: number;
  language: string;
  grade_band: 'elementary' | 'middle' | 'high';
  stage: 'reading' | 'ready' | 'solving' | 'failed';
  progress_done: Generated<number>;
  progress_total: Generated<number>;
  text: Generated<string>;
  read_method: string | null;
  failure: string | null;
  conversation_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface WorksheetProblemsTable {
  id: Generated<string>;
  worksheet_id: string;
  position: number;
  label: string;
  text: string;
  recognised_text: string;
  status: Generated<'new' | 'queued' | 'solved' | 'failed'>;
  answer: ColumnType<unknown, string | null, string | null> | null;
  updated_at: Generated<Date>;
}

export interface WorksheetJobsTable {
  id: Generated<string>;
  worksheet_id: string;
  kind: 'read' | 'solve';
  run_at: Timestamp;
  lease_token: string | null;
  leased_by: string | null;
  lease_until: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
}

/** A stored worksheet file to delete, queued by a trigger when its worksheet row is deleted (migration 0027). */
export interface WorksheetFileDeletionsTable {
  storage_key: string;
  queued_at: Generated<Date>;
  attempts: Generated<number>;
  last_attempt_at: Date | null;
  last_error: string | null;
}

export interface WorksheetMonthlyUsageTable {
  user_id: string;
  month: ColumnType<string, string, string>;
  uploads: Generated<number>;
}

/** A guest purchase waiting for an account: one-time link sent to the email (migration 0013). */
export interface BillingClaimsTable {
  id: Generated<string>;
  billing_subscription_id: string;
  email: string;
  token_hash: string;
  expires_at: Timestamp;
  claimed_by: string | null;
  claimed_at: Date | null;
  created_at: Timestamp;
}

/** Members of a family plan owner's group, invited by email; active once the invitee accepts. */
export interface FamilyMembersTable {
  id: Generated<string>;
  owner_user_id: string;
  email: string;
  user_id: string | null;
  status: 'pending' | 'active';
  token_hash: string | null;
  token_expires_at: Date | null;
  invited_at: Timestamp;
  accepted_at: Date | null;
}

/** The sandbox's hosted "update card" sessions. */
export interface SandboxSetupSessionsTable {
  id: string;
  idempotency_key: string;
  subscription_id: string;
  return_url: string;
  status: Generated<string>;
}

export interface RecallCardsTable {
  id: Generated<string>;
  user_id: string;
  front: string;
  back: string;
  source: 'own' | 'starter';
  box: Generated<number>;
  due_at: Timestamp;
  last_reviewed_at: Timestamp | null;
  reviews: Generated<number>;
  created_at: Timestamp;
}

/** One paragraph of a knowledge-hub article in one language (`search` is a tsvector, `config` a regconfig). */
export interface KnowledgePassagesTable {
  id: Generated<number>;
  slug: string;
  locale: string;
  subject: string;
  title: string;
  position: number;
  body: string;
  config: string;
  search: string;
  content_hash: string;
}

/** Tutor bot tests (migration 0018). */
export interface BotTestCasesTable {
  id: Generated<string>;
  prompt: string;
  grade_band: 'elementary' | 'middle' | 'high';
  subject: string;
  expectation: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface BotTestSchedulesTable {
  id: Generated<string>;
  name: string;
  cron: string;
  enabled: boolean;
  next_run_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface BotTestRunsTable {
  id: Generated<string>;
  trigger: 'manual' | 'scheduled';
  schedule_id: string | null;
  due_at: Date | null;
  provider: string;
  status: 'running' | 'finished';
  total: number;
  passed: Generated<number>;
  failed: Generated<number>;
  started_at: Date;
  finished_at: Date | null;
}

export interface BotTestResultsTable {
  id: Generated<string>;
  run_id: string;
  case_id: string | null;
  position: number;
  prompt: string;
  grade_band: 'elementary' | 'middle' | 'high';
  expectation: ColumnType<unknown, string, string>;
  passed: boolean;
  failure: string | null;
  latency_ms: number;
  output: ColumnType<unknown, string | null, string | null>;
}

/** The PayPal product made for one of our catalog products (migration 0020). */
export interface PaypalProductsTable {
  product_id: string;
  paypal_product_id: string;
  created_at: Generated<Date>;
}

/** The PayPal billing plan made for one catalog price, trial length and amount (migration 0020). */
export interface PaypalPlansTable {
  paypal_plan_id: string;
  plan_key: string;
  price_id: string;
  interval: 'monthly' | 'annual';
  trial_days: number;
  amount_cents: number;
  currency: string;
  created_at: Generated<Date>;
}

/** A PayPal subscription set to end at its period end: suspended now, cancelled at PayPal then (migration 0020). */
export interface PaypalCancellationsTable {
  paypal_subscription_id: string;
  period_end: Date;
  trial_end: Date | null;
  requested_at: Generated<Date>;
  canceled_at: Date | null;
}

export interface SquarePlanVariationsTable {
  id: Generated<string>;
  price_id: string;
  amount_cents: number;
  currency: string;
  trial_days: number;
  square_plan_id: string;
  square_variation_id: string;
  created_at: Timestamp;
}

export interface SquarePaymentLinksTable {
  payment_link_id: string;
  order_id: string;
  checkout_ref: string;
  customer_ref: string;
  price_id: string;
  square_customer_id: string | null;
  first_invoice_id: string | null;
  created_at: Timestamp;
}

/** The crypto provider's ledger: one charge per idempotency key, and when each was confirmed (decision 0022). */
export interface CryptoChargesTable {
  idempotency_key: string;
  checkout_ref: string;
  customer_ref: string;
  price_id: string;
  interval: 'monthly' | 'annual' | 'once';
  amount_cents: number;
  currency: string;
  claimed_at: Generated<Date>;
  charge_id: string | null;
  charge_code: string | null;
  hosted_url: string | null;
  confirmed_at: Date | null;
  created_at: Generated<Date>;
}

/** An extra line of a checkout of several items (migration 0023); the first line is the checkout's own price. */
export interface BillingCheckoutItemsTable {
  checkout_id: string;
  position: number;
  price_id: string;
  amount_cents: number;
  currency: string;
}

/** A recurring add-on as the provider's verified events describe it; bundled ones ride on the plan's subscription. */
export interface BillingAddOnsTable {
  id: Generated<string>;
  user_id: string;
  product_id: string;
  price_id: string;
  provider: string;
  provider_subscription_id: string;
  bundled: boolean;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  current_period_end: Date | null;
  cancel_at_period_end: Generated<boolean>;
  state_at: Timestamp;
  created_at: Timestamp;
}

/** A one-time product paid for (a pass runs until `valid_until`). */
export interface BillingPurchasesTable {
  id: Generated<string>;
  user_id: string;
  product_id: string;
  price_id: string;
  checkout_id: string;
  amount_cents: number;
  currency: string;
  purchased_at: Timestamp;
  valid_until: Date | null;
}

/** The sandbox provider's record of a session's extra lines. */
export interface SandboxSessionItemsTable {
  session_id: string;
  position: number;
  price_id: string;
  interval: string;
  amount_cents: number;
}

export interface DonationsTable {
  id: Generated<string>;
  checkout_id: string;
  user_id: string | null;
  email: string;
  locale: string | null;
  amount_cents: number;
  currency: string;
  interval: 'once' | 'monthly';
  status: Generated<'pending' | 'paid' | 'active' | 'failed' | 'canceled' | 'ended'>;
  failure: string | null;
  provider: string;
  provider_subscription_id: string | null;
  current_period_end: Timestamp | null;
  cancel_at_period_end: Generated<boolean>;
  state_at: Timestamp | null;
  created_at: Timestamp;
}

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

/** Class join codes a teacher hands out (migration 0026). */
export interface ClassCodesTable {
  id: Generated<string>;
  teacher_id: string;
  code: string;
  created_at: Timestamp;
  expires_at: Date;
  revoked_at: Date | null;
}

/** A teacher's student; only `active` links show the teacher the student's tutor chats. */
export interface TeacherStudentsTable {
  teacher_id: string;
  student_id: string;
  class_code_id: string | null;
  status: 'pending_parent' | 'active';
  created_at: Timestamp;
  approved_at: Date | null;
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
  signup_pending_passwords: SignupPendingPasswordsTable;
  account_rate_limits: AccountRateLimitsTable;
  one_time_code_attempts: OneTimeCodeAttemptsTable;
  totp_last_steps: TotpLastStepsTable;
  feedback: FeedbackTable;
  contact_messages: ContactMessagesTable;
  enterprise_inquiries: EnterpriseInquiriesTable;
  page_views: PageViewsTable;
  analytics_events: AnalyticsEventsTable;
  access_requests: AccessRequestsTable;
  beta_access: BetaAccessTable;
  role_changes: RoleChangesTable;
  focus_sessions: FocusSessionsTable;
  mood_check_ins: MoodCheckInsTable;
  health_logs: HealthLogsTable;
  activity_events: ActivityEventsTable;
  achievements: AchievementsTable;
  billing_products: BillingProductsTable;
  billing_prices: BillingPricesTable;
  billing_customers: BillingCustomersTable;
  billing_checkouts: BillingCheckoutsTable;
  billing_trial_marks: BillingTrialMarksTable;
  billing_subscriptions: BillingSubscriptionsTable;
  billing_invoices: BillingInvoicesTable;
  billing_events: BillingEventsTable;
  billing_notices: BillingNoticesTable;
  sandbox_sessions: SandboxSessionsTable;
  sandbox_subscriptions: SandboxSubscriptionsTable;
  sandbox_requests: SandboxRequestsTable;
  sandbox_events: SandboxEventsTable;
  tutor_conversations: TutorConversationsTable;
  tutor_messages: TutorMessagesTable;
  tutor_daily_usage: TutorDailyUsageTable;
  training_attempts: TrainingAttemptsTable;
  training_trials: TrainingTrialsTable;
  programme_enrolments: ProgrammeEnrolmentsTable;
  programme_pauses: ProgrammePausesTable;
  worksheets: WorksheetsTable;
  worksheet_problems: WorksheetProblemsTable;
  worksheet_monthly_usage: WorksheetMonthlyUsageTable;
  worksheet_jobs: WorksheetJobsTable;
  worksheet_file_deletions: WorksheetFileDeletionsTable;
  billing_claims: BillingClaimsTable;
  family_members: FamilyMembersTable;
  sandbox_setup_sessions: SandboxSetupSessionsTable;
  recall_cards: RecallCardsTable;
  knowledge_passages: KnowledgePassagesTable;
  bot_test_cases: BotTestCasesTable;
  bot_test_schedules: BotTestSchedulesTable;
  bot_test_runs: BotTestRunsTable;
  bot_test_results: BotTestResultsTable;
  paypal_products: PaypalProductsTable;
  paypal_plans: PaypalPlansTable;
  paypal_cancellations: PaypalCancellationsTable;
  square_plan_variations: SquarePlanVariationsTable;
  square_payment_links: SquarePaymentLinksTable;
  crypto_charges: CryptoChargesTable;
  billing_checkout_items: BillingCheckoutItemsTable;
  billing_add_ons: BillingAddOnsTable;
  billing_purchases: BillingPurchasesTable;
  sandbox_session_items: SandboxSessionItemsTable;
  donations: DonationsTable;
  enterprise_plan_requests: EnterprisePlanRequestsTable;
  class_codes: ClassCodesTable;
  teacher_students: TeacherStudentsTable;
}
