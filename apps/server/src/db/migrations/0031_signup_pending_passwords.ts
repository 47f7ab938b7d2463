import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Passwords chosen at sign-up for an address not yet proven (docs/decisions/0043). Each sign-up
 * keeps its own row, bound to a key held by the browser that made it; proving the address
 * activates at most the row of the browser that proves it, and every row of the account goes.
 */
export const migration0031SignupPendingPasswords: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('signup_pending_passwords')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('browser_key_hash', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('signup_pending_passwords_user_idx').on('signup_pending_passwords').column('user_id').execute();
    await db.schema.createIndex('signup_pending_passwords_expires_idx').on('signup_pending_passwords').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('signup_pending_passwords').execute();
  },
};
