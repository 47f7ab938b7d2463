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

  it('has each first-screen bundle in every language, with every namespace it names', () => {
    for (const language of readdirSync(path.join(dist, 'locales'))) {
      for (const [bundle, namespaces] of Object.entries(firstScreenBundles)) {
        const texts = JSON.parse(readFileSync(path.join(dist, 'locales', language, 'first-screen', `${bundle}.json`), 'utf8')) as Record<string, unknown>;
        expect(Object.keys(texts).sort()).toEqual([...namespaces].sort());
      }
    }
  });
});
