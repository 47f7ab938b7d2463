import { describe, expect, it } from 'vitest';
import type { CourseReading } from '@brainboost/domain/languages/course-readings';
import { validCourse } from './course-content.test-helpers.js';
import type { LoadedCourse } from './course-content.loader.js';
import { checkExercise } from './exercise-check.js';

const mandarin: LoadedCourse = {
  ...validCourse('zh'),
  readings: new Map<string, CourseReading>([['谢谢', { pinyin: 'xiè xie', traditional: '謝謝' }]]),
};
const dictation = { kind: 'typed' as const, accepted: ['谢谢'], romanisedToo: true as const };

describe('lesson answers', () => {
  it('takes only the exact choice, and the learner’s own rating when speaking', () => {
    expect(checkExercise(mandarin, { kind: 'choice', correct: 'thank you' }, 'thank you').verdict).toBe('correct');
    expect(checkExercise(mandarin, { kind: 'choice', correct: 'thank you' }, 'Thank you').verdict).toBe('wrong');
    expect(checkExercise(mandarin, { kind: 'self-rated' }, 'said').verdict).toBe('correct');
    expect(checkExercise(mandarin, { kind: 'self-rated' }, 'again').verdict).toBe('wrong');
  });

  it('takes characters in either script, or pinyin in a Mandarin dictation (tones missing is a typo)', () => {
    expect(checkExercise(mandarin, dictation, '謝謝').verdict).toBe('correct');
    expect(checkExercise(mandarin, dictation, 'xie4 xie')).toMatchObject({ verdict: 'correct' });
    expect(checkExercise(mandarin, dictation, 'xie xie')).toMatchObject({ verdict: 'typo', note: 'tones' });
    expect(checkExercise(mandarin, dictation, 'ni hao').verdict).toBe('wrong');
  });

  it('does not take pinyin where the characters are the skill', () => {
    expect(checkExercise(mandarin, { kind: 'typed', accepted: ['谢谢'] }, 'xiè xie').verdict).toBe('wrong');
  });
});
