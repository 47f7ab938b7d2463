import {
  fetchFailure,
  statusFailure,
  TranslationEngineError,
  type TranslationEngine,
  type TranslationLanguage,
} from './translation.port.js';

export type DeepLOptions = { baseUrl: string; apiKey: string; timeoutMs: number; fetch?: typeof fetch };

/** Source codes DeepL takes (one Chinese, one English), and target codes (which name the variety). */
const sourceCodes: Partial<Record<TranslationLanguage, string>> = {
  en: 'EN',
  es: 'ES',
  fr: 'FR',
  it: 'IT',
  ja: 'JA',
  'zh-Hans': 'ZH',
  'zh-Hant': 'ZH',
};
const targetCodes: Partial<Record<TranslationLanguage, string>> = {
  en: 'EN-US',
  es: 'ES',
  fr: 'FR',
  it: 'IT',
  ja: 'JA',
  'zh-Hans': 'ZH-HANS',
  'zh-Hant': 'ZH-HANT',
};

/**
 * DeepL's `/v2/translate` (the free and paid APIs differ only in base URL), the key in the
 * `Authorization: DeepL-Auth-Key` header. It has no Cantonese: pairs with `yue` are unsupported.
 */
export function createDeepL(options: DeepLOptions): TranslationEngine {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/$/, '')}/v2/translate`;
  const languages = Object.keys(sourceCodes) as TranslationLanguage[];
  const pairs = languages.flatMap((from) => languages.filter((to) => to !== from).map((to) => ({ from, to })));
  return {
    kind: 'deepl',
    approximate: false,
    pairs: async () => pairs,
    async translate(text, pair) {
      const source = sourceCodes[pair.from];
      const target = targetCodes[pair.to];
      if (!source || !target) throw new TranslationEngineError('pair-unsupported', `DeepL does not translate ${pair.from} to ${pair.to}`);
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `DeepL-Auth-Key ${options.apiKey}` },
          body: JSON.stringify({ text: [text], source_lang: source, target_lang: target }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw fetchFailure(error, 'DeepL');
      }
      // 456: the account's character quota is used up; the engine is unavailable until it renews.
      if (response.status === 456) throw new TranslationEngineError('unavailable', 'DeepL quota exceeded');
      if (!response.ok) throw statusFailure(response.status, 'DeepL');
      const body = (await response.json().catch(() => null)) as { translations?: { text?: unknown }[] } | null;
      const translated = body?.translations?.[0]?.text;
      if (typeof translated !== 'string' || !translated.trim()) throw new TranslationEngineError('failed', 'DeepL sent no translation');
      return translated.trim();
    },
  };
}
