import {
  fetchFailure,
  statusFailure,
  TranslationEngineError,
  type TranslationEngine,
  type TranslationLanguage,
  type TranslationPair,
} from './translation.port.js';

export type LibreTranslateOptions = { baseUrl: string; apiKey?: string | undefined; timeoutMs: number; fetch?: typeof fetch };

/** Our language codes as LibreTranslate names them (it has one Chinese per script, no Cantonese). */
const libreCodes: Partial<Record<TranslationLanguage, string>> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  it: 'it',
  ja: 'ja',
  'zh-Hans': 'zh-Hans',
  'zh-Hant': 'zh-Hant',
};

type LibreLanguage = { code: string; targets?: string[] };

/** Codes older servers use for Chinese: `zh` is Simplified, `zt` Traditional. */
const aliases: Record<string, string> = { zh: 'zh-Hans', zt: 'zh-Hant' };

/**
 * LibreTranslate: `GET /languages` for the pairs (asked once, retried after a failure) and
 * `POST /translate { q, source, target, format: 'text' }` with the key in `api_key` when set.
 */
export function createLibreTranslate(options: LibreTranslateOptions): TranslationEngine {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  let known: Promise<TranslationPair[]> | null = null;
  const ours = (code: string) => (Object.keys(libreCodes) as TranslationLanguage[]).find((l) => libreCodes[l] === (aliases[code] ?? code));
  const serverCode = new Map<TranslationLanguage, string>();

  async function loadPairs(): Promise<TranslationPair[]> {
    let response: Response;
    try {
      response = await doFetch(`${base}/languages`, { signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      throw fetchFailure(error, 'LibreTranslate');
    }
    if (!response.ok) throw statusFailure(response.status, 'LibreTranslate');
    const languages = (await response.json().catch(() => null)) as LibreLanguage[] | null;
    if (!Array.isArray(languages)) throw new TranslationEngineError('failed', 'LibreTranslate sent no language list');
    const pairs: TranslationPair[] = [];
    for (const language of languages) {
      const from = ours(language.code);
      if (!from) continue;
      serverCode.set(from, language.code);
      // Servers before 1.3 list no targets: every language translates to every other.
      const targets = language.targets ?? languages.map((l) => l.code);
      for (const target of targets) {
        const to = ours(target);
        if (to && to !== from) pairs.push({ from, to });
      }
    }
    return pairs;
  }

  const pairs = () => {
    known ??= loadPairs().catch((error: unknown) => {
      known = null;
      throw error;
    });
    return known;
  };

  return {
    kind: 'libretranslate',
    approximate: false,
    pairs,
    async translate(text, pair) {
      const available = await pairs();
      if (!available.some((p) => p.from === pair.from && p.to === pair.to))
        throw new TranslationEngineError('pair-unsupported', `LibreTranslate does not translate ${pair.from} to ${pair.to}`);
      let response: Response;
      try {
        response = await doFetch(`${base}/translate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            q: text,
            source: serverCode.get(pair.from),
            target: serverCode.get(pair.to),
            format: 'text',
            ...(options.apiKey ? { api_key: options.apiKey } : {}),
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw fetchFailure(error, 'LibreTranslate');
      }
      if (!response.ok) throw statusFailure(response.status, 'LibreTranslate');
      const body = (await response.json().catch(() => null)) as { translatedText?: unknown } | null;
      const translated = typeof body?.translatedText === 'string' ? body.translatedText.trim() : '';
      if (!translated) throw new TranslationEngineError('failed', 'LibreTranslate sent no translation');
      return translated;
    },
  };
}
