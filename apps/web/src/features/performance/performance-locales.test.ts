import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLocales } from '@brainboost/domain/locales';

const dir = path.resolve(import.meta.dirname, '../../../public/locales');
const read = (lng: string, ns: string) => JSON.parse(readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;

/** Leaf keys with their texts, plural suffixes folded (Chinese and Cantonese have only `_other`). */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix.replace(/_(zero|one|two|few|many|other)$/, ''), node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const texts = (lng: string, ns: string, group?: string) => new Map(leaves(group ? read(lng, ns)[group] : read(lng, ns)));

describe.each([
  ['performance', undefined],
  ['errors', 'brainTraining'],
] as const)('%s %s texts', (ns, group) => {
  const english = texts('en', ns, group);
  it.each(supportedLocales.filter((l) => l !== 'en'))('%s has every English key, translated, with the same placeholders', (lng) => {
    const mine = texts(lng, ns, group);
    expect([...mine.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of mine) {
      expect(text.trim(), `${lng}:${key}`).not.toBe('');
      expect(placeholders(text), `${lng}:${key}`).toEqual(placeholders(english.get(key)!));
      if (!/^(chartLabel|trends)/.test(key) && english.get(key)!.length > 12) expect(text, `${lng}:${key} is still English`).not.toBe(english.get(key));
    }
  });
});
