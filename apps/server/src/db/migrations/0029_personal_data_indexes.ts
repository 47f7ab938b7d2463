import type { Kysely, Migration } from 'kysely';

/**
 * Indexes on the columns that find one person's rows in the tables that had none: exporting an
 * account, deleting it and deleting an expired child account read or change these by user id or
 * email, and without an index each did so by reading the whole table (analytics and page views
 * grow with every visit).
 */
const personalColumns = [
  { table: 'feedback', column: 'user_id' },
  { table: 'page_views', column: 'user_id' },
  { table: 'analytics_events', column: 'user_id' },
  { table: 'contact_messages', column: 'email' },
  { table: 'enterprise_inquiries', column: 'email' },
] as const;

export const migration0029PersonalDataIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    for (const { table, column } of personalColumns)
      await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const { table, column } of personalColumns) await db.schema.dropIndex(`${table}_${column}_idx`).execute();
  },
};
