import { useEffect } from 'react';
import { fontSizePx, textSpacingApplies } from '@brainboost/domain/accounts/settings';
import { settingsStore } from '../stores/settings-store';

/** Applies display and accessibility settings to the whole document, and follows the system theme. */
export function DisplaySettings() {
  const settings = settingsStore.use();
  const { theme, fontSize } = settings.display;
  const { reducedMotion, highContrast, enhancedFocus, textSpacing } = settings.accessibility;

  useEffect(() => {
    const root = document.documentElement;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const apply = () => root.classList.toggle('dark', theme === 'dark' || (theme === 'system' && media.matches));
    apply();
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [theme]);

  useEffect(() => {
    const root = document.documentElement;
    root.style.fontSize = `${fontSizePx[fontSize]}px`;
    root.classList.toggle('reduce-motion', reducedMotion);
    root.classList.toggle('high-contrast', highContrast);
    root.classList.toggle('enhanced-focus', enhancedFocus);
    root.classList.toggle('text-spacing', textSpacingApplies(textSpacing));
    root.style.setProperty('--bb-text-spacing', String(textSpacing));
  }, [fontSize, reducedMotion, highContrast, enhancedFocus, textSpacing]);

  return null;
}
