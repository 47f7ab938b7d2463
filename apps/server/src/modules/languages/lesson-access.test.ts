import { describe, expect, it } from 'vitest';
import type { Feature } from '@brainboost/domain/billing/entitlements';
import { lessonTypes } from '@brainboost/domain/schemas/languages';
import { validCourse } from './course-content.test-helpers.js';
import { lessonAccess, lessonStates, levelReached, unitDone, type LearnerProgress } from './lesson-access.js';
import { lessonIdOf } from './lesson-plan.js';

const { units } = validCourse('fr');
const premium = new Set<Feature>(['premium_content', 'ai_conversation']);
const progress = (over: Partial<LearnerProgress> = {}): LearnerProgress => ({
  completed: new Set(),
  started: new Set(),
  placed: new Set(),
  features: new Set(),
  ...over,
});
const allBut = (unitIndex: number, skip: string[] = []) =>
  lessonTypes.filter((t) => !skip.includes(t)).map((t) => lessonIdOf(units[unitIndex]!, t));

describe('lesson access', () => {
  it('makes the first unit free except its conversation, and the rest premium', () => {
    expect(lessonTypes.map((t) => lessonAccess(units[0]!, t))).toEqual([...Array(7).fill('free'), 'ai_conversation']);
    expect(lessonAccess(units[1]!, 'introduction')).toBe('premium_content');
    expect(lessonAccess(units[4]!, 'introduction')).toBe('premium_content');
  });

  it('opens lessons one after another, and the next unit once all but the conversation are done', () => {
    const states = lessonStates(units, progress({ features: premium }));
    expect(states.get('fr-beginner-1-introduction')).toBe('start');
    expect(states.get('fr-beginner-1-phrases')).toBe('locked');
    expect(states.get('fr-beginner-2-introduction')).toBe('locked');
    const done = new Set(allBut(0, ['conversation']));
    expect(unitDone(units[0]!, { completed: done })).toBe(true);
    const after = lessonStates(units, progress({ features: premium, completed: done, started: new Set(['fr-beginner-2-introduction']) }));
    expect(after.get('fr-beginner-1-conversation')).toBe('start');
    expect(after.get('fr-beginner-1-quiz')).toBe('completed');
    expect(after.get('fr-beginner-2-introduction')).toBe('continue');
    expect(after.get('fr-beginner-2-phrases')).toBe('locked');
  });

  it('shows "premium" before any lock to a learner without the plan', () => {
    const states = lessonStates(units, progress());
    expect(states.get('fr-beginner-1-conversation')).toBe('premium');
    expect(states.get('fr-beginner-3-grammar')).toBe('premium');
    expect(states.get('fr-beginner-1-grammar')).toBe('locked');
  });

  it('reaches a level by finishing the one below or by placement, and a higher placement opens the levels under it', () => {
    expect(levelReached(units, 'beginner', progress())).toBe(true);
    expect(levelReached(units, 'intermediate', progress())).toBe(false);
    const beginnerDone = new Set([0, 1, 2, 3].flatMap((i) => allBut(i, ['conversation'])));
    expect(levelReached(units, 'intermediate', progress({ completed: beginnerDone }))).toBe(true);
    expect(levelReached(units, 'advanced', progress({ completed: beginnerDone }))).toBe(false);
    expect(levelReached(units, 'intermediate', progress({ placed: new Set(['intermediate']) }))).toBe(true);
    expect(levelReached(units, 'intermediate', progress({ placed: new Set(['advanced']) }))).toBe(true);
    const placed = lessonStates(units, progress({ features: premium, placed: new Set(['intermediate']) }));
    expect(placed.get('fr-intermediate-1-introduction')).toBe('start');
    expect(placed.get('fr-intermediate-2-introduction')).toBe('locked');
    expect(placed.get('fr-advanced-1-introduction')).toBe('locked');
  });
});
