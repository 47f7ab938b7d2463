import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const bootScript = readFileSync(path.resolve(import.meta.dirname, '../../boot/display-settings.js'), 'utf8');

describe('the boot script', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('runs without error and starts downloading the first screen’s texts in the chosen language', () => {
    localStorage.setItem('i18nextLng', 'fr');
    window.history.replaceState(null, '', '/login');
    expect(() => new Function(bootScript)()).not.toThrow();
    expect(document.documentElement.lang).toBe('fr');
    const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'));
    expect(preloads).toContain('/locales/fr/first-screen/login.json');
  });

  it('on a page of prices, builds a currency formatter in the reader’s language while the code downloads', () => {
    vi.useFakeTimers();
    const formatter = vi.spyOn(Intl, 'NumberFormat');
    localStorage.setItem('i18nextLng', 'it');
    window.history.replaceState(null, '', '/pricing');
    new Function(bootScript)();
    expect(formatter).not.toHaveBeenCalled(); // not while the page is still being read
    vi.runAllTimers();
    expect(formatter).toHaveBeenCalledWith('it', { style: 'currency', currency: 'USD' });
  });

  it('elsewhere, builds none', () => {
    vi.useFakeTimers();
    const formatter = vi.spyOn(Intl, 'NumberFormat');
    window.history.replaceState(null, '', '/login');
    new Function(bootScript)();
    vi.runAllTimers();
    expect(formatter).not.toHaveBeenCalled();
  });
});
