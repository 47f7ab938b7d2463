import type { CourseCatalog } from '@brainboost/domain/schemas/languages';

/** The lesson to offer after `doneId`: the first after it, in course order, that the learner can start or continue. */
export function nextLessonOf(course: CourseCatalog, doneId: string) {
  const lessons = course.levels.flatMap((level) => level.units.flatMap((unit) => unit.lessons));
  const after = lessons.slice(lessons.findIndex((l) => l.id === doneId) + 1);
  return after.find((l) => l.state === 'start' || l.state === 'continue') ?? null;
}
