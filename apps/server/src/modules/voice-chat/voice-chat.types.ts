import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';

/** A language partner's scenario, as the languages module lends it (through app.ts). */
export type PartnerScenario = {
  id: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  title: string;
  scenario: string;
  partner: string;
  goal: string;
  opening: string;
  words: string[];
};
export type PartnerCourse = { id: LanguageCourseId; title: string; nativeTitle: string; scenarios: PartnerScenario[] };

/** The tutor's safety check (its `screenExchange`): the concern an exchange raises, or null; a flagged one is stored for the parent or teacher. */
export type ExchangeScreen = (
  userId: string,
  exchange: { learnerText: string; partnerText?: string; title: string },
  now: Date,
) => Promise<string | null>;

/** Contract 1 of issue 30: whether this account may use voice features. */
export type VoicePermission = { voiceAllowed(userId: string): Promise<boolean> };
