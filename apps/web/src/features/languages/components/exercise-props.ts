import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import type { Exercise } from '@brainboost/domain/schemas/languages';

/** What every exercise component gets: the exercise, its course, and where the learner's answer goes. */
export type ExerciseProps = {
  exercise: Exercise;
  courseId: LanguageCourseId;
  showReadings: boolean;
  /** True while the answer is checked or its feedback is shown: the answer can no longer change. */
  locked: boolean;
  onAnswer: (answer: string) => void;
};
