// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asciiToLatex, bracketsBalance } from './ascii-to-latex';

describe('the maths editor preview', () => {
  it('stacks fractions without their brackets and raises powers', () => {
    expect(asciiToLatex('(x^2 - 1)/(x + 1)')).toBe('\\frac{{x}^{2} - 1}{x + 1}');
    expect(asciiToLatex('x^(n+1)')).toBe('{x}^{n + 1}');
    expect(asciiToLatex('1/2 + 3/4')).toBe('\\frac{1}{2} + \\frac{3}{4}');
  });

  it('draws roots, functions and π, and reads products written side by side', () => {
    expect(asciiToLatex('sqrt(2x)')).toBe('\\sqrt{2x}');
    expect(asciiToLatex('3sin(x) + pi')).toBe('3\\sin\\left(x\\right) + \\pi');
    expect(asciiToLatex('(x+1)(x-1)')).toBe('\\left(x + 1\\right)\\left(x - 1\\right)');
    expect(asciiToLatex('2 × 3 ÷ 4')).toBe('\\frac{2 \\cdot 3}{4}');
  });

  it('keeps equations and signs', () => {
    expect(asciiToLatex('y = -x^2 + 3x')).toBe('y = -{x}^{2} + 3x');
    expect(asciiToLatex('2x + 5 = 11')).toBe('2x + 5 = 11');
  });

  it('gives nothing for unbalanced brackets or text that is not maths', () => {
    expect(asciiToLatex('(x + 1')).toBeNull();
    expect(asciiToLatex('x + )')).toBeNull();
    expect(asciiToLatex('3 +')).toBeNull();
    expect(asciiToLatex('')).toBeNull();
    expect(bracketsBalance('((x)')).toBe(false);
    expect(bracketsBalance('(x)[y]')).toBe(true);
    expect(bracketsBalance('(]')).toBe(false);
  });
});
