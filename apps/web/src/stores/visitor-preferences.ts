import { gradeBands, type GradeBand } from '@brainboost/domain/school/grade-band';
import { createLocalStore } from './local-store';

export const interests = ['homework', 'languages', 'brainTraining', 'focus', 'financialLiteracy', 'threeD'] as const;
export type Interest = (typeof interests)[number];

/** What a visitor told us about themselves, kept on their device only. */
export type VisitorPreferences = { gradeBand: GradeBand | null; interests: Interest[] };

export const visitorPreferences = createLocalStore<VisitorPreferences>(
  'brainboost-visitor',
  (raw) => {
    try {
      const parsed = JSON.parse(raw ?? '{}') as Partial<VisitorPreferences>;
      return {
        gradeBand: gradeBands.includes(parsed.gradeBand as GradeBand) ? (parsed.gradeBand as GradeBand) : null,
        interests: Array.isArray(parsed.interests)
          ? parsed.interests.filter((i): i is Interest => (interests as readonly string[]).includes(i))
          : [],
      };
    } catch {
      return { gradeBand: null, interests: [] };
    }
  },
  (value) => JSON.stringify(value),
);
