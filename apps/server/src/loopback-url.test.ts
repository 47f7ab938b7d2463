import { describe, expect, it } from 'vitest';
import { isLoopbackUrl } from './loopback-url.js';

describe('loopback URLs', () => {
  it('counts this machine’s own names and an unset URL as loopback', () => {
    for (const url of [
      undefined,
      'http://localhost:3000',
      'http://app.localhost',
      'http://127.0.0.1:3000',
      'http://127.1.2.3',
      'http://[::1]:3000',
    ]) {
      expect(isLoopbackUrl(url), String(url)).toBe(true);
    }
  });

  it('counts any other host as reachable from elsewhere', () => {
    for (const url of [
      'https://learn.example.org',
      'http://10.0.0.5:3000',
      'http://0.0.0.0:3000',
      'http://[::]:3000',
      'http://localhost.example.org',
      'http://127.0.0.1.example.org',
      'http://[::ffff:7f00:1]',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});
