import { describe, expect, it } from 'vitest';
import { familyMaxMembers, familySeatsLeft, normalizeEmail } from './family.js';

describe('family plan seats', () => {
  it('counts the owner among the six', () => {
    expect(familyMaxMembers).toBe(6);
    expect(familySeatsLeft(1)).toBe(5);
    expect(familySeatsLeft(5)).toBe(1);
    expect(familySeatsLeft(6)).toBe(0);
  });
  it('never goes below zero', () => {
    expect(familySeatsLeft(9)).toBe(0);
  });
  it('compares emails without case or surrounding spaces', () => {
    expect(normalizeEmail('  Kid@Example.ORG ')).toBe('kid@example.org');
  });
});
