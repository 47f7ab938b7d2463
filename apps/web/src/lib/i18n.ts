import i18n, { type BackendModule, type LanguageDetectorModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLocale, matchLocale, supportedLocales } from '@brainboost/domain/i18n/locales';

import { coreNamespaces } from './core-namespaces';

/** Spec section 9: up to 5 retries starting at 350 ms and doubling; at most 10 reads at once. */
const retryDelays = [350, 700, 1400, 2800, 5600];
let inFlight = 0;
const waiting: (() => void)[] = [];
async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (inFlight >= 10) await new Promise<void>((resolve) => waiting.push(resolve));
  inFlight++;
  try {
    return await task();
  } finally {
    inFlight--;
    waiting.shift()?.();
  }
}

async function loadBundle(url: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await limited(() => fetch(url, { credentials: 'same-origin' }));
      if (response.ok) return await response.text();
      if (response.status < 500) throw new Error(`HTTP ${response.status} for ${url}`);
    } catch (err) {
      if (attempt >= retryDelays.length) throw err;
    }
    if (attempt >= retryDelays.length) throw new Error(`could not load ${url}`);
    await new Promise((resolve) => setTimeout(resolve, retryDelays[attempt]));
  }
}

/** Reads `/locales/<lng>/<ns>.json` (files the web build ships), with the retries above. */
const localeBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    loadBundle(`/locales/${language}/${namespace}.json`).then(
      (text) => callback(null, JSON.parse(text) as ResourceKey),
      (err: Error) => callback(err, false),
    );
  },
};

const storageKey = 'i18nextLng';

/**
 * The interface language: the one the visitor chose (kept in localStorage), else the first of
 * their browser's languages we support, else English. The boot script applies the same order
 * before the app loads (boot/display-settings.js).
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  init: () => {},
  detect() {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(storageKey);
    } catch {
      // storage unavailable: the browser's languages decide
    }
    const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
    for (const tag of [stored, ...browser]) {
      const locale = matchLocale(tag);
      if (locale) return locale;
    }
    return fallbackLocale;
  },
  cacheUserLanguage(language) {
    try {
      localStorage.setItem(storageKey, language);
    } catch {
      // kept for this visit only
    }
  },
};

/**
 * Starts i18next. `texts` are namespaces already downloaded for the first screen (one bundle, see
 * app/first-screen-namespaces.ts); any other namespace loads from its own file when asked for.
 */
export function setUpI18n(texts?: { language: string; namespaces: Record<string, ResourceKey> }) {
  return i18n
    .use(localeBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...supportedLocales],
      fallbackLng: fallbackLocale,
      load: 'currentOnly',
      nonExplicitSupportedLngs: false,
      lowerCaseLng: false,
      cleanCode: false,
      ns: coreNamespaces,
      ...(texts && { resources: { [texts.language]: texts.namespaces }, partialBundledLanguages: true }),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      saveMissing: true,
      missingKeyHandler: (lngs, ns, key) => {
        console.warn(`Missing translation: ${ns}:${key} (${lngs.join(', ')})`);
      },
      react: { useSuspense: true },
    });
}

/** Keeps <html lang> and dir in step with the interface language. */
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export { i18n };
