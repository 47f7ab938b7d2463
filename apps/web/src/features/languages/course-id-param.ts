import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import { courseTextLang } from './course-language';

/**
 * The course of a URL, if it is one of the five. Checked against a record typed over every
 * course id rather than the domain's list, whose module brings zod into the page's bundle.
 */
export const courseIdOf = (param: string | undefined): LanguageCourseId | undefined =>
  param !== undefined && Object.hasOwn(courseTextLang, param) ? (param as LanguageCourseId) : undefined;
