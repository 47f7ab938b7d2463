import { describe, expect, it } from 'vitest';
import { checkMathsAnswer } from './maths-answer-check.js';
import { verifyMathsItem } from './maths-item-verify.js';
import type { GeneratedMathsItem, MathsAnswer } from './maths-template.js';

describe('checkMathsAnswer', () => {
  it('takes any equal number: fraction, decimal, decimal comma, mixed number, with the unit', () => {
    const threeQuarters: MathsAnswer = { kind: 'number', value: '3/4', form: 'lowest-terms' };
    expect(['3/4', '0.75', '0,75', ' 3 / 4 '].map((t) => checkMathsAnswer(threeQuarters, t))).toEqual(['right', 'right', 'right', 'right']);
    expect(checkMathsAnswer(threeQuarters, '6/8')).toBe('form');
    expect(checkMathsAnswer(threeQuarters, '2/3')).toBe('wrong');
    expect(checkMathsAnswer(threeQuarters, 'three quarters')).toBe('unreadable');
    expect(checkMathsAnswer({ kind: 'number', value: '12', unit: 'cm' }, '12 cm')).toBe('right');
    expect(checkMathsAnswer({ kind: 'number', value: '3/2' }, '1 1/2')).toBe('right');
    expect(checkMathsAnswer({ kind: 'number', value: '4' }, '４')).toBe('right');
  });

  it('takes the solutions in any order and notation, and knows "no solution"', () => {
    const roots: MathsAnswer = { kind: 'solutions', value: 'x=2;x=3', variable: 'x' };
    expect(['x = 2 or x = 3', '3, 2', 'x=3; x=2', 'x=2 ou x=3', 'x=2 或 x=3'].map((t) => checkMathsAnswer(roots, t))).toEqual(
      Array(5).fill('right'),
    );
    expect(checkMathsAnswer(roots, 'x=2')).toBe('wrong');
    expect(checkMathsAnswer({ kind: 'solutions', value: '', variable: 'x' }, 'no solution')).toBe('right');
  });

  it('takes an equivalent expression, in the asked form', () => {
    const factored: MathsAnswer = { kind: 'expression', value: '(x+2)(x+3)', variables: ['x'], form: 'factored' };
    expect(checkMathsAnswer(factored, '(x+3)(x+2)')).toBe('right');
    expect(checkMathsAnswer(factored, 'y = (x+2)*(x+3)')).toBe('right');
    expect(checkMathsAnswer(factored, 'x^2+5x+6')).toBe('form');
    expect(checkMathsAnswer(factored, '(x+1)(x+6)')).toBe('wrong');
    const expanded: MathsAnswer = { kind: 'expression', value: 'x^2+5x+6', variables: ['x'], form: 'expanded' };
    expect(checkMathsAnswer(expanded, 'x²+5x+6')).toBe('right');
    expect(checkMathsAnswer(expanded, 'x(x+5)+6')).toBe('form');
    expect(checkMathsAnswer({ kind: 'expression', value: 'x*y+y', variables: ['x', 'y'] }, 'y(x+1)')).toBe('right');
  });

  it('reads a choice as its index and never throws on odd input', () => {
    const choice: MathsAnswer = { kind: 'choice', choices: ['>', '<', '='], answer: 0 };
    expect([checkMathsAnswer(choice, '0'), checkMathsAnswer(choice, '2'), checkMathsAnswer(choice, '7')]).toEqual([
      'right',
      'wrong',
      'unreadable',
    ]);
    for (const odd of ['', ')(', 'x'.repeat(5000), '1/0', '((((', '__proto__', 'sqrt(-1)'])
      expect(() => checkMathsAnswer({ kind: 'number', value: '1' }, odd)).not.toThrow();
  });
});

describe('verifyMathsItem', () => {
  const item = (answer: MathsAnswer, checks: GeneratedMathsItem['checks']): GeneratedMathsItem => ({
    prompt: { key: 'k' },
    answer,
    steps: [],
    checks,
  });

  it('accepts keys the CAS confirms', () => {
    expect(verifyMathsItem(item({ kind: 'number', value: '3/4' }, [{ evaluate: '1/2 + 1/4' }]))).toEqual([]);
    expect(verifyMathsItem(item({ kind: 'number', value: '5' }, [{ solve: '3x + 5 = 20', variable: 'x' }]))).toEqual([]);
    expect(
      verifyMathsItem(item({ kind: 'solutions', value: 'x=2;x=3', variable: 'x' }, [{ solve: 'x^2 - 5x + 6 = 0', variable: 'x' }])),
    ).toEqual([]);
    expect(verifyMathsItem(item({ kind: 'choice', choices: ['>', '<'], answer: 0 }, [{ holds: '3/4 > 2/3' }]))).toEqual([]);
  });

  it('catches a wrong key, a missing check and a form the key itself breaks', () => {
    expect(verifyMathsItem(item({ kind: 'number', value: '3/5' }, [{ evaluate: '1/2 + 1/4' }]))).toHaveLength(1);
    expect(
      verifyMathsItem(item({ kind: 'solutions', value: 'x=2;x=3', variable: 'x' }, [{ solve: 'x^2 - 5x + 4 = 0', variable: 'x' }])),
    ).toHaveLength(1);
    expect(
      verifyMathsItem(item({ kind: 'solutions', value: 'x=2', variable: 'x' }, [{ solve: 'x^2 - 5x + 6 = 0', variable: 'x' }])),
    ).toHaveLength(1);
    expect(verifyMathsItem(item({ kind: 'choice', choices: ['>', '<'], answer: 0 }, [{ holds: '3/4 < 2/3' }]))).toHaveLength(1);
    expect(verifyMathsItem(item({ kind: 'number', value: '6/8', form: 'lowest-terms' }, [{ evaluate: '3/4' }]))).toHaveLength(1);
    expect(verifyMathsItem(item({ kind: 'number', value: '1' }, []))).not.toEqual([]);
    expect(
      verifyMathsItem(item({ kind: 'expression', value: '2x+6', variables: ['x'], form: 'factored' }, [{ equivalent: '2(x+3)' }])),
    ).toHaveLength(1);
  });
});
