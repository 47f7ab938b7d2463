import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Every write that can change who a request is or what it may use sends the user's id on the
 * `bb_access_changed` channel when its transaction commits (decision 0030): servers keep sessions
 * and access rows in memory and drop a user's entries on this signal, from any writer — a route,
 * a background job, another server, or someone at a psql prompt.
 * - Each table names the column holding the user id; an update moving a row to another user
 *   signals both users.
 * - A subscription also signals the active members of its owner's family group (they read the
 *   owner's family plan).
 * - Emptying a table (TRUNCATE fires no row triggers) signals `*`: forget everything.
 * PostgreSQL folds identical notifications of one transaction into one.
 */
const watched: { table: string; column: string }[] = [
  { table: 'user', column: 'id' },
  { table: 'session', column: 'userId' },
  { table: 'profiles', column: 'id' },
  { table: 'user_access', column: 'user_id' },
  { table: 'subscriptions', column: 'user_id' },
  { table: 'beta_access', column: 'user_id' },
  { table: 'billing_add_ons', column: 'user_id' },
  { table: 'billing_purchases', column: 'user_id' },
  { table: 'family_members', column: 'user_id' },
];

export const migration0028AccessChangeNotifications: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create function notify_access_changed() returns trigger language plpgsql as $$
      declare
        before_id text;
        after_id text;
      begin
        if tg_op <> 'INSERT' then before_id := to_jsonb(old) ->> tg_argv[0]; end if;
        if tg_op <> 'DELETE' then after_id := to_jsonb(new) ->> tg_argv[0]; end if;
        if before_id is not null then perform pg_notify('bb_access_changed', before_id); end if;
        if after_id is not null and after_id is distinct from before_id then perform pg_notify('bb_access_changed', after_id); end if;
        if tg_table_name = 'subscriptions' then
          perform pg_notify('bb_access_changed', f.user_id::text)
          from family_members f
          where f.owner_user_id in (before_id::uuid, after_id::uuid) and f.user_id is not null;
        end if;
        return null;
      end
      $$`.execute(db);
    await sql`
      create function notify_access_cleared() returns trigger language plpgsql as $$
      begin
        perform pg_notify('bb_access_changed', '*');
        return null;
      end
      $$`.execute(db);
    for (const { table, column } of watched) {
      await sql`
        create trigger ${sql.id(`${table}_access_changed`)} after insert or update or delete on ${sql.table(table)}
        for each row execute function notify_access_changed(${sql.lit(column)})`.execute(db);
      await sql`
        create trigger ${sql.id(`${table}_access_cleared`)} after truncate on ${sql.table(table)}
        for each statement execute function notify_access_cleared()`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    for (const { table } of watched) {
      await sql`drop trigger ${sql.id(`${table}_access_changed`)} on ${sql.table(table)}`.execute(db);
      await sql`drop trigger ${sql.id(`${table}_access_cleared`)} on ${sql.table(table)}`.execute(db);
    }
    await sql`drop function notify_access_changed()`.execute(db);
    await sql`drop function notify_access_cleared()`.execute(db);
  },
};
