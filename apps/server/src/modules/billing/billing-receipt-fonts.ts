import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Locale } from '@brainboost/domain/locales';

const require = createRequire(import.meta.url);

/**
 * Noto Sans in the regional form a reader expects (decision 0052): Hong Kong for Cantonese,
 * Traditional for zh-Hant, Simplified for the rest. Each also covers Latin with accents, so a
 * receipt in Italian naming a child in Chinese still renders.
 */
const family: Record<Locale, 'HK' | 'TC' | 'SC'> = { en: 'SC', es: 'SC', fr: 'SC', it: 'SC', 'zh-Hans': 'SC', 'zh-Hant': 'TC', yue: 'HK' };

const loaded = new Map<string, Promise<Uint8Array>>();

/** The font file's bytes, read from the installed package once per process (7-10 MB each: never read per request). */
export function receiptFont(locale: Locale, weight: 'regular' | 'bold'): Promise<Uint8Array> {
  const name = family[locale];
  const file = weight === 'bold' ? `700Bold/NotoSans${name}_700Bold.ttf` : `400Regular/NotoSans${name}_400Regular.ttf`;
  const path = require.resolve(`@expo-google-fonts/noto-sans-${name.toLowerCase()}/${file}`);
  let bytes = loaded.get(path);
  if (!bytes) {
    bytes = readFile(path);
    loaded.set(path, bytes);
  }
  return bytes;
}
