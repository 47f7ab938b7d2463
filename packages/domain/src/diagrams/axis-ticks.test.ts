import { describe, expect, it } from 'vitest';
import { axisTicks, niceStep, paddedRange } from './axis-ticks.js';
import { numberLabel, piLabel } from './number-label.js';

describe('axis ticks', () => {
  it('steps by 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(10)).toBe(2);
    expect(niceStep(7)).toBe(1);
    expect(niceStep(0.3)).toBe(0.05);
    expect(niceStep(300)).toBe(50);
  });

  it('labels ticks inside the range with a true minus sign', () => {
    expect(axisTicks(-3, 3).map((t) => t.label)).toEqual(['−3', '−2', '−1', '0', '1', '2', '3']);
    expect(axisTicks(-0.25, 0.25).map((t) => t.value)).toEqual([-0.2, -0.1, 0, 0.1, 0.2]);
  });

  it('uses multiples of π/2 for trigonometric plots', () => {
    expect(axisTicks(-Math.PI, Math.PI, { pi: true }).map((t) => t.label)).toEqual(['−π', '−π/2', '0', 'π/2', 'π']);
    expect(axisTicks(0, 6 * Math.PI, { pi: true }).map((t) => t.label)).toEqual(['0', 'π', '2π', '3π', '4π', '5π', '6π']);
  });

  it('pads a range out to whole steps', () => {
    expect(paddedRange(0, 10)).toEqual([-2, 12]);
    expect(paddedRange(3, 3)).toEqual([2, 4]);
  });

  it('writes short labels', () => {
    expect(numberLabel(-0.25)).toBe('−0.25');
    expect(numberLabel(1.5)).toBe('1.5');
    expect(numberLabel(-0.0001)).toBe('0');
    expect(numberLabel(2 / 3)).toBe('0.67');
    expect(piLabel(1.5 * Math.PI)).toBe('3π/2');
    expect(piLabel(1)).toBeNull();
  });
});
