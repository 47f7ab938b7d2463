/** Interface languages, in the order the language switcher lists them. */
export const supportedLocales = ['en', 'es', 'zh-Hans', 'zh-Hant', 'yue', 'fr', 'it'] as const;
export type Locale = (typeof supportedLocales)[number];
export const fallbackLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/**
 * Maps a browser or Accept-Language tag to one of ours: zh-CN/zh-SG to Simplified, zh-TW/zh-HK/zh-MO
 * to Traditional (Cantonese only when asked for by name: yue, zh-yue), other tags by primary subtag.
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase().replace('_', '-');
  if (!lower) return null;
  const exact = supportedLocales.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  if (lower === 'yue' || lower.startsWith('yue-') || lower === 'zh-yue') return 'yue';
  if (lower.startsWith('zh')) {
    return /(-hant|-tw|-hk|-mo)/.test(lower) ? 'zh-Hant' : 'zh-Hans';
  }
  const primary = lower.split('-')[0];
  return supportedLocales.find((l) => l === primary) ?? null;
}

/** Picks the best locale from an Accept-Language header, honouring q-values. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return fallbackLocale;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return fallbackLocale;
}
