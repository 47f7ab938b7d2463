import type { Locale } from '@brainboost/domain/i18n/locales';
import type { LocalText } from '@brainboost/domain/schemas/curriculum';
import { loadTranslations } from '../../i18n/server-translations.js';
import type { GuideTexts } from './study-guide-pdf.js';

/**
 * The study guide PDF's words, from the web app's bundles (loaded once): the curriculum pages'
 * texts, and each maths band's template texts, whose keys name their namespace ("mathsHigh:…").
 */
export function loadGuideTexts(localesDir: string): (locale: Locale) => GuideTexts {
  const page = loadTranslations(localesDir, 'curriculum');
  const maths = new Map(['mathsElementary', 'mathsMiddle', 'mathsHigh'].map((ns) => [ns, loadTranslations(localesDir, ns)]));
  return (locale) => {
    const mathsText = (key: string, vars: Record<string, string | number> = {}) => {
      const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['mathsHigh', key];
      return maths.get(ns)?.(locale, path, vars) ?? key;
    };
    return {
      text: (key, vars) => page(locale, key, vars),
      maths: (text: LocalText) =>
        mathsText(
          text.key,
          Object.fromEntries(
            Object.entries(text.values ?? {}).map(([name, value]) => [name, typeof value === 'object' ? mathsText(value.t) : value]),
          ),
        ),
    };
  };
}
