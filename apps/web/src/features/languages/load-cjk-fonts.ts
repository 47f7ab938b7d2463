import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';

/**
 * The CJK faces' stylesheet (some 200 KB of @font-face rules, gzipped) is fetched only when a
 * Mandarin, Cantonese or Japanese course is on screen; Spanish and French never load it.
 */
export function loadCjkFonts(courseIds: readonly LanguageCourseId[]) {
  if (courseIds.some((id) => id === 'zh' || id === 'yue' || id === 'ja')) void import('./cjk-fonts.css');
}
