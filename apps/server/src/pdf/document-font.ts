import { createRequire } from 'node:module';
import type { Locale } from '@brainboost/domain/i18n/locales';

const require = createRequire(import.meta.url);

/**
 * Noto Sans in the regional form a reader expects (decision 0056): Hong Kong for Cantonese,
 * Traditional for zh-Hant, Simplified for the rest. Each also covers Latin with accents, so a
 * receipt in Italian naming a child in Chinese still renders.
 */
const family: Record<Locale, 'HK' | 'TC' | 'SC'> = { en: 'SC', es: 'SC', fr: 'SC', it: 'SC', 'zh-Hans': 'SC', 'zh-Hant': 'TC', yue: 'HK' };

/** The installed font file of a reader's language, for PDFs (receipts, study guides); one weight: opening a CJK font is most of a document's cost. */
export function documentFont(locale: Locale): string {
  const name = family[locale];
  return require.resolve(`@expo-google-fonts/noto-sans-${name.toLowerCase()}/400Regular/NotoSans${name}_400Regular.ttf`);
}
