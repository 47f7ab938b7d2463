import { sql } from 'kysely';
import type { Locale } from '@brainboost/domain/i18n/locales';
import type { Db } from '../../db/database.js';
import { cjkIndexText, cjkQueryPairs, cjkQueryText } from './cjk-search-text.js';
import type { KnowledgeLibrary } from './knowledge-hub.loader.js';

/**
 * PostgreSQL's text-search configuration per language: stemming where it has one. Chinese and
 * Cantonese use `simple` on text first cut into character pairs (cjk-search-text.ts).
 */
export const searchConfigs: Record<Locale, string> = {
  en: 'english',
  es: 'spanish',
  fr: 'french',
  it: 'italian',
  'zh-Hans': 'simple',
  'zh-Hant': 'simple',
  yue: 'simple',
};
const segmented = new Set<Locale>(['zh-Hans', 'zh-Hant', 'yue']);

/** The text of an article PostgreSQL turns into search terms: Chinese is segmented here, other languages as written. */
const indexText = (text: string, locale: Locale) => (segmented.has(locale) ? cjkIndexText(text) : text);

/**
 * Changes whenever the way text is turned into search terms changes, so the index is rebuilt
 * even when the articles are not (it is stored with the content hash).
 */
const indexFormat = 'cjk-pairs-1';

export type PassageHit = {
  slug: string;
  locale: string;
  subject: string;
  title: string;
  position: number;
  body: string;
  rank: number;
  paragraphWeight: number;
  articleWeight: number;
  totalWeight: number;
};

export function createKnowledgeHubRepository(db: Db) {
  /** The text of a question PostgreSQL turns into search terms; for Chinese, segmented with the pairs the articles in `locale` use. */
  async function queryText(question: string, locale: Locale): Promise<string> {
    if (!segmented.has(locale)) return question;
    const pairs = [...new Set(cjkQueryPairs(question))];
    const known = pairs.length
      ? await sql<{ term: string }>`
          select t as term from unnest(${pairs}::text[]) as t
          where exists (select 1 from knowledge_passages p where p.locale = ${locale} and p.search @@ quote_literal(t)::tsquery)`.execute(
          db,
        )
      : { rows: [] };
    return cjkQueryText(question, new Set(known.rows.map((r) => r.term)));
  }

  return {
    /**
     * Rebuilds the index from the library unless it already holds this version of it. Runs in one
     * transaction under an advisory lock, so servers starting together index once and never twice.
     */
    async index(library: KnowledgeLibrary): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext('knowledge_passages'))`.execute(trx);
        const contentHash = `${library.hash}/${indexFormat}`;
        const current = await trx.selectFrom('knowledge_passages').select('content_hash').limit(1).executeTakeFirst();
        if (current?.content_hash === contentHash) return false;
        await trx.deleteFrom('knowledge_passages').execute();
        // One statement per language rather than per article: with the Chinese translations there
        // are over 600 paragraphs, and PGlite pays for every statement.
        const rows = [...library.articles.values()].flatMap((byLocale) =>
          [...byLocale.values()].flatMap((article) => {
            const locale = article.locale as Locale;
            const config = searchConfigs[locale];
            const title = indexText(article.title, locale);
            return article.paragraphs.map((body, position) => ({
              slug: article.slug,
              locale: article.locale,
              subject: article.subject,
              title: article.title,
              position,
              body,
              config: sql<string>`${config}::regconfig`,
              // The title weighs more than the text (weight A against D).
              search: sql<string>`setweight(to_tsvector(${config}::regconfig, ${title}), 'A') || to_tsvector(${config}::regconfig, ${indexText(body, locale)})`,
              content_hash: contentHash,
            }));
          }),
        );
        for (const locale of new Set(rows.map((r) => r.locale))) {
          await trx
            .insertInto('knowledge_passages')
            .values(rows.filter((r) => r.locale === locale))
            .execute();
        }
        return true;
      });
    },

    /**
     * Paragraphs in `locale` sharing at least one word stem with the question, from the articles
     * that cover the question best. Each stem of the question weighs by how rare it is among the
     * articles (inverse document frequency; a stem found in none weighs most), so
     * `articleWeight / totalWeight` says how much of the question an article covers, common words
     * counting for little, and `paragraphWeight` how much one paragraph does.
     */
    async search(question: string, locale: Locale, limit = 12): Promise<PassageHit[]> {
      const config = searchConfigs[locale];
      const terms = await queryText(question, locale);
      const result = await sql<PassageHit>`
        with q as (select distinct unnest(tsvector_to_array(to_tsvector(${config}::regconfig, ${terms}))) as lexeme),
        n as (select count(distinct slug)::float8 as n from knowledge_passages where locale = ${locale}),
        w as (
          select q.lexeme, quote_literal(q.lexeme)::tsquery as query,
            ln((n.n + 1) / ((select count(distinct p.slug) from knowledge_passages p where p.locale = ${locale} and p.search @@ quote_literal(q.lexeme)::tsquery) + 0.5)) as weight
          from q cross join n
        ),
        anyterm as (select string_agg(quote_literal(lexeme), ' | ')::tsquery as query from q),
        hits as (
          select p.slug, p.locale, p.subject, p.title, p.position, p.body, p.search,
            ts_rank(p.search, anyterm.query)::float8 as rank,
            (select coalesce(sum(w.weight), 0) from w where p.search @@ w.query)::float8 as paragraph_weight
          from knowledge_passages p cross join anyterm
          where p.locale = ${locale} and anyterm.query is not null and p.search @@ anyterm.query
        ),
        articles as (
          select a.slug, (select coalesce(sum(w.weight), 0) from w where exists (select 1 from hits h where h.slug = a.slug and h.search @@ w.query))::float8 as article_weight
          from (select distinct slug from hits) a
        )
        select h.slug, h.locale, h.subject, h.title, h.position, h.body, h.rank,
          h.paragraph_weight as "paragraphWeight", a.article_weight as "articleWeight",
          (select coalesce(sum(weight), 0) from w)::float8 as "totalWeight"
        from hits h join articles a on a.slug = h.slug
        order by a.article_weight desc, h.paragraph_weight desc, h.rank desc, h.slug, h.position
        limit ${limit}`.execute(db);
      return result.rows.map((r) => ({
        ...r,
        rank: Number(r.rank),
        paragraphWeight: Number(r.paragraphWeight),
        articleWeight: Number(r.articleWeight),
        totalWeight: Number(r.totalWeight),
      }));
    },

    /** How many of the question's word stems each sentence contains (for extractive summaries). */
    async sentenceMatches(question: string, locale: Locale, sentences: string[]): Promise<number[]> {
      if (sentences.length === 0) return [];
      const config = searchConfigs[locale];
      const terms = await queryText(question, locale);
      const result = await sql<{ i: number; matches: number }>`
        with q as (select distinct quote_literal(lexeme)::tsquery as query from unnest(tsvector_to_array(to_tsvector(${config}::regconfig, ${terms}))) as lexeme)
        select s.i::int as i, (select count(*) from q where to_tsvector(${config}::regconfig, s.sentence) @@ q.query)::int as matches
        from unnest(${sentences.map((s) => indexText(s, locale))}::text[]) with ordinality as s(sentence, i)
        order by s.i`.execute(db);
      return result.rows.map((r) => Number(r.matches));
    },
  };
}

export type KnowledgeHubRepository = ReturnType<typeof createKnowledgeHubRepository>;
