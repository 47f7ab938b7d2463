import { describe, expect, it } from 'vitest';
import { lessonTypes } from '@brainboost/domain/schemas/languages';
import { validCourse } from './course-content.test-helpers.js';
import { findLesson, planLesson } from './lesson-plan.js';

const { course, units } = validCourse('es');
const unit = {
  ...units[0]!,
  items: units[0]!.items.map((item, i) => ({ ...item, kind: i % 3 === 0 ? ('phrase' as const) : ('word' as const), gloss: `gloss ${i}` })),
};

describe('lesson plans', () => {
  it('finds a lesson by id and refuses unknown units and types', () => {
    expect(findLesson(units, 'es-beginner-2-quiz')).toMatchObject({ unit: { id: 'es-beginner-2' }, type: 'quiz' });
    expect(findLesson(units, 'es-beginner-9-quiz')).toBeNull();
    expect(findLesson(units, 'es-beginner-2-nap')).toBeNull();
    expect(findLesson(units, '')).toBeNull();
  });

  it('generates the same exercises every time', () => {
    for (const type of lessonTypes) expect(planLesson(course, unit, type)).toEqual(planLesson(course, unit, type));
  });

  it('quizzes every word, half by choosing the meaning and half by typing, and never puts the answer in a typed exercise', () => {
    const quiz = planLesson(course, unit, 'quiz');
    expect(quiz.itemIds).toEqual(unit.items.filter((i) => i.kind === 'word').map((i) => i.id));
    expect(quiz.exercises.map((e) => e.exercise.kind)).toEqual(quiz.itemIds.map((_, i) => (i % 2 === 0 ? 'choose' : 'type')));
    for (const { exercise, key, correctAnswer } of quiz.exercises) {
      expect(new Set(exercise.choices ?? []).size).toBe(exercise.choices?.length ?? 0);
      if (key.kind === 'choice') expect(exercise.choices).toContain(key.correct);
      if (exercise.kind === 'type') expect(JSON.stringify(exercise)).not.toContain(correctAnswer);
    }
    expect(quiz.exercises.find((e) => e.exercise.kind === 'choose')!.exercise.choices).toHaveLength(4);
  });

  it('lets the learner hear listening and speaking exercises in the course voice', () => {
    const listening = planLesson(course, unit, 'listening');
    expect(listening.exercises).toHaveLength(10);
    for (const { exercise, correctAnswer } of listening.exercises) {
      expect(exercise.speech).toEqual({ text: correctAnswer, speechLocale: 'es-MX' });
      expect(exercise.text).toBeUndefined();
    }
    const speaking = planLesson(course, unit, 'speaking');
    expect(speaking.exercises.every((e) => e.key.kind === 'self-rated' && e.exercise.choices?.length === 2)).toBe(true);
  });

  it('teaches from the unit: phrases, grammar examples, writing prompts, and reading lessons without exercises', () => {
    expect(planLesson(course, unit, 'phrases').itemIds).toEqual(unit.items.filter((i) => i.kind === 'phrase').map((i) => i.id));
    expect(planLesson(course, unit, 'grammar').exercises).toHaveLength(unit.grammar.examples.length);
    expect(planLesson(course, unit, 'writing').exercises.map((e) => e.key)).toEqual(
      unit.writing.map((w) => ({ kind: 'typed', accepted: w.accepted })),
    );
    expect(planLesson(course, unit, 'introduction')).toMatchObject({ exercises: [], material: unit.introduction });
  });
});
