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

describe.each(['worksheet'])('%s texts', (ns) => {
  const reference = [...new Set(keys(read('en', ns)))].sort();
  it.each(supportedLocales.filter((l) => l !== 'en'))('%s has every English key and no other', (lng) => {
    expect([...new Set(keys(read(lng, ns)))].sort()).toEqual(reference);
  });
  it.each([...supportedLocales])('%s has no empty text and keeps the placeholders', (lng) => {
    const en = read('en', ns);
    const check = (a: unknown, b: unknown, at: string) => {
      if (typeof a === 'string') {
        expect(a.trim(), `${lng}:${at}`).not.toBe('');
        const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        if (typeof b === 'string') expect(placeholders(a), `${lng}:${at}`).toEqual(placeholders(b));
        return;
      }
      for (const [k, v] of Object.entries(a as Record<string, unknown>)) check(v, (b as Record<string, unknown> | undefined)?.[k] ?? (b as Record<string, unknown> | undefined)?.[k.replace(/_other$/, '_one')], `${at}.${k}`);
    };
    check(read(lng, ns), en, ns);
  });
});

describe('worksheet error texts', () => {
  it('every language has the same worksheet error keys, and upload refusals start with the spec’s "Upload failed."', () => {
    const reference = Object.keys(read('en', 'errors')['worksheet'] as object).sort();
    for (const lng of supportedLocales) expect(Object.keys(read(lng, 'errors')['worksheet'] as object).sort(), lng).toEqual(reference);
    const en = read('en', 'errors')['worksheet'] as Record<string, string>;
    for (const key of ['empty', 'tooLarge', 'unsupportedType', 'corrupt', 'passwordProtected', 'tooManyPages', 'tooManyPixels', 'quotaExceeded', 'storageFailed']) expect(en[key]).toMatch(/^Upload failed\. \S/);
  });
});
