import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('settings store', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('persists updates per group and mirrors the theme under vite-ui-theme', async () => {
    const { settingsStore, settingsKey } = await import('./settings-store');
    settingsStore.update({ display: { theme: 'dark' } });
    settingsStore.update({ accessibility: { highContrast: true } });
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    const stored = JSON.parse(localStorage.getItem(settingsKey) ?? '{}');
    expect(stored.display).toEqual({ theme: 'dark', fontSize: 'medium' });
    expect(stored.accessibility.highContrast).toBe(true);
  });

  it('reads the theme from vite-ui-theme when it was set elsewhere', async () => {
    localStorage.setItem('vite-ui-theme', 'light');
    const { settingsStore } = await import('./settings-store');
    expect(settingsStore.get().display.theme).toBe('light');
  });

  it('reset restores every default', async () => {
    const { settingsStore } = await import('./settings-store');
    settingsStore.update({ display: { fontSize: 'large' }, notifications: { email: false } });
    settingsStore.reset();
    expect(settingsStore.get().display.fontSize).toBe('medium');
    expect(settingsStore.get().notifications.email).toBe(true);
    expect(localStorage.getItem('vite-ui-theme')).toBe('system');
  });
});
