import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import type { LoadedCourse } from './course-content.loader.js';

/** Words of a unit a partner is asked to use (the whole list would crowd out the scenario on small models). */
const partnerWords = 40;

/** One role-play scenario as another module (voice chat) may use it: who the partner is, where, and the learner's goal. */
export type RolePlayScenario = {
  id: string;
  level: 'beginner' | 'intermediate' | 'advanced';
  title: string;
  scenario: string;
  partner: string;
  goal: string;
  /** The partner's scripted first line. */
  opening: string;
  /** The unit's words with their English gloss ("hola (hello)"). */
  words: string[];
};

export type RolePlayCourse = { id: LanguageCourseId; title: string; nativeTitle: string; scenarios: RolePlayScenario[] };

/** The courses' conversation units as scenarios, in course order (beginner units first). */
export function rolePlayScenarios(courses: ReadonlyMap<LanguageCourseId, LoadedCourse>): RolePlayCourse[] {
  return [...courses.values()].map(({ course, units }) => ({
    id: course.id,
    title: course.title,
    nativeTitle: course.nativeTitle,
    scenarios: units.map((unit) => ({
      id: unit.id,
      level: unit.level,
      title: unit.title,
      scenario: unit.conversation.scenario,
      partner: unit.conversation.partner,
      goal: unit.conversation.goal,
      opening: unit.conversation.nodes.find((node) => node.id === unit.conversation.start)!.say,
      words: unit.items.slice(0, partnerWords).map((item) => `${item.text} (${item.gloss})`),
    })),
  }));
}
