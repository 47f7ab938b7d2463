import { describe, expect, it } from 'vitest';
import { isValidCron, nextRunAfter } from './cron-schedule.js';

describe('cron schedules', () => {
  it('accepts five-field expressions and refuses anything else', () => {
    for (const ok of ['0 * * * *', '*/15 * * * *', '30 6 * * 1-5', '0 0 1 * *']) expect(isValidCron(ok), ok).toBe(true);
    for (const bad of ['', 'hello', '61 * * * *', '* * * *', '0 0 * * * *', '0 25 * * *', '0 0 32 * *', '@reboot'])
      expect(isValidCron(bad), bad).toBe(false);
  });

  it('names the next time strictly after the given one, in UTC', () => {
    expect(nextRunAfter('*/15 * * * *', new Date('2026-01-01T00:07:00Z')).toISOString()).toBe('2026-01-01T00:15:00.000Z');
    expect(nextRunAfter('0 * * * *', new Date('2026-01-01T01:00:00Z')).toISOString()).toBe('2026-01-01T02:00:00.000Z');
    expect(nextRunAfter('30 6 * * 1-5', new Date('2026-11-21T12:00:00Z')).toISOString()).toBe('2026-11-23T06:30:00.000Z');
  });
});
