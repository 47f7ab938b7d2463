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
  it('reads numbered problems and instruction lines in the other interface languages', () => {
    expect(detectProblems('Ejercicio 1: 2x + 3 = 7\nProblème 2 : 3/4 + 1/6\nDomanda 3) 20% di 50')).toEqual([
      { label: '1', text: '2x + 3 = 7' },
      { label: '2', text: '3/4 + 1/6' },
      { label: '3', text: '20% di 50' },
    ]);
    // "Resuelve:" on its own line says what to do with the problems under it, unless one says otherwise.
    expect(detectProblems('Resuelve:\n1) 2x + 3 = 7\n2) Simplifica (x+1)^2')).toEqual([
      { label: '1', text: 'Resuelve: 2x + 3 = 7' },
      { label: '2', text: 'Simplifica (x+1)^2' },
    ]);
    expect(detectProblems('Calcule :\na) 3/4 + 1/6\nb) 2,5 * 4')).toEqual([
      { label: 'a', text: 'Calcule: 3/4 + 1/6' },
      { label: 'b', text: 'Calcule: 2,5 * 4' },
    ]);
    expect(detectProblems('1) Risolvi:\na) x + 3 = 7\n2) Calcola il 20% di 50')).toEqual([
      { label: '1a', text: 'Risolvi: x + 3 = 7' },
      { label: '2', text: 'Calcola il 20% di 50' },
    ]);
  });

  it('reads Chinese instruction lines, full-width characters and circled numbers', () => {
    expect(detectProblems('一、解方程：\n（1）２ｘ＋３＝７\n（2）x^2 - 1 = 0\n二、計算：\n① 3/4 + 1/6\n② 12 * 5')).toEqual([
      { label: '1', text: '解方程: 2x+3=7' },
      { label: '2', text: '解方程: x^2 - 1 = 0' },
      { label: '1', text: '計算: 3/4 + 1/6' },
      { label: '2', text: '計算: 12 * 5' },
    ]);
    expect(detectProblems('化簡：\n(x+1)^2 - x^2 + 1\n5 - 3(x - 2)')).toEqual([
      { label: '1', text: '化簡: (x+1)^2 - x^2 + 1' },
      { label: '2', text: '化簡: 5 - 3(x - 2)' },
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
