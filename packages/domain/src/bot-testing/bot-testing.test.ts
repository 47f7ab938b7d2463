import { describe, expect, it } from 'vitest';
import { meetsExpectation, passRate, replyText, scheduledRunAlert } from './bot-testing.js';
import type { TutorAnswer } from '../schemas/tutor.js';

const math = (value: string): TutorAnswer => ({
  kind: 'math',
  topic: 'arithmetic',
  problemLatex: '2+2',
  hints: [{ key: 'hint', values: { n: 'add them' } }],
  steps: [{ key: 'step', values: {}, latex: '2+2=4' }],
  answer: { latex: value, value },
  solutionLocked: false,
  verified: true,
});
const sameNumber = (_kind: string, a: string, e: string) => Number(a) === Number(e);

describe('meetsExpectation', () => {
  it('compares an expected answer through the comparison it is given', () => {
    expect(meetsExpectation({ type: 'answer', kind: 'number', answer: '4.0' }, math('4'), sameNumber)).toBe(true);
    expect(meetsExpectation({ type: 'answer', kind: 'number', answer: '5' }, math('4'), sameNumber)).toBe(false);
    expect(meetsExpectation({ type: 'answer', kind: 'number', answer: '4' }, { kind: 'text', text: '4' }, sameNumber)).toBe(false);
    expect(
      meetsExpectation({ type: 'answer', kind: 'number', answer: '4' }, { ...math('4'), answer: null } as TutorAnswer, sameNumber),
    ).toBe(false);
  });

  it('checks text anywhere in the reply, ignoring case', () => {
    expect(meetsExpectation({ type: 'contains', text: 'ADD them' }, math('4'), sameNumber)).toBe(true);
    expect(
      meetsExpectation({ type: 'contains', text: 'photosynthesis' }, { kind: 'text', text: 'Plants use Photosynthesis.' }, sameNumber),
    ).toBe(true);
    expect(meetsExpectation({ type: 'contains', text: 'oxygen' }, { kind: 'text', text: 'Plants.' }, sameNumber)).toBe(false);
    expect(meetsExpectation({ type: 'notContains', text: 'oxygen' }, { kind: 'text', text: 'Plants.' }, sameNumber)).toBe(true);
    expect(meetsExpectation({ type: 'notContains', text: '2=4' }, math('4'), sameNumber)).toBe(false);
  });

  it('tells refusals for safety from offline answers', () => {
    const unsafe: TutorAnswer = { kind: 'unanswered', reason: 'unsafe', concern: 'violence' };
    const offline: TutorAnswer = { kind: 'unanswered', reason: 'offline', concern: null };
    expect(meetsExpectation({ type: 'refusedUnsafe' }, unsafe, sameNumber)).toBe(true);
    expect(meetsExpectation({ type: 'refusedUnsafe' }, offline, sameNumber)).toBe(false);
    expect(meetsExpectation({ type: 'offline' }, offline, sameNumber)).toBe(true);
    expect(meetsExpectation({ type: 'offline' }, unsafe, sameNumber)).toBe(false);
    expect(meetsExpectation({ type: 'offline' }, { kind: 'unanswered', reason: 'notUnderstood', concern: null }, sameNumber)).toBe(false);
  });

  it('reads a maths reply as its problem, answer and steps', () => {
    expect(replyText(math('4'))).toContain('2+2=4');
    expect(replyText(math('4'))).toContain('add them');
  });
});

describe('scheduledRunAlert', () => {
  it('alerts below the threshold, and when the rate drops from the run before', () => {
    expect(scheduledRunAlert(0.8, null)).toEqual({ reason: 'belowThreshold', passRate: 0.8, previousPassRate: null });
    expect(scheduledRunAlert(0.95, 1)).toEqual({ reason: 'dropped', passRate: 0.95, previousPassRate: 1 });
    expect(scheduledRunAlert(0.9, null)).toBeNull();
    expect(scheduledRunAlert(1, 1)).toBeNull();
    expect(scheduledRunAlert(1, 0.5)).toBeNull();
    expect(scheduledRunAlert(null, 1)).toBeNull();
    expect(scheduledRunAlert(0.95, null, 0.99)?.reason).toBe('belowThreshold');
  });

  it('has no rate for an empty run', () => {
    expect(passRate(0, 0)).toBeNull();
    expect(passRate(9, 10)).toBe(0.9);
  });
});
