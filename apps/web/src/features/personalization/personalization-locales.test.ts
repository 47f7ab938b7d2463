// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { supportedLocales } from '@brainboost/domain/i18n/locales';
import { mathTopics } from '@brainboost/domain/schemas/tutor';
import { readLocale } from '../../locale-files.test-helpers';

// Keys, placeholders and empty texts of every namespace are checked in src/locales-complete.test.ts.
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/** Words spelled the same as in English. */
const sameAsEnglish = new Set(['fr:topics.columns.questions', 'fr:topics.names.fraction']);

describe('personalization texts', () => {
  const english = new Map(leaves(readLocale('en', 'personalization')).map(([k, v]) => [k.replace(/_(one|other)$/, ''), v]));

  it.each(supportedLocales.filter((l) => l !== 'en'))('%s is translated, not English', (lng) => {
    for (const [key, text] of leaves(readLocale(lng, 'personalization'))) {
      const en = english.get(key.replace(/_(one|other)$/, ''));
      if (!sameAsEnglish.has(`${lng}:${key}`) && key !== 'topics.outOf100') expect(text, `${lng}:${key} is untranslated`).not.toBe(en);
    }
  });

  it('names every maths topic the tutor records', () => {
    const names = (readLocale('en', 'personalization')['topics'] as { names: Record<string, string> }).names;
    for (const topic of mathTopics) expect(names[topic], topic).toBeTruthy();
  });
});
