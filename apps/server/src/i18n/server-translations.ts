import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fallbackLocale, supportedLocales, type Locale } from '@brainboost/domain/i18n/locales';

type Bundle = Record<string, unknown>;
export type Translate = (locale: Locale, key: string, vars?: Record<string, string | number>) => string;

function lookup(bundle: Bundle | undefined, key: string): string | undefined {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Bundle)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Loads one namespace of the web app's locale bundles for every language, so what the server says
 * (API errors, emails) reads like the screens. A key missing in a locale falls back to English, then
 * to the key itself. `{{name}}` placeholders are filled from `vars`.
 */
export function loadTranslations(localesDir: string, namespace: string): Translate {
  const bundles = new Map<Locale, Bundle>();
  for (const locale of supportedLocales) {
    try {
      bundles.set(locale, JSON.parse(readFileSync(path.join(localesDir, locale, `${namespace}.json`), 'utf8')) as Bundle);
    } catch {
      // a locale without the file falls back to English below
    }
  }
  return (locale, key, vars = {}) => {
    const text = lookup(bundles.get(locale), key) ?? lookup(bundles.get(fallbackLocale), key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}
