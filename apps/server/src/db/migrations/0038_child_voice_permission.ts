import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A parent's permission for voice features on a child's account (issue 30, decision 0110).
 * - `child_accounts.voice_allowed`: off until a parent turns it on, at consent or later.
 * - `child_voice_changes`: every change, who made it and when; it goes with the child's account.
 * - `child_accounts` now signals `bb_access_changed` (migration 0028): GET /api/me tells a child
 *   whether voice is on, and a server must not keep the old answer once the parent changed it.
 */
export const migration0038ChildVoicePermission: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('child_accounts')
      .addColumn('voice_allowed', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema
      .createTable('child_voice_changes')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('child_user_id', 'uuid', (c) => c.notNull().references('child_accounts.user_id').onDelete('cascade'))
      .addColumn('changed_by', 'uuid', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('allowed', 'boolean', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('consent', 'children_page')`))
      .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('child_voice_changes_child_idx')
      .on('child_voice_changes')
      .columns(['child_user_id', 'changed_at'])
      .execute();
    await db.schema.createIndex('child_voice_changes_changed_by_idx').on('child_voice_changes').column('changed_by').execute();
    await sql`
      create trigger child_accounts_access_changed after insert or update or delete on child_accounts
      for each row execute function notify_access_changed('user_id')`.execute(db);
    await sql`
      create trigger child_accounts_access_cleared after truncate on child_accounts
      for each statement execute function notify_access_cleared()`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop trigger child_accounts_access_cleared on child_accounts`.execute(db);
    await sql`drop trigger child_accounts_access_changed on child_accounts`.execute(db);
    await db.schema.dropTable('child_voice_changes').execute();
    await db.schema.alterTable('child_accounts').dropColumn('voice_allowed').execute();
  },
};
