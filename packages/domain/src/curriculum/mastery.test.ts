import { describe, expect, it } from 'vitest';
import {
  afterPracticeAnswer,
  afterTest,
  effectiveMastery,
  neediestSkill,
  notStarted,
  type MasteryLevel,
  type SkillMastery,
} from './mastery.js';

const day = 86_400_000;
const t0 = new Date('2026-03-02T10:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * day);
const stored = (level: MasteryLevel, practisedAt: Date | null = t0): SkillMastery => ({ level, setAnswered: 0, setRight: 0, practisedAt });

function practiseSet(start: SkillMastery, answers: boolean[], now = t0) {
  return answers.reduce((m, right) => afterPracticeAnswer(m, right, now), start);
}

describe('practice', () => {
  it('makes a skill attempted on the first answer, right or wrong', () => {
    expect(afterPracticeAnswer(notStarted, false, t0)).toEqual({ level: 'attempted', setAnswered: 1, setRight: 0, practisedAt: t0 });
    expect(afterPracticeAnswer(notStarted, true, t0).level).toBe('attempted');
  });

  it.each([
    [[true, true, true, true, true], 'proficient'],
    [[true, true, true, true, false], 'familiar'],
    [[true, false, true, true, false], 'attempted'],
    [[false, false, false, false, false], 'attempted'],
  ] as const)('a set of five %j moves a new skill to %s', (answers, level) => {
    const after = practiseSet(notStarted, [...answers]);
    expect(after.level).toBe(level);
    expect(after.setAnswered).toBe(0);
  });

  it('counts a set only when it has five answers', () => {
    const four = practiseSet(notStarted, [true, true, true, true]);
    expect(four).toMatchObject({ level: 'attempted', setAnswered: 4, setRight: 4 });
  });

  it('never lifts past proficient nor lowers a level', () => {
    expect(practiseSet(stored('proficient'), [true, true, true, true, true]).level).toBe('proficient');
    expect(practiseSet(stored('mastered'), [false, false, false, false, false]).level).toBe('mastered');
    expect(practiseSet(stored('familiar'), [false, false, false, false, false]).level).toBe('familiar');
    expect(practiseSet(stored('familiar'), [true, true, true, true, true]).level).toBe('proficient');
  });
});

describe('quizzes and unit tests', () => {
  it.each([
    ['not-started', 'familiar'],
    ['attempted', 'familiar'],
    ['familiar', 'proficient'],
    ['proficient', 'mastered'],
    ['mastered', 'mastered'],
  ] as const)('all right lifts %s to %s', (from, to) => {
    expect(afterTest(stored(from), 2, 2, t0).level).toBe(to);
  });

  it.each([
    ['not-started', 'attempted'],
    ['attempted', 'attempted'],
    ['familiar', 'attempted'],
    ['proficient', 'familiar'],
    ['mastered', 'proficient'],
  ] as const)('a wrong answer drops %s to %s', (from, to) => {
    expect(afterTest(stored(from), 1, 2, t0).level).toBe(to);
  });

  it('leaves a skill the test did not ask alone', () => {
    expect(afterTest(stored('familiar'), 0, 0, at(5))).toEqual(stored('familiar'));
  });

  it('starts from the decayed level', () => {
    // Mastered 31 days ago is proficient now: a perfect quiz brings it back to mastered, a wrong answer to familiar.
    expect(afterTest(stored('mastered'), 2, 2, at(31)).level).toBe('mastered');
    expect(afterTest(stored('mastered'), 0, 2, at(31)).level).toBe('familiar');
  });
});

describe('decay', () => {
  it('keeps a skill as it is within its review period', () => {
    expect(effectiveMastery(stored('mastered'), at(29.9))).toEqual({ level: 'mastered', dueForReview: false });
    expect(effectiveMastery(stored('familiar'), at(13))).toEqual({ level: 'familiar', dueForReview: false });
  });

  it('drops one level per period passed and says the skill is due for review', () => {
    expect(effectiveMastery(stored('mastered'), at(30))).toEqual({ level: 'proficient', dueForReview: true });
    // 30 days as mastered, then 21 as proficient.
    expect(effectiveMastery(stored('mastered'), at(50))).toEqual({ level: 'proficient', dueForReview: true });
    expect(effectiveMastery(stored('mastered'), at(51))).toEqual({ level: 'familiar', dueForReview: true });
    expect(effectiveMastery(stored('mastered'), at(65))).toEqual({ level: 'attempted', dueForReview: true });
    expect(effectiveMastery(stored('mastered'), at(400))).toEqual({ level: 'attempted', dueForReview: true });
    expect(effectiveMastery(stored('familiar'), at(14))).toEqual({ level: 'attempted', dueForReview: true });
  });

  it('never decays an attempted or untouched skill', () => {
    expect(effectiveMastery(stored('attempted'), at(400))).toEqual({ level: 'attempted', dueForReview: false });
    expect(effectiveMastery(notStarted, at(400))).toEqual({ level: 'not-started', dueForReview: false });
  });

  it('practice after a long break starts from the decayed level', () => {
    const back = afterPracticeAnswer(stored('proficient'), true, at(22));
    expect(back).toMatchObject({ level: 'familiar', setAnswered: 1, practisedAt: at(22) });
  });
});

describe('the skill most in need', () => {
  it('is one due for review, else the lowest level, else the first', () => {
    const skills = [
      { id: 'a', level: 'proficient' as const, dueForReview: false },
      { id: 'b', level: 'attempted' as const, dueForReview: false },
      { id: 'c', level: 'familiar' as const, dueForReview: true },
    ];
    expect(neediestSkill(skills)?.id).toBe('c');
    expect(neediestSkill(skills.slice(0, 2))?.id).toBe('b');
    expect(neediestSkill([skills[0]!, { ...skills[0]!, id: 'd' }])?.id).toBe('a');
  });
});
