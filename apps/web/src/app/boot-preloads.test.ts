// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenBundles, firstScreenPages } from './first-screen-namespaces';

const bootScript = readFileSync(path.resolve(import.meta.dirname, '../../boot/display-settings.js'), 'utf8');

describe('boot script preloads', () => {
  it('the first-screen texts of the same pages as the app', () => {
    const map = /var firstScreenPages = (\{[^}]*\})/.exec(bootScript)?.[1] ?? '{}';
    expect(JSON.parse(map.replaceAll("'", '"'))).toEqual(firstScreenPages);
  });
});

describe('the build', () => {
  const dist = path.resolve(import.meta.dirname, '../../dist');
  it('preloads the sign-in page’s code, files that exist in the build', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const chunks = JSON.parse(/var pageChunks = (\{.*?\});/.exec(html)?.[1] ?? '{}') as Record<string, string[]>;
    expect(chunks['/login']?.some((file) => /login-page-.*\.js$/.test(file))).toBe(true);
    for (const file of chunks['/login'] ?? []) expect(existsSync(path.join(dist, file))).toBe(true);
  });

  it('preloads the plans page’s code for both its addresses', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const chunks = JSON.parse(/var pageChunks = (\{.*?\});/.exec(html)?.[1] ?? '{}') as Record<string, string[]>;
    expect(chunks['/pricing']?.some((file) => /pricing-page-.*\.js$/.test(file))).toBe(true);
    expect(chunks['/subscription']).toEqual(chunks['/pricing']);
  });

  it('keeps the validation library out of the sign-in page’s first load (it loads on the first submit)', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const chunks = JSON.parse(/var pageChunks = (\{.*?\});/.exec(html)?.[1] ?? '{}') as Record<string, string[]>;
    const code = (chunks['/login'] ?? []).map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
    expect(code).toContain('login');
    expect(code).not.toContain('ZodError');
  });

  // Each file is a round trip before a phone can paint the page (the bundler's groups in vite.config.ts).
  const manifest = () =>
    JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; imports?: string[] }
    >;
  const filesOf = (chunks: ReturnType<typeof manifest>, key: string, files = new Set<string>()) => {
    const chunk = chunks[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) filesOf(chunks, dep, files);
    return files;
  };
  const firstLoad = (page: string) => {
    const chunks = manifest();
    const entry = filesOf(chunks, Object.keys(chunks).find((key) => chunks[key]?.isEntry) ?? '');
    return { entry, page: [...filesOf(chunks, page)].filter((file) => !entry.has(file)) };
  };

  it('starts every page with at most three script files', () => {
    expect(firstLoad('src/features/auth/pages/login-page.tsx').entry.size).toBeLessThanOrEqual(3);
  });

  it('loads the sign-in page in three files: the page, its parts and the form kit', () => {
    const { entry, page } = firstLoad('src/features/auth/pages/login-page.tsx');
    expect(page).toHaveLength(3);
    expect(page.some((file) => /forms-.*\.js$/.test(file))).toBe(true);
    expect([...entry].some((file) => /forms-.*\.js$/.test(file))).toBe(false);
  });

  it('loads the plans page in three files: the page, its parts and the data library', () => {
    const { entry, page } = firstLoad('src/features/billing/pages/pricing-page.tsx');
    expect(page).toHaveLength(3);
    expect(page.some((file) => /query-.*\.js$/.test(file))).toBe(true);
    expect([...entry].some((file) => /query-.*\.js$/.test(file))).toBe(false);
  });

  it('has each first-screen bundle in every language, with every namespace it names', () => {
    for (const language of readdirSync(path.join(dist, 'locales'))) {
      for (const [bundle, namespaces] of Object.entries(firstScreenBundles)) {
        const texts = JSON.parse(readFileSync(path.join(dist, 'locales', language, 'first-screen', `${bundle}.json`), 'utf8')) as Record<
          string,
          unknown
        >;
        expect(Object.keys(texts).sort()).toEqual([...namespaces].sort());
      }
    }
  });
});
