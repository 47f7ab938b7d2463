import { describe, expect, it } from 'vitest';
import { detectProblems, looksLikeMaths, maxProblemsPerWorksheet, normaliseMathText } from './worksheet-problems.js';

describe('worksheet problem detection', () => {
  it('lists numbered problems and ignores the heading and name line', () => {
    const text = 'Worksheet 3: Equations\nName: ________\n1) Solve 2x + 5 = 11\n2. 3/4 + 1/6\nQ3: Simplify 3(x - 2) + 4x\n(4) 15% of 80\n';
    expect(detectProblems(text)).toEqual([
      { label: '1', text: 'Solve 2x + 5 = 11' },
      { label: '2', text: '3/4 + 1/6' },
      { label: '3', text: 'Simplify 3(x - 2) + 4x' },
      { label: '4', text: '15% of 80' },
    ]);
  });
  it('turns lettered parts under an instruction into problems carrying it', () => {
    const text = '1) Solve:\na. x + 3 = 7\nb) 2x = 10\n2) 5 * 6';
    expect(detectProblems(text)).toEqual([
      { label: '1a', text: 'Solve: x + 3 = 7' },
      { label: '1b', text: 'Solve: 2x = 10' },
      { label: '2', text: '5 * 6' },
    ]);
  });
  it('joins a problem that wraps onto the next line, and maths that follows "Solve:"', () => {
    expect(detectProblems('1) A train travels 60 km\nin 2 hours. How fast is it?\n2) Solve:\n3x - 1 = 8')).toEqual([
      { label: '1', text: 'A train travels 60 km in 2 hours. How fast is it?' },
      { label: '2', text: 'Solve: 3x - 1 = 8' },
    ]);
  });
  it('does not read a decimal as a problem number', () => {
    expect(detectProblems('2.5 + 1.25\n3.75 - 1')).toEqual([
      { label: '1', text: '2.5 + 1.25' },
      { label: '2', text: '3.75 - 1' },
    ]);
  });
  it('reads Chinese and Japanese numbering', () => {
    expect(detectProblems('第1题：2 + 3\n2、 4 * 5\n3．x + 1 = 2')).toEqual([
      { label: '1', text: '2 + 3' },
      { label: '2', text: '4 * 5' },
      { label: '3', text: 'x + 1 = 2' },
    ]);
  });
  it('falls back to equation lines on a sheet without numbers, and finds nothing in prose', () => {
    expect(detectProblems('Practice\nx^2 - 5x + 6 = 0\nGood luck!\n12 * 4')).toEqual([
      { label: '1', text: 'x^2 - 5x + 6 = 0' },
      { label: '2', text: '12 * 4' },
    ]);
    expect(detectProblems('Dear parents,\nplease sign below.')).toEqual([]);
    expect(detectProblems('')).toEqual([]);
  });
  it('keeps at most the limit of problems', () => {
    const text = Array.from({ length: 80 }, (_, i) => `${i + 1}) ${i} + 1`).join('\n');
    expect(detectProblems(text)).toHaveLength(maxProblemsPerWorksheet);
  });
  it('undoes OCR slips in maths', () => {
    expect(normaliseMathText('x~2 − 5x + 6 = 0')).toBe('x^2 - 5x + 6 = 0');
    expect(normaliseMathText('3 × 4 ÷ 2')).toBe('3 * 4 / 2');
    expect(normaliseMathText('a²  +  b²')).toBe('a^2 + b^2');
    expect(looksLikeMaths('What is 15% of 80?')).toBe(true);
    expect(looksLikeMaths('Show your work.')).toBe(false);
  });
});
