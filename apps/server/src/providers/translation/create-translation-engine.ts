import type { Config } from '../../config.js';
import { createOpenAiChat } from '../llm/openai-chat.js';
import { createApertium } from './apertium-translation.js';
import { createDeepL } from './deepl-translation.js';
import { createLibreTranslate } from './libretranslate-translation.js';
import { createOpenAiTranslation } from './openai-translation.js';
import type { TranslationEngine } from './translation.port.js';

export type TranslationConfig = Pick<
  Config,
  | 'TRANSLATION_ENGINE'
  | 'TRANSLATION_BASE_URL'
  | 'TRANSLATION_API_KEY'
  | 'TRANSLATION_TIMEOUT_MS'
  | 'LLM_BASE_URL'
  | 'LLM_API_KEY'
  | 'LLM_MODEL'
>;

/** The engine the configuration names, or null for `none` (the phrasebook alone); `openai` falls back to the tutor's LLM_* settings. */
export function createTranslationEngine(config: TranslationConfig): TranslationEngine | null {
  const timeoutMs = config.TRANSLATION_TIMEOUT_MS;
  switch (config.TRANSLATION_ENGINE) {
    case 'none':
      return null;
    case 'libretranslate':
      return createLibreTranslate({ baseUrl: config.TRANSLATION_BASE_URL!, apiKey: config.TRANSLATION_API_KEY, timeoutMs });
    case 'deepl':
      return createDeepL({ baseUrl: config.TRANSLATION_BASE_URL!, apiKey: config.TRANSLATION_API_KEY!, timeoutMs });
    case 'openai':
      return createOpenAiTranslation(
        createOpenAiChat({
          baseUrl: (config.TRANSLATION_BASE_URL ?? config.LLM_BASE_URL)!,
          apiKey: config.TRANSLATION_API_KEY ?? config.LLM_API_KEY,
          model: config.LLM_MODEL,
          timeoutMs,
        }),
      );
    case 'apertium':
      return createApertium({ timeoutMs });
  }
}
