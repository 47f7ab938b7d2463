import { describe, expect, it } from 'vitest';
import { quotasByTier } from '../billing/entitlements.js';
import { mayUpload, quotaMonth, remainingUploads } from './worksheet-quota.js';

describe('worksheet upload quota', () => {
  it('gives free users no uploads and paid tiers their monthly allowance', () => {
    expect(remainingUploads(quotasByTier.free, 0)).toBe(0);
    expect(mayUpload(quotasByTier.free, 0)).toBe(false);
    expect(quotasByTier.basic.worksheetUploadsPerMonth).toBe(30);
    expect(remainingUploads(quotasByTier.basic, 29)).toBe(1);
    expect(mayUpload(quotasByTier.basic, 29)).toBe(true);
    expect(mayUpload(quotasByTier.basic, 30)).toBe(false);
    expect(remainingUploads(quotasByTier.basic, 45)).toBe(0);
    expect(quotasByTier.premium.worksheetUploadsPerMonth).toBeGreaterThan(quotasByTier.basic.worksheetUploadsPerMonth);
    expect(quotasByTier.ultimate.worksheetUploadsPerMonth).toBeGreaterThan(quotasByTier.premium.worksheetUploadsPerMonth);
  });
  it('counts UTC calendar months and resets on the first of the next', () => {
    expect(quotaMonth(new Date('2026-11-30T23:59:59.999Z'))).toEqual({
      month: '2026-11-01',
      resetsAt: new Date('2026-12-01T00:00:00.000Z'),
    });
    expect(quotaMonth(new Date('2026-12-31T12:00:00.000Z')).resetsAt.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(quotaMonth(new Date('2027-01-01T00:00:00.000Z')).month).toBe('2027-01-01');
  });
});
