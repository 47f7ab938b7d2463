import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { fallbackLocale, matchLocale, supportedLocales } from '@brainboost/domain/locales';

/**
 * Namespaces every screen needs (the layout's header, footer, language switcher and feedback
 * button, and error texts); pages load their own with useTranslation(ns).
 */
export const coreNamespaces = ['common', 'navbar', 'footer', 'errors', 'languageSwitcher', 'feedback'];

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

export function setUpI18n() {
  return i18n
    .use(localeBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...supportedLocales],
      fallbackLng: fallbackLocale,
      load: 'currentOnly',
      nonExplicitSupportedLngs: false,
      lowerCaseLng: false,
      cleanCode: false,
      ns: coreNamespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      detection: {
        order: ['localStorage', 'navigator'],
        caches: ['localStorage'],
        lookupLocalStorage: 'i18nextLng',
        convertDetectedLanguage: (lng: string) => matchLocale(lng) ?? fallbackLocale,
      },
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
