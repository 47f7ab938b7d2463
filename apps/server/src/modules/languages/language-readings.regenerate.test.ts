import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importReadingsGenerator, repoRoot } from './language-readings.test-helpers.js';

const languagesDir = path.join(repoRoot, 'content', 'languages');
const generator = await importReadingsGenerator();
const courses = generator.readingCourses.filter((id) => existsSync(path.join(languagesDir, id, 'course.json')));

// Readings are generated, never typed: the committed file must be exactly what the generator writes.
describe('readings regenerate identically', () => {
  it('runs on all three CJK courses', () => {
    expect(courses).toEqual(['zh', 'yue', 'ja']);
  });

  it('finds a readings.json beside every zh, yue and ja course', () => {
    for (const id of courses) expect(existsSync(path.join(languagesDir, id, 'readings.json')), `${id}/readings.json`).toBe(true);
  });

  it.each(courses)(
    '%s',
    async (id) => {
      const committed = readFileSync(path.join(languagesDir, id, 'readings.json'), 'utf8');
      const regenerated = await generator.generateCourseReadings(path.join(languagesDir, id), id);
      expect(regenerated === committed, `content/languages/${id}/readings.json is stale: run npm run content:readings`).toBe(true);
      // Every item at least: a file of a few strings would pass the comparison and prove nothing.
      expect(Object.keys(JSON.parse(committed) as object).length).toBeGreaterThan(500);
    },
    60_000,
  );
});
