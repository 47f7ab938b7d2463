import { checkAnswer, type AnswerCheck } from './answer-check.js';
import type { LoadedCourse } from './course-content.loader.js';
import { saidIt, type ExerciseKey } from './lesson-plan.js';

/**
 * The verdict on one lesson answer: a choice must be the right one exactly; speaking without
 * recognition is the learner's own rating; typed answers go through the answer checker, and a
 * Mandarin or Cantonese dictation in Latin letters is checked as pinyin or Jyutping.
 */
export function checkExercise(course: LoadedCourse, key: ExerciseKey, given: string): AnswerCheck {
  if (key.kind === 'choice') return { verdict: given === key.correct ? 'correct' : 'wrong' };
  if (key.kind === 'self-rated') return { verdict: given === saidIt ? 'correct' : 'wrong' };
  const readingOf = (text: string) => course.readings?.get(text);
  const asWritten = checkAnswer(course.course.id, given, key.accepted, { readingOf });
  if (asWritten.verdict !== 'wrong' || !key.romanisedToo || !/[a-z]/i.test(given)) return asWritten;
  return checkAnswer(course.course.id, given, key.accepted, { readingOf, romanised: true });
}
