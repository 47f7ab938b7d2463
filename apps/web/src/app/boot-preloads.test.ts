// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreNamespaces } from '../lib/i18n';
import { firstScreenNamespaces } from './first-screen-namespaces';

const bootScript = readFileSync(path.resolve(import.meta.dirname, '../../boot/display-settings.js'), 'utf8');

/** The boot script preloads a page's translations before the app asks; a list out of step means a late second download. */
function listAfter(marker: string): string[] {
  const at = bootScript.indexOf(marker);
  expect(at, `boot script has no ${marker}`).toBeGreaterThan(-1);
  const list = /\[([^\]]*)\]/.exec(bootScript.slice(at))?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

describe('boot script preloads', () => {
  it('the core namespaces the app waits for', () => {
    expect(listAfter('var namespaces =')).toEqual(coreNamespaces);
  });
  it('the landing page and sign-in page namespaces', () => {
    for (const [path, namespaces] of Object.entries(firstScreenNamespaces)) expect(listAfter(`'${path}':`)).toEqual(namespaces);
  });
});

describe('the built boot script', () => {
  it('preloads the sign-in page’s code, files that exist in the build', () => {
    const dist = path.resolve(import.meta.dirname, '../../dist');
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const chunks = JSON.parse(/var pageChunks = (\{.*?\});/.exec(html)?.[1] ?? '{}') as Record<string, string[]>;
    expect(chunks['/login']?.some((file) => /login-page-.*\.js$/.test(file))).toBe(true);
    for (const file of chunks['/login'] ?? []) expect(existsSync(path.join(dist, file))).toBe(true);
  });
});
