import { languageCourseIds, type LanguageCourseId } from '@brainboost/domain/languages/course-content';

/** The course of a URL, if it is one of the five. */
export const courseIdOf = (param: string | undefined): LanguageCourseId | undefined => languageCourseIds.find((id) => id === param);
