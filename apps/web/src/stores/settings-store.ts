import {
  mergeSettings,
  parseStoredSettings,
  resetSettings,
  themes,
  type SettingsPatch,
  type Theme,
  type UserSettings,
} from '@brainboost/domain/accounts/settings';
import { createLocalStore } from './local-store';

export const settingsKey = 'brainboost-settings';
/** The theme also lives under the key the spec names, which the pre-paint script reads. */
export const themeKey = 'vite-ui-theme';

function readTheme(): Theme | null {
  try {
    const stored = localStorage.getItem(themeKey);
    return (themes as readonly string[]).includes(stored ?? '') ? (stored as Theme) : null;
  } catch {
    return null;
  }
}

const store = createLocalStore<UserSettings>(
  settingsKey,
  (raw) => {
    const settings = parseStoredSettings(raw);
    const theme = readTheme();
    return theme ? mergeSettings(settings, { display: { theme } }) : settings;
  },
  (value) => JSON.stringify(value),
);

function save(next: UserSettings) {
  store.set(next);
  try {
    localStorage.setItem(themeKey, next.display.theme);
  } catch {
    // in memory only
  }
}

export const settingsStore = {
  get: store.get,
  subscribe: store.subscribe,
  use: () => store.use(),
  update: (patch: SettingsPatch) => save(mergeSettings(store.get(), patch)),
  reset: () => save(resetSettings()),
};
