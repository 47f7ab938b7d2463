import type { Feature } from '@brainboost/domain/billing/entitlements';
import { courseLevels, type CourseLevel, type CourseUnit } from '@brainboost/domain/languages/course-content';
import { lessonTypes, type LessonState, type LessonType, type lessonAccesses } from '@brainboost/domain/schemas/languages';
import { lessonIdOf } from './lesson-plan.js';

export type LessonAccess = (typeof lessonAccesses)[number];

/**
 * What a lesson needs (decision 0082): the conversation always needs `ai_conversation`; every
 * other lesson of the course's first unit is free; the rest needs `premium_content`.
 */
export function lessonAccess(unit: CourseUnit, type: LessonType): LessonAccess {
  if (type === 'conversation') return 'ai_conversation';
  return unit.level === 'beginner' && unit.order === 1 ? 'free' : 'premium_content';
}

/** The lessons that must be done for a unit to count as done: all but the conversation, which opens nothing. */
const gatingTypes = lessonTypes.filter((t) => t !== 'conversation');

export type LearnerProgress = {
  completed: ReadonlySet<string>;
  started: ReadonlySet<string>;
  /** Levels whose placement test the learner passed. */
  placed: ReadonlySet<CourseLevel>;
  features: ReadonlySet<Feature>;
};

export function unitDone(unit: CourseUnit, progress: Pick<LearnerProgress, 'completed'>): boolean {
  return gatingTypes.every((t) => progress.completed.has(lessonIdOf(unit, t)));
}

/** A level is open from the start (beginner), by a passed placement for it or a higher level, or once the level below is done. */
export function levelReached(
  units: readonly CourseUnit[],
  level: CourseLevel,
  progress: Pick<LearnerProgress, 'completed' | 'placed'>,
): boolean {
  const rank = courseLevels.indexOf(level);
  if (rank === 0) return true;
  if (courseLevels.slice(rank).some((l) => progress.placed.has(l))) return true;
  const below = courseLevels[rank - 1]!;
  return levelReached(units, below, progress) && units.filter((u) => u.level === below).every((u) => unitDone(u, progress));
}

/** Each lesson's state for a signed-in learner, by lesson id (units by level, then order). */
export function lessonStates(units: readonly CourseUnit[], progress: LearnerProgress): Map<string, LessonState> {
  const states = new Map<string, LessonState>();
  const reached = new Map(courseLevels.map((l) => [l, levelReached(units, l, progress)]));
  for (const unit of units) {
    const previous = units.find((u) => u.level === unit.level && u.order === unit.order - 1);
    let open = reached.get(unit.level)! && (!previous || unitDone(previous, progress));
    for (const type of lessonTypes) {
      const id = lessonIdOf(unit, type);
      const access = lessonAccess(unit, type);
      const state: LessonState =
        access !== 'free' && !progress.features.has(access)
          ? 'premium'
          : progress.completed.has(id)
            ? 'completed'
            : progress.started.has(id)
              ? 'continue'
              : open
                ? 'start'
                : 'locked';
      states.set(id, state);
      if (type !== 'conversation' && !progress.completed.has(id)) open = false;
    }
  }
  return states;
}
