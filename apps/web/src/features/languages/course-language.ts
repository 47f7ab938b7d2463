import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';

/** The `lang` attribute of a course's target-language text, so fonts and screen readers pick the right script. */
export const langAttributeOf: Record<LanguageCourseId, string> = { es: 'es', fr: 'fr', ja: 'ja', zh: 'zh-Hans', yue: 'yue' };

export type SpeechSpeed = 'normal' | 'slow';

/** The server's text-to-speech for a course's text (course ids are the speech port's language codes). */
export const ttsUrl = (courseId: LanguageCourseId, text: string, speed: SpeechSpeed) =>
  `/api/speech/tts?${new URLSearchParams({ lang: courseId, text, speed }).toString()}`;

const cjkFace: Partial<Record<LanguageCourseId, string>> = { zh: 'Noto Sans SC', yue: 'Noto Sans HK', ja: 'Noto Sans JP' };

/**
 * For English text that quotes the course's script (explanations, grammar, hints): the app's face
 * for the Latin letters, the course's CJK face for the characters, without claiming the whole text
 * is in the course's language.
 */
export const mixedTextStyle = (courseId: LanguageCourseId) =>
  cjkFace[courseId] ? { fontFamily: `var(--font-sans), '${cjkFace[courseId]}'` } : undefined;
