import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';

/**
 * The `lang` attribute of a course's target-language text, so screen readers pronounce it and
 * the CJK faces apply: Mandarin is taught in Simplified characters, Cantonese in Traditional.
 */
export const courseTextLang: Record<LanguageCourseId, string> = { es: 'es', fr: 'fr', ja: 'ja', zh: 'zh-Hans', yue: 'yue' };

/** The other Chinese script shown beside a word, and its `lang`. */
export const otherScriptLang: Partial<Record<LanguageCourseId, string>> = { zh: 'zh-Hant', yue: 'zh-Hans' };

/** The text-to-speech contract: GET /api/speech/tts?lang&text&speed answers with audio bytes. */
export function speechUrl(courseId: LanguageCourseId, text: string, speed: 'normal' | 'slow' = 'normal'): string {
  return `/api/speech/tts?${new URLSearchParams({ lang: courseId, text, speed }).toString()}`;
}
