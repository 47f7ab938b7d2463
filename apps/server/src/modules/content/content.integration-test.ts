import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportedLocales } from '@brainboost/domain/i18n/locales';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ContentError, loadContent, parseFrontMatter, readingMinutes } from './content.loader.js';

describe('content API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it.each(['terms', 'privacy', 'refund'])('serves the %s document in every language', async (doc) => {
    const titles = new Set<string>();
    for (const lng of supportedLocales) {
      const res = await t.app.inject(`/api/content/legal/${doc}?lng=${lng}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.locale).toBe(lng);
      expect(body.html).toContain('<h2');
      expect(body.html).not.toContain('{{');
      titles.add(body.title);
    }
    expect(titles.size).toBeGreaterThanOrEqual(5);
  });

  it('has a children’s privacy section in the privacy policy', async () => {
    const res = await t.app.inject('/api/content/legal/privacy?lng=en');
    expect(res.json().html).toMatch(/COPPA/);
  });

  it('picks the language from Accept-Language when none is asked for', async () => {
    const res = await t.app.inject({ url: '/api/content/pages/about', headers: { 'accept-language': 'zh-HK' } });
    expect(res.json().locale).toBe('zh-Hant');
  });

  it('lists blog posts newest first, each readable on its own', async () => {
    const list = (await t.app.inject('/api/content/blog?lng=en')).json() as { slug: string; date: string }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    const dates = list.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const post = await t.app.inject(`/api/content/blog/${list[0]?.slug}?lng=en`);
    expect(post.statusCode).toBe(200);
    expect(post.json().readingMinutes).toBeGreaterThan(0);
  });

  it('answers 404 for unknown documents and rejects bad slugs', async () => {
    expect((await t.app.inject('/api/content/blog/no-such-post')).json().error.code).toBe('CONTENT_NOT_FOUND');
    expect((await t.app.inject('/api/content/legal/..%2Fsecrets')).statusCode).toBe(400);
    expect((await t.app.inject('/api/content/legal/terms?lng=de')).statusCode).toBe(400);
  });
});

describe('content loader', () => {
  function library(files: Record<string, string>) {
    const dir = mkdtempSync(path.join(tmpdir(), 'bb-content-'));
    for (const kind of ['legal', 'pages', 'blog']) mkdirSync(path.join(dir, kind));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    return dir;
  }
  const doc = (title: string) =>
    `---\ntitle: ${title}\nsummary: s\nupdated: 2026-11-22\n---\n## Hi {{orgName}}\n\nWrite to {{contactEmail}}.`;

  it('renders every language and substitutes the operator details', () => {
    const files = Object.fromEntries(supportedLocales.map((l) => [`pages/about/${l}.md`, doc(`About ${l}`)]));
    const lib = loadContent(library(files), { orgName: 'Riverside School', contactEmail: 'help@riverside.example' });
    const en = lib.pages.get('about')?.get('en');
    expect(en?.html).toContain('Hi Riverside School');
    expect(en?.html).toContain('mailto:help@riverside.example');
  });

  it('refuses to start when a language is missing, naming the file', () => {
    const files = Object.fromEntries(supportedLocales.filter((l) => l !== 'yue').map((l) => [`pages/about/${l}.md`, doc('About')]));
    expect(() => loadContent(library(files), { orgName: 'X', contactEmail: undefined })).toThrow(/pages\/about\/yue\.md/);
  });

  it('refuses a blog post without a date', () => {
    const files = Object.fromEntries(supportedLocales.map((l) => [`blog/first/${l}.md`, doc('Post')]));
    expect(() => loadContent(library(files), { orgName: 'X', contactEmail: undefined })).toThrow(ContentError);
  });

  it('parses front matter and estimates reading time', () => {
    expect(parseFrontMatter('---\ntitle: "Quoted: yes"\n---\nbody').data.title).toBe('Quoted: yes');
    expect(() => parseFrontMatter('no front matter')).toThrow(ContentError);
    expect(readingMinutes('word '.repeat(600))).toBe(3);
    expect(readingMinutes('字'.repeat(800))).toBe(2);
  });
});
