// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { supportedLocales } from '@brainboost/domain/i18n/locales';
import { readLocale } from '../../locale-files.test-helpers';

// Keys, placeholders and empty texts of every namespace are checked in src/locales-complete.test.ts.
/** Leaf keys with their texts, plural suffixes folded (Chinese and Cantonese have only `_other`). */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix.replace(/_(zero|one|two|few|many|other)$/, ''), node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}
const texts = (lng: string, ns: string, group?: string) => new Map(leaves(group ? readLocale(lng, ns)[group] : readLocale(lng, ns)));

describe.each([
  ['performance', undefined],
  ['errors', 'brainTraining'],
] as const)('%s %s texts', (ns, group) => {
  const english = texts('en', ns, group);
  it.each(supportedLocales.filter((l) => l !== 'en'))('%s is translated, not English', (lng) => {
    for (const [key, text] of texts(lng, ns, group)) {
      if (!/^(chartLabel|trends)/.test(key) && english.get(key)!.length > 12)
        expect(text, `${lng}:${key} is still English`).not.toBe(english.get(key));
    }
  });
});
