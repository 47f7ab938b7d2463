import { describe, expect, it } from 'vitest';
import { equivalentAnswers } from './answer-equivalence.js';

describe('answer equivalence', () => {
  it('compares numbers by value, not by spelling', () => {
    expect(equivalentAnswers('number', '0.5', '1/2')).toBe(true);
    expect(equivalentAnswers('number', '5/6', '0.8333')).toBe(false);
  });
  it('compares solution sets in any order', () => {
    expect(equivalentAnswers('solutions', 'x=3;x=2', 'x=2;x=3')).toBe(true);
    expect(equivalentAnswers('solutions', 'x=2', 'x=2;x=3')).toBe(false);
    expect(equivalentAnswers('solutions', 'x=1+sqrt(2);x=1-sqrt(2)', 'x=-sqrt(2)+1;x=sqrt(2)+1')).toBe(true);
    expect(equivalentAnswers('solutions', 'x=3;y=1', 'x=1;y=3')).toBe(false);
  });
  it('compares expressions as functions', () => {
    expect(equivalentAnswers('expression', '2 * x + 1', '1 + 2x')).toBe(true);
    expect(equivalentAnswers('expression', 'x^2 - x - 6', '(x-3)(x+2)')).toBe(true);
    expect(equivalentAnswers('expression', 'x^2', 'x^3')).toBe(false);
  });
  it('accepts antiderivatives that differ by a constant only', () => {
    expect(equivalentAnswers('antiderivative', 'x^3 + 7', 'x^3')).toBe(true);
    expect(equivalentAnswers('antiderivative', 'x^3 + x', 'x^3')).toBe(false);
  });
});
