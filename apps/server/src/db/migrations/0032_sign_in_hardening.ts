import type { Kysely, Migration } from 'kysely';

/**
 * Counters the sign-in guards keep in PostgreSQL, so they hold under parallel requests and across
 * servers (security issue, items 9, 10 and 15):
 * - `account_rate_limits.subject_hash`: the account a counter is about (hashed identifier), so a
 *   password reset can end every lock on that account, whichever address the failures came from;
 * - `one_time_code_attempts`: guesses at one code sent by email or text message, counted before
 *   the code is checked, per better-auth identifier (sending a new code starts again at zero);
 * - `totp_last_steps`: the last authenticator time step accepted per user, so a code is used once.
 */
export const migration0032SignInHardening: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('account_rate_limits').addColumn('subject_hash', 'text').execute();
    await db.schema.createIndex('account_rate_limits_subject_idx').on('account_rate_limits').column('subject_hash').execute();
    await db.schema
      .createTable('one_time_code_attempts')
      .addColumn('identifier_hash', 'text', (c) => c.primaryKey())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('totp_last_steps')
      .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('step', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('totp_last_steps').execute();
    await db.schema.dropTable('one_time_code_attempts').execute();
    await db.schema.dropIndex('account_rate_limits_subject_idx').execute();
    await db.schema.alterTable('account_rate_limits').dropColumn('subject_hash').execute();
  },
};
