import { isRecallLanguage, type RecallLanguage } from '@brainboost/domain/cognitive/recall-words';
import type { GradeBand } from '@brainboost/domain/school/grade-band';
import { visitorPreferences } from '../../../stores/visitor-preferences';

/** The route of the lesson: a walk through a home, in this order (keys in cognitiveTasks.methodOfLoci.places). */
export const lociPlaces = ['door', 'hall', 'kitchen', 'table', 'sofa', 'stairs', 'bed', 'window'] as const;

/** The word list's language follows the interface; its band the one chosen on this device (elementary when none). */
export function lociSource(interfaceLanguage: string | undefined): { language: RecallLanguage; band: GradeBand } {
  const language = interfaceLanguage && isRecallLanguage(interfaceLanguage) ? interfaceLanguage : 'en';
  return { language, band: visitorPreferences.get().gradeBand ?? 'elementary' };
}

/** Each word stays at least this long, so the list is studied, not clicked through. */
export const minStudyMs = 1500;
/** The break between placing the words and recalling them. */
export const lociDelayMs = 20_000;
