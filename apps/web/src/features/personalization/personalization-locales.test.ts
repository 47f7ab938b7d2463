import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLocales } from '@brainboost/domain/locales';
import { mathTopics } from '@brainboost/domain/schemas/tutor';

const dir = path.resolve(import.meta.dirname, '../../../public/locales');
const read = (lng: string) => JSON.parse(readFileSync(path.join(dir, lng, 'personalization.json'), 'utf8')) as Record<string, unknown>;

/** Leaf keys, with plural suffixes folded (Chinese and Cantonese have only `_other`). */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/** Words spelled the same as in English. */
const sameAsEnglish = new Set(['fr:topics.columns.questions', 'fr:topics.names.fraction']);

describe('personalization texts', () => {
  const reference = [...new Set(keys(read('en')))].sort();
  const english = new Map(leaves(read('en')).map(([k, v]) => [k.replace(/_(one|other)$/, ''), v]));

  it.each(supportedLocales.filter((l) => l !== 'en'))('%s has every English key and no other, translated, with the same placeholders', (lng) => {
    expect([...new Set(keys(read(lng)))].sort()).toEqual(reference);
    for (const [key, text] of leaves(read(lng))) {
      const en = english.get(key.replace(/_(one|other)$/, ''))!;
      expect(text.trim(), `${lng}:${key}`).not.toBe('');
      expect(placeholders(text), `${lng}:${key}`).toEqual(placeholders(en));
      if (!sameAsEnglish.has(`${lng}:${key}`) && key !== 'topics.outOf100') expect(text, `${lng}:${key} is untranslated`).not.toBe(en);
    }
  });

  it('names every maths topic the tutor records', () => {
    const names = (read('en')['topics'] as { names: Record<string, string> }).names;
    for (const topic of mathTopics) expect(names[topic], topic).toBeTruthy();
  });
});
