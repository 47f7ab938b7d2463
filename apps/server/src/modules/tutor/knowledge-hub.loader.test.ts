import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadKnowledgeHub } from './knowledge-hub.loader.js';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../content');
const library = loadKnowledgeHub(contentDir);
const translated = ['es', 'fr', 'it'] as const;

describe('knowledge-hub content', () => {
  it.each(translated)('has every article in %s', (locale) => {
    const missing = [...library.articles].filter(([, byLocale]) => !byLocale.has(locale)).map(([slug]) => slug);
    expect(missing).toEqual([]);
  });

  // Answers cite paragraphs by position, so a translation keeps the English paragraphs, in order.
  it.each(translated)('keeps each article’s subject and paragraph count in %s, with its own words', (locale) => {
    for (const [slug, byLocale] of library.articles) {
      const en = byLocale.get('en')!;
      const article = byLocale.get(locale)!;
      expect(article.subject, slug).toBe(en.subject);
      expect(article.paragraphs.length, slug).toBe(en.paragraphs.length);
      expect(article.title, slug).not.toBe(en.title);
      article.paragraphs.forEach((p, i) => expect(p, `${slug} ¶${i + 1}`).not.toBe(en.paragraphs[i]));
    }
  });
});
