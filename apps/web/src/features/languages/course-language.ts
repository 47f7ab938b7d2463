import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';

/**
 * The `lang` attribute of a course's target-language text, so screen readers pronounce it and
 * the CJK faces apply: Mandarin is taught in Simplified characters, Cantonese in Traditional.
 */
export const courseTextLang: Record<LanguageCourseId, string> = { es: 'es', fr: 'fr', ja: 'ja', zh: 'zh-Hans', yue: 'yue' };

/** The other Chinese script shown beside a word, and its `lang`. */
export const otherScriptLang: Partial<Record<LanguageCourseId, string>> = { zh: 'zh-Hant', yue: 'zh-Hans' };

export type SpeechSpeed = 'normal' | 'slow';

/** The server's text-to-speech for a course's text (course ids are the speech port's language codes). */
export function speechUrl(courseId: LanguageCourseId, text: string, speed: SpeechSpeed = 'normal'): string {
  return `/api/speech/tts?${new URLSearchParams({ lang: courseId, text, speed }).toString()}`;
}

const cjkFaces: Partial<Record<LanguageCourseId, string>> = { ja: 'Noto Sans JP', zh: 'Noto Sans SC', yue: 'Noto Sans HK' };

/**
 * For English text of a course that quotes the target language (unit summaries, placement prompts):
 * the app's face first, the course's CJK face for the characters it lacks.
 */
export function mixedTextStyle(courseId: LanguageCourseId): { fontFamily: string } | undefined {
  const face = cjkFaces[courseId];
  return face ? { fontFamily: `var(--font-sans, sans-serif), '${face}'` } : undefined;
}

const cjkScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * The `lang` of a placement choice. Placement content gives no language per choice: in the CJK
 * courses the script tells; in Spanish and French, "What does … mean?" is the one question whose
 * choices are English.
 */
export function choiceLang(courseId: LanguageCourseId, prompt: string, choice: string): string {
  if (cjkFaces[courseId]) return cjkScript.test(choice) ? courseTextLang[courseId] : 'en';
  return /^What does\b/.test(prompt) ? 'en' : courseTextLang[courseId];
}
