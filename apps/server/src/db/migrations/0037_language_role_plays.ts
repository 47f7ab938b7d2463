import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Language role-plays with a configured model (issue 29): which way a conversation attempt runs
 * (`model`, or `scripted` once the model failed), and each turn played with the model, stored
 * once per client key so a replayed turn is answered from here and never sent to the model again.
 */
export const migration0037LanguageRolePlays: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('language_role_plays')
      .addColumn('attempt_id', 'uuid', (c) => c.primaryKey().references('language_attempts.id').onDelete('cascade'))
      .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('model', 'scripted')`))
      .execute();
    await db.schema
      .createTable('language_role_play_turns')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('attempt_id', 'uuid', (c) => c.notNull().references('language_attempts.id').onDelete('cascade'))
      .addColumn('seq', 'serial', (c) => c.notNull())
      .addColumn('client_key', 'uuid', (c) => c.notNull())
      .addColumn('learner_text', 'text', (c) => c.notNull())
      .addColumn('partner_say', 'text', (c) => c.notNull())
      .addColumn('partner_translation', 'text', (c) => c.notNull())
      .addColumn('correction', 'text', (c) => c.notNull())
      .addColumn('goal_reached', 'boolean', (c) => c.notNull())
      .addColumn('played_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('language_role_play_turns_client_key', ['attempt_id', 'client_key'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('language_role_play_turns').execute();
    await db.schema.dropTable('language_role_plays').execute();
  },
};
