import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-duration';

describe('formatCountdown', () => {
  it('rounds up to whole seconds so 0:00 shows only at the end', () => {
    expect(formatCountdown(25 * 60_000)).toBe('25:00');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(59_000)).toBe('0:59');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5)).toBe('0:00');
    expect(formatCountdown(3_600_000 + 5_000)).toBe('1:00:05');
  });
});
