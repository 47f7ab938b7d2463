import type { CourseLevel } from '@brainboost/domain/languages/course-content';
import type { CourseCatalog } from '@brainboost/domain/schemas/languages';

type Lesson = CourseCatalog['levels'][number]['units'][number]['lessons'][number];

/** The highest level the learner has reached (beginner is always open). */
export function levelReachedOf(catalog: CourseCatalog): CourseLevel {
  return catalog.levels.filter((l) => l.reached).at(-1)?.level ?? 'beginner';
}

/**
 * The lesson to go on with: one already started comes first, else the first one open to start,
 * in the course's order. None when every open lesson is done (the rest are locked or need a plan).
 */
export function nextLessonOf(catalog: CourseCatalog): Lesson | undefined {
  const lessons = catalog.levels.flatMap((l) => l.units.flatMap((u) => u.lessons));
  return lessons.find((l) => l.state === 'continue') ?? lessons.find((l) => l.state === 'start');
}
