import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mandarinFormsIn } from '@brainboost/domain/languages/cantonese-colloquial';
import { cantoneseColloquialExceptions } from './cantonese-colloquial.exceptions.js';
import { loadLanguageCourses } from './course-content.loader.js';
import { courseTargetTexts } from './course-target-texts.test-helpers.js';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../content');
const present = existsSync(path.join(contentDir, 'languages', 'yue', 'course.json'));
const yue = present ? loadLanguageCourses(contentDir).get('yue') : undefined;

/** The markers of written colloquial Cantonese (lang-common.md's list and its near kin). */
const colloquialMarkers = [...'係唔嘅咗佢哋喺冇乜咩嗰啲咁噉嚟睇食飲俾畀嘢咪晒緊'];
/** Each of these must appear somewhere in the course: a course without them is not colloquial. */
const coreMarkers = [...'係唔嘅咗佢哋喺冇'];
/** Share of item example sentences with at least one marker (the course had 66% when this was set). */
const minimumMarkedExamples = 0.5;

describe.skipIf(!present)('Cantonese is written colloquially', () => {
  const texts = yue ? courseTargetTexts(yue.course, yue.units) : [];

  it('loads the yue course and its texts', () => {
    expect(yue).toBeDefined();
    expect(texts.length).toBeGreaterThan(1000);
  });

  it('has no Mandarin function words in any yue text (outside the listed Cantonese words)', () => {
    const found = texts.flatMap(({ where, text }) =>
      mandarinFormsIn(text, Object.keys(cantoneseColloquialExceptions)).map(
        ({ form, cantonese }) => `${where}: ${form} (Cantonese: ${cantonese}) in "${text}"`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('lists only exceptions the course needs', () => {
    const unused = Object.keys(cantoneseColloquialExceptions).filter((word) => !texts.some(({ text }) => text.includes(word)));
    expect(unused).toEqual([]);
  });

  it(`uses the colloquial markers: each core one somewhere, and at least ${minimumMarkedExamples * 100}% of examples have one`, () => {
    const all = texts.map((t) => t.text).join('\n');
    expect(coreMarkers.filter((m) => !all.includes(m))).toEqual([]);
    const examples = yue!.units.flatMap((u) => u.items.map((i) => i.example.text));
    const marked = examples.filter((e) => colloquialMarkers.some((m) => e.includes(m))).length;
    console.info(
      `yue: ${marked} of ${examples.length} item examples (${Math.round((100 * marked) / examples.length)}%) use a colloquial marker`,
    );
    expect(marked / examples.length).toBeGreaterThanOrEqual(minimumMarkedExamples);
  });
});
