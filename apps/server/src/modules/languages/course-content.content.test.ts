import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadLanguageCourses } from './course-content.loader.js';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../content');
const present = existsSync(path.join(contentDir, 'languages'));
const courses = loadLanguageCourses(contentDir);

describe('language course content', () => {
  it('loads every course under content/languages (at least one once the folder exists)', () => {
    if (present) expect(courses.size).toBeGreaterThanOrEqual(1);
    else expect(courses.size).toBe(0);
  });

  it.each([...courses.keys()])('%s: every item has a gloss, an example with its translation and, for CJK, its readings', (id) => {
    const { units, readings } = courses.get(id)!;
    const missing: string[] = [];
    for (const unit of units)
      for (const item of unit.items) {
        if (!item.gloss.trim()) missing.push(`${item.id}: gloss`);
        if (!item.example.text.trim() || !item.example.translation.trim()) missing.push(`${item.id}: example`);
        if (id === 'zh' || id === 'yue' || id === 'ja')
          for (const text of [item.text, ...(item.variants ?? []), item.example.text])
            if (!readings?.has(text)) missing.push(`${item.id}: reading of "${text}"`);
      }
    expect(missing).toEqual([]);
  });
});
