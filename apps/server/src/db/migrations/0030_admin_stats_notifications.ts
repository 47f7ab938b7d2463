import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Every statement that can change what the admin stats count (users, their roles, subscriptions,
 * access requests) sends an empty notification on `bb_admin_stats_changed` when its transaction
 * commits: servers keep the stats in memory until then (decision 0059). One notification per
 * statement, not per row; PostgreSQL folds identical ones of a transaction into one.
 */
const counted = ['user', 'user_access', 'subscriptions', 'access_requests'] as const;

export const migration0030AdminStatsNotifications: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create function notify_admin_stats_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('bb_admin_stats_changed', '');
        return null;
      end
      $$`.execute(db);
    for (const table of counted) {
      await sql`
        create trigger ${sql.id(`${table}_admin_stats_changed`)} after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function notify_admin_stats_changed()`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of counted) await sql`drop trigger ${sql.id(`${table}_admin_stats_changed`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function notify_admin_stats_changed()`.execute(db);
  },
};
