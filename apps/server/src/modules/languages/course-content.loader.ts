import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  courseSchema,
  courseUnitSchema,
  languageCourseIds,
  type Course,
  type CourseUnit,
  type LanguageCourseId,
} from '@brainboost/domain/languages/course-content';
import {
  courseReadingsSchemas,
  readingOverridesSchema,
  type CourseReading,
  type ReadingCourseId,
} from '@brainboost/domain/languages/course-readings';
import { courseProblems, type UnitFile } from './course-content.rules.js';

export type LoadedCourse = {
  course: Course;
  /** By level (beginner first), then order. */
  units: CourseUnit[];
  /** The generated readings of a zh, yue or ja course by exact string; null for es and fr. */
  readings: ReadonlyMap<string, CourseReading> | null;
};

export class CourseContentError extends Error {
  override name = 'CourseContentError';
}

const levelRank = { beginner: 0, intermediate: 1, advanced: 2 } as const;

function zodProblems(file: string, error: z.ZodError): string[] {
  return error.issues.map(
    (issue) =>
      `${file}: ${
        issue.path
          .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
          .join('')
          .replace(/^\./, '') || '(root)'
      }: ${issue.message}`,
  );
}

function readJson(dir: string, file: string, problems: string[]): unknown {
  try {
    return JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  } catch (err) {
    problems.push(`${file}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
    return undefined;
  }
}

function hasReadings(id: LanguageCourseId): id is ReadingCourseId {
  return id in courseReadingsSchemas;
}

function loadCourse(courseId: LanguageCourseId, dir: string, problems: string[]): LoadedCourse | null {
  const local: string[] = [];
  const parsedCourse = courseSchema.safeParse(readJson(dir, 'course.json', local));
  if (!parsedCourse.success && local.length === 0) local.push(...zodProblems('course.json', parsedCourse.error));

  const unitFiles: UnitFile[] = [];
  const unitsDir = path.join(dir, 'units');
  const names = existsSync(unitsDir)
    ? readdirSync(unitsDir)
        .filter((n) => n.endsWith('.json'))
        .sort()
    : [];
  if (names.length === 0) local.push('units/: no unit files');
  for (const name of names) {
    const file = `units/${name}`;
    const before = local.length;
    const raw = readJson(dir, file, local);
    if (local.length > before) continue;
    const parsed = courseUnitSchema.safeParse(raw);
    if (parsed.success) unitFiles.push({ file, unit: parsed.data });
    else local.push(...zodProblems(file, parsed.error));
  }

  let readings: Map<string, CourseReading> | null = null;
  if (hasReadings(courseId) && existsSync(path.join(dir, 'readings.json'))) {
    const before = local.length;
    const raw = readJson(dir, 'readings.json', local);
    if (local.length === before) {
      const parsed = courseReadingsSchemas[courseId].safeParse(raw);
      if (parsed.success) readings = new Map(Object.entries(parsed.data as Record<string, CourseReading>));
      else local.push(...zodProblems('readings.json', parsed.error));
    }
  }

  if (existsSync(path.join(dir, 'reading-overrides.json'))) {
    const before = local.length;
    const raw = readJson(dir, 'reading-overrides.json', local);
    const parsed = readingOverridesSchema.safeParse(raw);
    if (local.length === before && !parsed.success) local.push(...zodProblems('reading-overrides.json', parsed.error));
  }

  unitFiles.sort((a, b) => levelRank[a.unit.level] - levelRank[b.unit.level] || a.unit.order - b.unit.order);
  if (parsedCourse.success && local.length === 0) local.push(...courseProblems(courseId, parsedCourse.data, unitFiles));
  problems.push(...local.map((p) => `${courseId}/${p}`));
  if (local.length || !parsedCourse.success) return null;
  return { course: parsedCourse.data, units: unitFiles.map((u) => u.unit), readings };
}

/**
 * Loads every course under `content/languages/<course>/` and checks it whole. No `languages`
 * folder means no courses yet; any problem stops start-up with each file and path named.
 */
export function loadLanguageCourses(contentDir: string): Map<LanguageCourseId, LoadedCourse> {
  const dir = path.join(contentDir, 'languages');
  const courses = new Map<LanguageCourseId, LoadedCourse>();
  if (!existsSync(dir)) return courses;
  const problems: string[] = [];
  for (const name of readdirSync(dir)
    .filter((n) => statSync(path.join(dir, n)).isDirectory())
    .sort()) {
    if (!(languageCourseIds as readonly string[]).includes(name)) {
      problems.push(`${name}/: not a course (expected one of ${languageCourseIds.join(', ')})`);
      continue;
    }
    const loaded = loadCourse(name as LanguageCourseId, path.join(dir, name), problems);
    if (loaded) courses.set(name as LanguageCourseId, loaded);
  }
  if (problems.length) throw new CourseContentError(`Language course content is invalid:\n  ${problems.join('\n  ')}`);
  return courses;
}
