import { describe, expect, it } from 'vitest';
import type { TopicItem } from '@brainboost/domain/curriculum/topic-content';
import { checkMaths, checkWritten, normaliseShort, showMaths, showWritten, shownOrder } from './item-check.js';
import type { GeneratedMathsItem } from './maths-practice/maths-template.js';

const base = { id: 'i1', skill: 's', prompt: 'Which?', explanation: 'Because.' };
const choice: TopicItem = { ...base, kind: 'choice', choices: ['a', 'b', 'c'], answer: 2 };
const multi: TopicItem = { ...base, kind: 'multi', choices: ['a', 'b', 'c', 'd'], answers: [3, 1] };
const trueFalse: TopicItem = { ...base, kind: 'true-false', answer: true };
const short: TopicItem = { ...base, kind: 'short', accept: ['Photosynthesis', 'Zhōngguó'] };
const order: TopicItem = { ...base, kind: 'order', sequence: ['one', 'two', 'three', 'four'] };

describe('written items', () => {
  it('never show their answer', () => {
    for (const item of [choice, multi, trueFalse, short, order]) {
      const shown = JSON.stringify(showWritten(item, 7));
      expect(shown).not.toMatch(/"answers?"|"accept"|"sequence"/);
    }
  });

  it('check a choice by index; any other shape is wrong', () => {
    expect(checkWritten(choice, 1, 2).verdict).toBe('right');
    expect(checkWritten(choice, 1, 1).verdict).toBe('wrong');
    for (const odd of ['2', true, [2]]) expect(checkWritten(choice, 1, odd).verdict).toBe('wrong');
    expect(checkWritten(choice, 1, 0).reveal).toEqual({ kind: 'choice', answer: 2, text: 'c' });
  });

  it('check a multi as exactly the right set, in any order', () => {
    expect(checkWritten(multi, 1, [1, 3]).verdict).toBe('right');
    expect(checkWritten(multi, 1, [3, 1, 1]).verdict).toBe('right');
    expect(checkWritten(multi, 1, [1]).verdict).toBe('wrong');
    expect(checkWritten(multi, 1, [1, 2, 3]).verdict).toBe('wrong');
    expect(checkWritten(multi, 1, 'b, d').verdict).toBe('wrong');
  });

  it('check true or false', () => {
    expect(checkWritten(trueFalse, 1, true).verdict).toBe('right');
    expect(checkWritten(trueFalse, 1, false).verdict).toBe('wrong');
    expect(checkWritten(trueFalse, 1, 'true').verdict).toBe('wrong');
  });

  it('check a short answer ignoring case, accents, spaces and final punctuation', () => {
    for (const typed of ['photosynthesis', ' PHOTO synthesis. ', 'zhongguo', 'Zhong Guo!'])
      expect(checkWritten(short, 1, typed).verdict).toBe('right');
    for (const typed of ['photosynthesi', '', 'respiration', 3]) expect(checkWritten(short, 1, typed).verdict).toBe('wrong');
    expect(normaliseShort('Ça  va ?')).toBe('cava');
  });

  it('check an order item against the pieces as they were shown with that seed', () => {
    for (const seed of [1, 2, 3, 99, 123456]) {
      const shown = showWritten(order, seed) as { pieces: string[] };
      expect(shown.pieces).not.toEqual(order.sequence);
      const answer = order.sequence.map((piece) => shown.pieces.indexOf(piece));
      expect(checkWritten(order, seed, answer).verdict).toBe('right');
      expect(checkWritten(order, seed, [...answer].reverse()).verdict).toBe('wrong');
      expect(checkWritten(order, seed, answer.slice(1)).verdict).toBe('wrong');
      expect(checkWritten(order, seed, answer).reveal).toEqual({ kind: 'order', answer, sequence: order.sequence });
    }
  });

  it('shuffles the same way for the same seed', () => {
    expect(shownOrder(5, 42)).toEqual(shownOrder(5, 42));
  });
});

describe('maths items', () => {
  const item: GeneratedMathsItem = {
    prompt: { key: 'k', values: { a: 3 } },
    maths: '\\frac{3}{4} + \\frac{1}{4}',
    answer: { kind: 'number', value: '1' },
    steps: [{ text: { key: 'step' }, maths: '4/4 = 1' }],
    checks: [{ evaluate: '3/4 + 1/4' }],
  };
  const picked: GeneratedMathsItem = { ...item, answer: { kind: 'choice', choices: ['1/2', '1', '2'], answer: 1 } };

  it('show what kind of answer to type, never the answer', () => {
    expect(showMaths('s', item)).toEqual({ kind: 'maths', skill: 's', prompt: item.prompt, maths: item.maths, answer: { kind: 'number' } });
    expect(JSON.stringify(showMaths('s', picked))).not.toMatch(/"answer":1/);
  });

  it('check with the CAS: equal numbers are right, text is unreadable, other shapes wrong', () => {
    expect(checkMaths(item, '4/4').verdict).toBe('right');
    expect(checkMaths(item, 1).verdict).toBe('right');
    expect(checkMaths(item, '2').verdict).toBe('wrong');
    expect(checkMaths(item, 'one').verdict).toBe('unreadable');
    expect(checkMaths(item, [1]).verdict).toBe('wrong');
    expect(checkMaths(item, '1')).toMatchObject({ reveal: { kind: 'maths', answer: '1' }, explanation: { steps: item.steps } });
  });

  it('check a maths choice by index', () => {
    expect(checkMaths(picked, 1).verdict).toBe('right');
    expect(checkMaths(picked, 0).verdict).toBe('wrong');
    expect(checkMaths(picked, 0).reveal).toEqual({ kind: 'maths', answer: '1', choice: 1 });
  });
});
