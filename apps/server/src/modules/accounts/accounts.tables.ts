// The tables the accounts module owns: no other module reads or writes them except through its service.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

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

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export interface OneTimeCodeAttemptsTable {
  identifier_hash: string;
  attempts: number;
}

export interface TotpLastStepsTable {
  user_id: string;
  step: string;
}

export interface AccountsTables {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  profiles: ProfilesTable;
  user_access: UserAccessTable;
  server_secrets: ServerSecretsTable;
  one_time_code_attempts: OneTimeCodeAttemptsTable;
  totp_last_steps: TotpLastStepsTable;
}
