import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The voice translator's saved transcripts (issue 30): kept only when the user saves one, owned by
 * them and deleted with their account. A transcript's turns are stored with it as JSON: they are
 * written once, read whole and never queried one by one.
 */
export const migration0040TranslatorTranscripts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('translator_transcripts')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('turns', 'jsonb', (c) => c.notNull())
      .addColumn('turn_count', 'integer', (c) => c.notNull())
      .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('translator_transcripts_user').on('translator_transcripts').columns(['user_id', 'saved_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('translator_transcripts').execute();
  },
};
