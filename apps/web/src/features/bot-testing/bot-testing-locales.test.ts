import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLocales } from '@brainboost/domain/i18n/locales';

const dir = path.resolve(import.meta.dirname, '../../../public/locales');
const read = (lng: string, ns: string) => JSON.parse(readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;

/** Leaf keys, with plural suffixes folded (Chinese and Cantonese have only `_other`). */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const leaves = (node: unknown, prefix = ''): [string, string][] =>
  typeof node === 'string'
    ? [[prefix, node]]
    : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('bot testing texts', () => {
  const reference = [...new Set(keys(read('en', 'botTesting')))].sort();
  const english = new Map(leaves(read('en', 'botTesting')).map(([k, v]) => [k.replace(/_(one|other)$/, ''), v]));
  it.each(supportedLocales.filter((l) => l !== 'en'))('%s has every English key, no other, and the same placeholders', (lng) => {
    const texts = read(lng, 'botTesting');
    expect([...new Set(keys(texts))].sort()).toEqual(reference);
    for (const [key, text] of leaves(texts)) {
      expect(text.trim(), `${lng}:${key}`).not.toBe('');
      expect(placeholders(text), `${lng}:${key}`).toEqual(placeholders(english.get(key.replace(/_(one|other)$/, ''))!));
    }
  });
  it('every language has the same bot testing error keys and sidebar labels', () => {
    const errorKeys = Object.keys(read('en', 'errors')['botTesting'] as object).sort();
    for (const lng of supportedLocales) {
      expect(Object.keys(read(lng, 'errors')['botTesting'] as object).sort(), lng).toEqual(errorKeys);
      const nav = read(lng, 'admin')['nav'] as Record<string, string>;
      expect(nav.botTesting && nav.scheduledBotTests, lng).toBeTruthy();
    }
  });
  it('every error key the domain schemas name exists in English', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '../../../../../packages/domain/src/schemas/bot-testing.ts'), 'utf8');
    const named = new Set([...source.matchAll(/'botTesting\.(\w+)'/g)].map((m) => m[1]!));
    expect([...named].filter((k) => !errorKeysOf('en').includes(k))).toEqual([]);
  });
});

const errorKeysOf = (lng: string) => Object.keys(read(lng, 'errors')['botTesting'] as object);
