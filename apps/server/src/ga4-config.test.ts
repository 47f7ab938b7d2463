import { describe, expect, it, vi } from 'vitest';
import { resolveGa4 } from './app.js';

describe('GA4 configuration', () => {
  it('is off unless enabled', () => {
    const log = { error: vi.fn() };
    expect(resolveGa4({ GA4_ENABLED: false, GA4_MEASUREMENT_ID: 'G-ABC1234' }, log)).toBeNull();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs "Measurement ID is required" and stays off when enabled without an id', () => {
    const log = { error: vi.fn() };
    expect(resolveGa4({ GA4_ENABLED: true, GA4_MEASUREMENT_ID: undefined }, log)).toBeNull();
    expect(log.error).toHaveBeenCalledWith('Measurement ID is required');
  });

  it('uses the id when enabled with one', () => {
    expect(resolveGa4({ GA4_ENABLED: true, GA4_MEASUREMENT_ID: 'G-ABC1234' }, { error: vi.fn() })).toBe('G-ABC1234');
  });
});
