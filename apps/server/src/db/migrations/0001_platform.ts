import { sql, type Kysely, type Migration } from 'kysely';

export const migration0001Platform: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('feedback')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('improvement', 'issue', 'suggestion')`))
      .addColumn('text', 'text', (c) => c.notNull().check(sql`length(trim(text)) between 1 and 5000`))
      .addColumn('user_id', 'text')
      .addColumn('path', 'text')
      .addColumn('locale', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('feedback_created_at_idx').on('feedback').column('created_at').execute();

    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('locale', 'text')
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('new')
          .check(sql`status in ('new', 'answered', 'closed')`),
      )
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('enterprise_inquiries')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('organization', 'text', (c) => c.notNull())
      .addColumn('organization_type', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('seats', 'integer', (c) => c.notNull().check(sql`seats > 0`))
      .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('locale', 'text')
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('new')
          .check(sql`status in ('new', 'contacted', 'closed')`),
      )
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('page_views')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('referrer', 'text')
      .addColumn('locale', 'text')
      .addColumn('session_id', 'uuid', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('page_views_created_at_idx').on('page_views').column('created_at').execute();

    await db.schema
      .createTable('analytics_events')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('path', 'text')
      .addColumn('properties', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('session_id', 'uuid', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('analytics_events_name_created_at_idx').on('analytics_events').columns(['name', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['analytics_events', 'page_views', 'enterprise_inquiries', 'contact_messages', 'feedback']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
