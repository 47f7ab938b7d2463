/**
 * User settings (spec section 3). Validated by hand, not with zod, because the web app reads them
 * before first paint and zod would weigh on the initial bundle.
 */
export const themes = ['light', 'dark', 'system'] as const;
export const fontSizes = ['small', 'medium', 'large'] as const;
export type Theme = (typeof themes)[number];
export type FontSize = (typeof fontSizes)[number];

export const textSpacingRange = { min: 1, max: 2, step: 0.25 } as const;

export type UserSettings = {
  notifications: { email: boolean; push: boolean };
  display: { theme: Theme; fontSize: FontSize };
  accessibility: { reducedMotion: boolean; highContrast: boolean; enhancedFocus: boolean; textSpacing: number };
};
export type SettingsGroup = keyof UserSettings;
export type SettingsPatch = { [G in SettingsGroup]?: Partial<UserSettings[G]> };

/** Defaults from spec section 3. */
export const defaultSettings: UserSettings = Object.freeze({
  notifications: Object.freeze({ email: true, push: true }),
  display: Object.freeze({ theme: 'system', fontSize: 'medium' }),
  accessibility: Object.freeze({ reducedMotion: false, highContrast: false, enhancedFocus: false, textSpacing: 1 }),
}) as UserSettings;

const isBool = (v: unknown) => typeof v === 'boolean';
const oneOf = (values: readonly string[]) => (v: unknown) => typeof v === 'string' && values.includes(v);
const isSpacing = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= textSpacingRange.min && v <= textSpacingRange.max;

const validators: { [G in SettingsGroup]: Record<keyof UserSettings[G], (v: unknown) => boolean> } = {
  notifications: { email: isBool, push: isBool },
  display: { theme: oneOf(themes), fontSize: oneOf(fontSizes) },
  accessibility: { reducedMotion: isBool, highContrast: isBool, enhancedFocus: isBool, textSpacing: isSpacing },
};
const groups = Object.keys(validators) as SettingsGroup[];

function mergeGroup<G extends SettingsGroup>(group: G, current: UserSettings[G], patch: unknown): UserSettings[G] {
  if (!patch || typeof patch !== 'object') return current;
  const rules = validators[group] as Record<string, (v: unknown) => boolean>;
  const entries = Object.entries(patch).filter(([key]) => key in rules);
  if (entries.length === 0) return current;
  if (!entries.every(([key, value]) => rules[key]?.(value))) return current;
  return { ...current, ...Object.fromEntries(entries) };
}

/**
 * Merges an update into settings group by group: keys of a group that the patch leaves out keep
 * their value; a group whose patch holds an invalid value is left unchanged.
 */
export function mergeSettings(current: UserSettings, patch: SettingsPatch): UserSettings {
  const next = { ...current };
  for (const group of groups) {
    (next as Record<SettingsGroup, unknown>)[group] = mergeGroup(group, current[group], patch[group]);
  }
  return next;
}

export function resetSettings(): UserSettings {
  return structuredClone(defaultSettings);
}

/** Reads settings from storage: anything unreadable or invalid falls back to the default, key by key. */
export function parseStoredSettings(raw: string | null): UserSettings {
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null;
  }
  let settings = resetSettings();
  if (!stored || typeof stored !== 'object') return settings;
  for (const group of groups) {
    const value = (stored as Record<string, unknown>)[group];
    if (!value || typeof value !== 'object') continue;
    for (const [key, v] of Object.entries(value)) settings = mergeSettings(settings, { [group]: { [key]: v } });
  }
  return settings;
}

/** Spec: "Default text spacing applies above 1": spacing 1 means the page's own spacing. */
export function textSpacingApplies(spacing: number): boolean {
  return spacing > 1;
}

export const fontSizePx: Record<FontSize, number> = { small: 14, medium: 16, large: 18 };
