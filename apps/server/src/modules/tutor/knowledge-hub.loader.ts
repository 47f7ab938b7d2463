import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { supportedLocales, type Locale } from '@brainboost/domain/i18n/locales';
import type { KnowledgeArticle } from '@brainboost/domain/schemas/knowledge-hub';
import { knowledgeSubjects } from '@brainboost/domain/schemas/tutor';

const frontMatterSchema = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  subject: z.enum(knowledgeSubjects),
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/** Articles by slug, then by the languages they are written in (English always). */
export type KnowledgeLibrary = { articles: Map<string, Map<Locale, KnowledgeArticle>>; hash: string };

function parse(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source.replace(/^\uFEFF/, ''));
  if (!match) throw new Error('missing front matter');
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const m = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line.trim());
    if (m?.[1]) data[m[1]] = m[2] ?? '';
  }
  return { data, body: match[2] ?? '' };
}

/**
 * Loads `content/knowledge-hub/<slug>/<lng>.md`: front matter (title, summary, subject, updated)
 * and plain paragraphs. English is required; a translation is used for its language when present.
 * A problem stops start-up with the file named.
 */
export function loadKnowledgeHub(contentDir: string): KnowledgeLibrary {
  const dir = path.join(contentDir, 'knowledge-hub');
  const articles = new Map<string, Map<Locale, KnowledgeArticle>>();
  const problems: string[] = [];
  const hash = createHash('sha256');
  for (const slug of readdirSync(dir)
    .filter((s) => statSync(path.join(dir, s)).isDirectory())
    .sort()) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) problems.push(`${slug}: slug must be kebab-case`);
    const byLocale = new Map<Locale, KnowledgeArticle>();
    for (const locale of supportedLocales) {
      const file = path.join(dir, slug, `${locale}.md`);
      let source: string;
      try {
        source = readFileSync(file, 'utf8');
      } catch {
        if (locale === 'en') problems.push(`${slug}/en.md: missing`);
        continue;
      }
      try {
        const { data, body } = parse(source);
        const meta = frontMatterSchema.parse(data);
        const paragraphs = body
          .split(/\r?\n\s*\r?\n/)
          .map((p) => p.replace(/\s+/g, ' ').trim())
          .filter(Boolean);
        if (paragraphs.length === 0) throw new Error('no text');
        byLocale.set(locale, { ...meta, slug, locale, paragraphs });
        hash.update(`${slug}/${locale}\n${source}\n`);
      } catch (err) {
        problems.push(`${slug}/${locale}.md: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
      }
    }
    articles.set(slug, byLocale);
  }
  if (problems.length) throw new Error(`Knowledge hub content is incomplete:\n  ${problems.join('\n  ')}`);
  return { articles, hash: hash.digest('hex').slice(0, 32) };
}
