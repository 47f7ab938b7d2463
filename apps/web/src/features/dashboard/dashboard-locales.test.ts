import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { programmeIds } from '@brainboost/domain/cognitive/programmes';
import { supportedLocales } from '@brainboost/domain/locales';

const dir = path.resolve(import.meta.dirname, '../../../public/locales');
const read = (lng: string, ns: string) => JSON.parse(readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;

/** Leaf keys, with plural suffixes folded (Chinese and Cantonese have only `_other`). */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

// The dashboard and programme texts, their server errors and the navbar link, in every language.
const groups: { ns: string; pick: (texts: Record<string, unknown>) => unknown }[] = [
  { ns: 'dashboard', pick: (t) => t },
  { ns: 'programmes', pick: (t) => t },
  { ns: 'errors', pick: (t) => t['programmes'] },
  { ns: 'navbar', pick: (t) => ({ dashboard: t['dashboard'] }) },
];

describe.each(groups)('$ns texts', ({ ns, pick }) => {
  const reference = [...new Set(keys(pick(read('en', ns))))].sort();
  it.each(supportedLocales.filter((l) => l !== 'en'))('%s has every English key and no other', (lng) => {
    expect([...new Set(keys(pick(read(lng, ns))))].sort()).toEqual(reference);
  });
  it.each([...supportedLocales])('%s has no empty text and keeps the placeholders', (lng) => {
    const en = pick(read('en', ns));
    const check = (a: unknown, b: unknown, at: string) => {
      if (typeof a === 'string') {
        expect(a.trim(), `${lng}:${at}`).not.toBe('');
        if (typeof b === 'string') expect(placeholders(a), `${lng}:${at}`).toEqual(placeholders(b));
        return;
      }
      for (const [k, v] of Object.entries(a as Record<string, unknown>)) check(v, (b as Record<string, unknown> | undefined)?.[k] ?? (b as Record<string, unknown> | undefined)?.[k.replace(/_other$/, '_one')], `${at}.${k}`);
    };
    check(pick(read(lng, ns)), en, ns);
  });
});

describe('programme names', () => {
  it('every programme has a name and description', () => {
    const texts = read('en', 'programmes')['programmes'] as Record<string, { name?: string; description?: string }>;
    for (const id of programmeIds) expect(texts[id]?.name && texts[id]?.description, id).toBeTruthy();
  });
});
