import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultSettings, mergeSettings, parseStoredSettings, resetSettings, textSpacingApplies } from './settings.js';

describe('settings', () => {
  it('has the spec defaults', () => {
    expect(resetSettings()).toEqual({
      notifications: { email: true, push: true },
      display: { theme: 'system', fontSize: 'medium' },
      accessibility: { reducedMotion: false, highContrast: false, enhancedFocus: false, textSpacing: 1 },
    });
  });

  it('merges one key of a group and keeps the rest of that group', () => {
    const merged = mergeSettings(defaultSettings, { display: { fontSize: 'large' } });
    expect(merged.display).toEqual({ theme: 'system', fontSize: 'large' });
    expect(merged.notifications).toBe(defaultSettings.notifications);
  });

  it('merges several groups at once', () => {
    const merged = mergeSettings(defaultSettings, {
      notifications: { push: false },
      accessibility: { highContrast: true, textSpacing: 1.5 },
    });
    expect(merged.notifications).toEqual({ email: true, push: false });
    expect(merged.accessibility).toMatchObject({ highContrast: true, textSpacing: 1.5, reducedMotion: false });
  });

  it('leaves a group unchanged when the patch would make it invalid', () => {
    const merged = mergeSettings(defaultSettings, { display: { theme: 'neon' as never } });
    expect(merged.display).toEqual(defaultSettings.display);
    const tooWide = mergeSettings(defaultSettings, { accessibility: { textSpacing: 9 } });
    expect(tooWide.accessibility.textSpacing).toBe(1);
  });

  it('reset returns a fresh copy of the defaults', () => {
    const a = resetSettings();
    a.display.theme = 'dark';
    expect(resetSettings().display.theme).toBe('system');
  });

  it('reads stored settings key by key, dropping what is invalid', () => {
    const raw = JSON.stringify({ display: { theme: 'dark', fontSize: 'huge' }, accessibility: { reducedMotion: true }, extra: 1 });
    const parsed = parseStoredSettings(raw);
    expect(parsed.display).toEqual({ theme: 'dark', fontSize: 'medium' });
    expect(parsed.accessibility.reducedMotion).toBe(true);
    expect(parsed).not.toHaveProperty('extra');
  });

  it('falls back to defaults for missing or corrupt storage', () => {
    expect(parseStoredSettings(null)).toEqual(defaultSettings);
    expect(parseStoredSettings('{not json')).toEqual(defaultSettings);
    expect(parseStoredSettings('"string"')).toEqual(defaultSettings);
  });

  it('applies text spacing only above 1', () => {
    expect(textSpacingApplies(1)).toBe(false);
    expect(textSpacingApplies(1.25)).toBe(true);
  });

  it('never produces invalid settings, whatever the patch (property)', () => {
    const anyValue = fc.oneof(fc.boolean(), fc.string(), fc.double(), fc.constantFrom('light', 'dark', 'system', 'small', 'large'));
    const patch = fc.record(
      {
        notifications: fc.dictionary(fc.constantFrom('email', 'push'), anyValue),
        display: fc.dictionary(fc.constantFrom('theme', 'fontSize'), anyValue),
        accessibility: fc.dictionary(fc.constantFrom('reducedMotion', 'highContrast', 'enhancedFocus', 'textSpacing'), anyValue),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(patch, (p) => {
        const merged = mergeSettings(defaultSettings, p as never);
        expect(parseStoredSettings(JSON.stringify(merged))).toEqual(merged);
      }),
    );
  });
});
