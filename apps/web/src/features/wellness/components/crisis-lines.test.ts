import { describe, expect, it } from 'vitest';
import { crisisLines, defaultCrisisCountry } from './crisis-lines';

describe('crisis lines', () => {
  it('the US line is 988 (call or text); every country has an emergency number', () => {
    expect(crisisLines.US.lines[0]).toMatchObject({ name: '988 Suicide & Crisis Lifeline', call: '988', text: '988' });
    for (const [country, entry] of Object.entries(crisisLines)) expect(entry.emergency, country).toMatch(/^\d{3}$/);
  });
  it('picks the browser region first, then the interface language', () => {
    expect(defaultCrisisCountry(['en-GB', 'en'], 'en')).toBe('GB');
    expect(defaultCrisisCountry(['zh-Hant-HK'], 'zh-Hant')).toBe('HK');
    expect(defaultCrisisCountry(['de-DE'], 'fr')).toBe('FR');
    expect(defaultCrisisCountry(['en'], 'yue')).toBe('HK');
    expect(defaultCrisisCountry([], 'en')).toBe('US');
  });
});
