import { describe, expect, it } from 'vitest';
import { simplifiedFractionLatex } from './fraction-steps.js';

describe('simplifiedFractionLatex', () => {
  it('shows a fraction that simplifies and its lowest terms', () => {
    expect(simplifiedFractionLatex(26, 4)).toBe('\\frac{26}{4} = \\frac{13}{2}');
    expect(simplifiedFractionLatex(18, 6)).toBe('\\frac{18}{6} = 3');
  });

  it('writes a fraction already in lowest terms once', () => {
    expect(simplifiedFractionLatex(5, 12)).toBe('\\frac{5}{12}');
  });

  it('still gives the whole number of a fraction over 1', () => {
    expect(simplifiedFractionLatex(7, 1)).toBe('\\frac{7}{1} = 7');
  });
});
