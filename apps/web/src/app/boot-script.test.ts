import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const bootScript = readFileSync(path.resolve(import.meta.dirname, '../../boot/display-settings.js'), 'utf8');

describe('the boot script', () => {
  it('runs without error and starts downloading the first screen’s texts in the chosen language', () => {
    localStorage.setItem('i18nextLng', 'fr');
    window.history.replaceState(null, '', '/login');
    expect(() => new Function(bootScript)()).not.toThrow();
    expect(document.documentElement.lang).toBe('fr');
    const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'));
    expect(preloads).toContain('/locales/fr/first-screen/login.json');
  });
});
