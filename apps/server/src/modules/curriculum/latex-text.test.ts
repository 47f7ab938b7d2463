import { describe, expect, it } from 'vitest';
import { latexToText } from './latex-text.js';

describe('LaTeX as printed text', () => {
  it('writes fractions, powers, roots and symbols as a reader writes them', () => {
    expect(latexToText('\\frac{3}{4} + \\frac{1}{8}')).toBe('3/4 + 1/8');
    expect(latexToText('\\frac{x+1}{2x}')).toBe('(x+1)/(2x)');
    expect(latexToText('x^{2} - 5x + 6 = 0')).toBe('x² - 5x + 6 = 0');
    expect(latexToText('2^{x+1}')).toBe('2^(x+1)');
    expect(latexToText('\\sqrt{72} = 6\\sqrt{2}')).toBe('√72 = 6√2');
    expect(latexToText('\\sqrt[3]{27}')).toBe('³√27');
    expect(latexToText('3 \\times 4 \\le 12 \\div 1')).toBe('3 × 4 ≤ 12 ÷ 1');
    expect(latexToText('\\text{area} = 12\\,\\text{cm}^2')).toBe('area = 12 cm²');
    expect(latexToText('\\frac{3}{4} = \\frac{\\square}{12}')).toBe('3/4 = □/12');
    expect(latexToText('a_{n} = a_1 + (n-1)d')).toBe('a_n = a_1 + (n-1)d');
    expect(latexToText('\\left( x \\right)')).toBe('( x )');
  });
});
