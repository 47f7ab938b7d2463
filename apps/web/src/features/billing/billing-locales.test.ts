import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLocales } from '@brainboost/domain/locales';

const dir = path.resolve(import.meta.dirname, '../../../public/locales');
const read = (lng: string, ns: string) => JSON.parse(readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;

/** Leaf keys, with plural suffixes folded (Chinese and Cantonese have only `_other`). */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(['billing', 'checkout', 'pricing', 'family'])('%s texts', (ns) => {
  const reference = [...new Set(keys(read('en', ns)))].sort();
  it.each(supportedLocales.filter((l) => l !== 'en'))('%s has every English key and no other', (lng) => {
    expect([...new Set(keys(read(lng, ns)))].sort()).toEqual(reference);
  });
  it.each([...supportedLocales])('%s has no empty text and keeps the placeholders', (lng) => {
    const check = (a: unknown, b: unknown, at: string) => {
      if (typeof a === 'string') {
        expect(a.trim(), `${lng}:${at}`).not.toBe('');
        if (typeof b === 'string') expect(placeholders(a), `${lng}:${at}`).toEqual(placeholders(b));
        return;
      }
      for (const [k, v] of Object.entries(a as Record<string, unknown>)) check(v, (b as Record<string, unknown> | undefined)?.[k] ?? (b as Record<string, unknown> | undefined)?.[k.replace(/_other$/, '_one')], `${at}.${k}`);
    };
    check(read(lng, ns), read('en', ns), ns);
  });
  it('Cantonese is written differently from Traditional Chinese', () => {
    const yue = keys(read('yue', ns));
    const differ = yue.filter((key) => {
      const get = (lng: string) => key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)?.[k] ?? (n as Record<string, unknown>)?.[`${k}_other`], read(lng, ns));
      return get('yue') !== get('zh-Hant');
    });
    expect(differ.length / yue.length).toBeGreaterThan(0.3);
  });
});

describe('billing error texts', () => {
  it('every language has the same billing error keys, none empty, same placeholders', () => {
    const en = read('en', 'errors')['billing'] as Record<string, string>;
    for (const lng of supportedLocales) {
      const texts = read(lng, 'errors')['billing'] as Record<string, string>;
      expect(Object.keys(texts).sort(), lng).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${lng}:${key}`).not.toBe('');
        expect(placeholders(text), `${lng}:${key}`).toEqual(placeholders(en[key]!));
      }
    }
  });
});
