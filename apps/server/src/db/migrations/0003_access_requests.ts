import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Access requests (/vip-beta, /teacher-access) and what deciding them grants, plus the audit of
 * every role change made from the admin area.
 */
export const migration0003AccessRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('access_requests')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('vip_beta', 'teacher')`))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'approved', 'declined')`),
      )
      .addColumn('note', 'text')
      .addColumn('school_name', 'text')
      .addColumn('subject', 'text')
      // The requester's interface language, so the decision email reads in it.
      .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
      .addColumn('decided_by', 'uuid', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('decision_note', 'text')
      .addColumn('decided_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    // One open request of each kind per person, even when two arrive at once.
    await sql`create unique index access_requests_one_open_idx on access_requests (user_id, kind) where status = 'pending'`.execute(db);
    await db.schema
      .createIndex('access_requests_kind_status_idx')
      .on('access_requests')
      .columns(['kind', 'status', 'created_at'])
      .execute();

    await db.schema
      .createTable('beta_access')
      .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('granted_by', 'uuid', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('granted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    // Emails are copied so the record stays readable after either account is deleted.
    await db.schema
      .createTable('role_changes')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('actor_id', 'uuid', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('actor_email', 'text', (c) => c.notNull())
      .addColumn('target_id', 'uuid', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('target_email', 'text', (c) => c.notNull())
      .addColumn('from_role', 'text', (c) => c.notNull())
      .addColumn('to_role', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('role_changes_created_idx').on('role_changes').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['role_changes', 'beta_access', 'access_requests']) await db.schema.dropTable(table).execute();
  },
};
