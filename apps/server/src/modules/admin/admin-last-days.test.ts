import { describe, expect, it } from 'vitest';
import { lastDays } from './admin.service.js';

describe('lastDays', () => {
  it('gives the last UTC dates, oldest first, across a month and a year end', () => {
    expect(lastDays(new Date('2027-01-02T23:59:59.999Z'), 4)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(lastDays(new Date('2026-03-01T00:00:00.000Z'), 2)).toEqual(['2026-02-28', '2026-03-01']);
    expect(lastDays(new Date('2026-11-28T00:00:00Z'), 30)[0]).toBe('2026-10-30');
  });
});
