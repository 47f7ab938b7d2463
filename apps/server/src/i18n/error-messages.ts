import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fallbackLocale, supportedLocales, type Locale } from '@brainboost/domain/locales';

type Bundle = Record<string, unknown>;
export type TranslateError = (locale: Locale, key: string) => string;

function lookup(bundle: Bundle | undefined, key: string): string | undefined {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Bundle)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Loads the web app's `errors` namespace for every locale, so API errors read the same as the
 * screen that shows them. A key missing in a locale falls back to English, then to the key.
 */
export function loadErrorMessages(localesDir: string): TranslateError {
  const bundles = new Map<Locale, Bundle>();
  for (const locale of supportedLocales) {
    try {
      bundles.set(locale, JSON.parse(readFileSync(path.join(localesDir, locale, 'errors.json'), 'utf8')) as Bundle);
    } catch {
      // a locale without the file falls back to English below
    }
  }
  return (locale, key) => lookup(bundles.get(locale), key) ?? lookup(bundles.get(fallbackLocale), key) ?? key;
}
