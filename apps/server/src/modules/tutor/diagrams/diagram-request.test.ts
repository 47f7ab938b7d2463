import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLocales } from '@brainboost/domain/i18n/locales';
import { functionOfX, readDiagramRequest } from './diagram-request.js';

describe('reading a request for a picture', () => {
  it('reads plots with their range in the ways students write them', () => {
    expect(readDiagramRequest('plot y = x^2 - 3x + 2')).toEqual({ kind: 'plot', functions: ['x^2 - 3x + 2'], range: null });
    expect(readDiagramRequest('graph sin(x) from -pi to pi')).toEqual({ kind: 'plot', functions: ['sin(x)'], range: [-Math.PI, Math.PI] });
    expect(readDiagramRequest('Plot y = 2x + 1 for -3 <= x <= 3')).toMatchObject({ range: [-3, 3] });
    expect(readDiagramRequest('sketch f(x) = x^3 - x on [-2, 2]')).toEqual({ kind: 'plot', functions: ['x^3 - x'], range: [-2, 2] });
    expect(readDiagramRequest('plot y = x^2 and y = 2x + 1')).toMatchObject({ functions: ['x^2', '2x + 1'] });
    expect(readDiagramRequest('plot tan x')).toMatchObject({ functions: ['tan(x)'] });
    expect(readDiagramRequest('grafica y = x² de -2 a 2')).toEqual({ kind: 'plot', functions: ['x^2'], range: [-2, 2] });
    expect(readDiagramRequest('画 sin(x) 从 -pi 到 pi')).toEqual({ kind: 'plot', functions: ['sin(x)'], range: [-Math.PI, Math.PI] });
  });

  it('reads figures with their measures', () => {
    expect(readDiagramRequest('draw a triangle with sides 3, 4 and 5')).toEqual({ kind: 'triangle', given: { a: 3, b: 4, c: 5 } });
    expect(readDiagramRequest('Draw a triangle with sides 5 and 7 and an angle of 40° between them')).toEqual({
      kind: 'triangle',
      given: { a: 5, b: 7, C: 40 },
    });
    expect(readDiagramRequest('draw a triangle with angles 30° and 60° and a side of 10 between them')).toEqual({
      kind: 'triangle',
      given: { A: 30, B: 60, c: 10 },
    });
    expect(readDiagramRequest('draw triangle ABC with a = 5, b = 7, C = 40')).toEqual({ kind: 'triangle', given: { a: 5, b: 7, C: 40 } });
    expect(readDiagramRequest('draw a right triangle with legs 3 and 4')).toMatchObject({ kind: 'rightTriangle', legs: [3, 4] });
    expect(readDiagramRequest('draw a right-angled triangle with hypotenuse 13 and leg 5')).toMatchObject({
      kind: 'rightTriangle',
      hypotenuse: 13,
      leg: 5,
    });
    expect(readDiagramRequest('draw a circle with radius 4')).toEqual({ kind: 'circle', radius: 4 });
    expect(readDiagramRequest('draw a circle with diameter 10')).toEqual({ kind: 'circle', radius: 5 });
    expect(readDiagramRequest('draw a rectangle 6 by 4')).toEqual({ kind: 'rectangle', width: 6, height: 4, square: false });
    expect(readDiagramRequest('draw a square with side 3')).toEqual({ kind: 'rectangle', width: 3, height: 3, square: true });
    expect(readDiagramRequest('draw an angle of 135 degrees')).toEqual({ kind: 'angle', degrees: 135 });
  });

  it('reads figures asked for in the other interface languages', () => {
    expect(readDiagramRequest('dibuja un triángulo de lados 3, 4 y 5')).toEqual({ kind: 'triangle', given: { a: 3, b: 4, c: 5 } });
    expect(readDiagramRequest('dessine un cercle de rayon 4')).toEqual({ kind: 'circle', radius: 4 });
    expect(readDiagramRequest('disegna un rettangolo 6 per 4')).toEqual({ kind: 'rectangle', width: 6, height: 4, square: false });
    expect(readDiagramRequest('画一个边长为 3、4 和 5 的三角形')).toEqual({ kind: 'triangle', given: { a: 3, b: 4, c: 5 } });
    expect(readDiagramRequest('畫一個半徑為 4 的圓')).toEqual({ kind: 'circle', radius: 4 });
    expect(readDiagramRequest('畫一個邊長係 3、4 同 5 嘅三角形')).toEqual({ kind: 'triangle', given: { a: 3, b: 4, c: 5 } });
    expect(readDiagramRequest('画一个 40 度的角')).toEqual({ kind: 'angle', degrees: 40 });
  });

  it('leaves other questions to the tutor', () => {
    for (const q of [
      'Solve 2x + 5 = 11',
      'What is 15% of 80?',
      'derivative of x^3',
      'Why do volcanoes erupt?',
      'plot my essay',
      'draw a horse',
      'plot y = require("fs")',
    ])
      expect(readDiagramRequest(q), q).toBeNull();
  });

  it('accepts only functions of x built from known functions', () => {
    expect(functionOfX('y = 3sin(2x) + 1')).toBe('3sin(2x) + 1');
    expect(functionOfX('f(x) = e^x')).toBe('e^x');
    expect(functionOfX('x + z')).toBeNull();
    expect(functionOfX('import(x)')).toBeNull();
    expect(functionOfX('x = 2')).toBeNull();
  });
});

describe('the examples the question box suggests', () => {
  const dir = path.resolve(import.meta.dirname, '../../../../../web/public/locales');
  it.each(supportedLocales)('%s: every quoted example is read as a picture request', (lng) => {
    const hint = (JSON.parse(readFileSync(path.join(dir, lng, 'diagrams.json'), 'utf8')) as { hint: string }).hint;
    const examples = [...hint.matchAll(/[“«「]\s*([^”»」]+?)\s*[”»」]/g)].map((m) => m[1]!);
    expect(examples).toHaveLength(4);
    for (const example of examples) expect(readDiagramRequest(example), example).not.toBeNull();
  });
});
