import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';
import { z } from 'zod';
import { supportedLocales, type Locale } from '@brainboost/domain/i18n/locales';

export const contentKinds = ['legal', 'pages', 'blog'] as const;
export type ContentKind = (typeof contentKinds)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const frontMatterSchema = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  updated: isoDate,
  date: isoDate.optional(),
  author: z.string().min(1).optional(),
});

export type ContentDocument = z.infer<typeof frontMatterSchema> & {
  slug: string;
  locale: Locale;
  html: string;
  readingMinutes: number;
};

/** Documents by kind, slug and locale. */
export type ContentLibrary = Record<ContentKind, Map<string, Map<Locale, ContentDocument>>>;

export class ContentError extends Error {
  override name = 'ContentError';
}

/** Splits `---` front matter (flat `key: value` lines) from the Markdown body. */
export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source.replace(/^\uFEFF/, ''));
  if (!match) throw new ContentError('missing front matter');
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const m = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line.trim());
    if (m?.[1]) data[m[1]] = (m[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
  }
  return { data, body: match[2] ?? '' };
}

/** Minutes to read: about 200 words a minute, or 400 characters a minute for Chinese and Japanese. */
export function readingMinutes(text: string): number {
  const cjk = (text.match(/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/g) ?? []).length;
  const words = text
    .replace(/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200 + cjk / 400));
}

export type ContentVariables = { orgName: string; contactEmail: string | undefined };

function substitute(body: string, vars: ContentVariables): string {
  const contact = vars.contactEmail ? `[${vars.contactEmail}](mailto:${vars.contactEmail})` : '[/contact](/contact)';
  return body.replaceAll('{{orgName}}', vars.orgName).replaceAll('{{contactEmail}}', contact);
}

/**
 * Loads every document under `dir`, renders it to HTML, and checks that each exists in every
 * interface language with valid front matter. Content is ours (from the repository), so the
 * rendered HTML is trusted; a problem stops start-up with the file named.
 */
export function loadContent(dir: string, vars: ContentVariables): ContentLibrary {
  const library = { legal: new Map(), pages: new Map(), blog: new Map() } as ContentLibrary;
  const problems: string[] = [];
  for (const kind of contentKinds) {
    const kindDir = path.join(dir, kind);
    let slugs: string[] = [];
    try {
      slugs = readdirSync(kindDir).filter((s) => statSync(path.join(kindDir, s)).isDirectory());
    } catch {
      problems.push(`${kind}/: folder missing`);
      continue;
    }
    for (const slug of slugs) {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) problems.push(`${kind}/${slug}: slug must be kebab-case`);
      const byLocale = new Map<Locale, ContentDocument>();
      for (const locale of supportedLocales) {
        const file = path.join(kindDir, slug, `${locale}.md`);
        try {
          const { data, body } = parseFrontMatter(readFileSync(file, 'utf8'));
          const meta = frontMatterSchema.parse(data);
          if (kind === 'blog' && (!meta.date || !meta.author)) throw new ContentError('blog posts need date and author');
          const text = substitute(body, vars);
          byLocale.set(locale, {
            ...meta,
            slug,
            locale,
            html: marked.parse(text, { async: false, gfm: true }),
            readingMinutes: readingMinutes(text),
          });
        } catch (err) {
          problems.push(`${kind}/${slug}/${locale}.md: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
        }
      }
      library[kind].set(slug, byLocale);
    }
  }
  if (problems.length) throw new ContentError(`Content is incomplete:\n  ${problems.join('\n  ')}`);
  return library;
}
