import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ APP_ENV: 'production', PORT: 3000, RATE_LIMIT_MAX: 600, GA4_ENABLED: false, ORG_NAME: 'BrainBoost' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', GA4_ENABLED: 'maybe' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', GA4_ENABLED: 'maybe' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('GA4_ENABLED');
    }
  });

  it('reads social links and rejects malformed ones', () => {
    expect(loadConfig({ SOCIAL_LINKS: 'youtube=https://video.example/@bb, x=https://x.example/bb' }).SOCIAL_LINKS).toEqual([
      { network: 'youtube', url: 'https://video.example/@bb' },
      { network: 'x', url: 'https://x.example/bb' },
    ]);
    expect(() => loadConfig({ SOCIAL_LINKS: 'myspace=https://a.example' })).toThrow(/SOCIAL_LINKS/);
    expect(() => loadConfig({ SOCIAL_LINKS: 'x=javascript:alert(1)' })).toThrow(/SOCIAL_LINKS/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
