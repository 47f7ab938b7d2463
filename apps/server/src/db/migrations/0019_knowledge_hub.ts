import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The knowledge hub's search index: one row per paragraph of an article in one language, with a
 * tsvector built with that language's text-search configuration (english, spanish, french,
 * italian; `simple` for Chinese and Cantonese, which PostgreSQL does not stem). The rows are
 * rebuilt from `content/knowledge-hub/` at start-up whenever the content changes
 * (modules/tutor/knowledge-hub.repository.ts); the builtin tutor answers from them.
 */
export const migration0019KnowledgeHub: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('knowledge_passages')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('config', sql`regconfig`, (c) => c.notNull())
      .addColumn('search', sql`tsvector`, (c) => c.notNull())
      /** A hash of the whole indexed content, so an unchanged library is not re-indexed. */
      .addColumn('content_hash', 'text', (c) => c.notNull())
      .addUniqueConstraint('knowledge_passages_slug_locale_position_key', ['slug', 'locale', 'position'])
      .execute();
    await sql`create index knowledge_passages_search_idx on knowledge_passages using gin (search)`.execute(db);
    await db.schema.createIndex('knowledge_passages_locale_idx').on('knowledge_passages').column('locale').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('knowledge_passages').execute();
  },
};
