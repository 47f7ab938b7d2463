import { describe, expect, it } from 'vitest';
import { supportLevel } from './mood-support.js';

describe('supportLevel (when crisis resources show)', () => {
  it('shows crisis resources for the lowest mood whatever the tags', () => {
    expect(supportLevel(1, [])).toBe('crisis');
    expect(supportLevel(1, ['calm'])).toBe('crisis');
  });
  it('shows them for a crisis tag at any mood', () => {
    expect(supportLevel(5, ['unsafe'])).toBe('crisis');
    expect(supportLevel(3, ['tired', 'hopeless'])).toBe('crisis');
  });
  it('suggests reaching out for a low mood with a hard feeling, nothing otherwise', () => {
    expect(supportLevel(2, ['lonely'])).toBe('reachOut');
    expect(supportLevel(2, [])).toBe('none');
    expect(supportLevel(2, ['tired'])).toBe('none');
    expect(supportLevel(3, ['sad'])).toBe('none');
    expect(supportLevel(4, [])).toBe('none');
  });
});
